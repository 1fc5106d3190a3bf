import http from 'node:http';

export interface WaitingServer {
  close(): Promise<void>;
}

/**
 * What the port answers while the server waits for its database at start: `/healthz` 200 (the
 * process is alive), `/readyz` 503 (not ready: take no traffic), anything else 503
 * SERVICE_UNAVAILABLE with Retry-After. A load balancer or an orchestrator sees a process
 * that is starting, not one that crashed and restarts in a loop.
 */
export function startWaitingServer(port: number, host: string, reason: () => string): Promise<WaitingServer> {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    res.setHeader('Content-Type', 'application/json');
    res.setHeader('Cache-Control', 'no-store');
    if (path === '/healthz') {
      res.end(JSON.stringify({ status: 'starting' }));
      return;
    }
    res.statusCode = 503;
    res.setHeader('Retry-After', '5');
    if (path === '/readyz') {
      res.end(JSON.stringify({ status: 'database unavailable', reason: reason() }));
      return;
    }
    const message = 'The service is starting and its database is not reachable yet. Please try again shortly.';
    res.end(JSON.stringify({ error: message, message, code: 'SERVICE_UNAVAILABLE', errors: [{ message, extensions: { code: 'SERVICE_UNAVAILABLE' } }] }));
  });
  server.keepAliveTimeout = 1000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () =>
      resolve({
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      }),
    );
  });
}

/**
 * Opens the database for a server: until it answers, the port is held by a waiting server
 * (started at the first failed attempt, closed before the app listens).
 */
export async function whileWaitingForDatabase<T>(config: { port: number; host: string }, open: (onRetry: (attempt: number, reason: string) => void) => Promise<T>): Promise<T> {
  const state: { waiting: Promise<WaitingServer | null> | null; reason: string } = { waiting: null, reason: '' };
  try {
    return await open((_attempt, reason) => {
      state.reason = reason;
      state.waiting ??= startWaitingServer(config.port, config.host, () => state.reason).catch(() => null);
    });
  } finally {
    const w = state.waiting ? await state.waiting : null;
    await w?.close();
  }
}
