import type http from 'node:http';

/** How long a drain waits for answers before closing what is left. */
export const DRAIN_GRACE_MS = 10_000;

export interface HttpDrain {
  /**
   * Stops taking connections, answers every request already taken (with Connection: close),
   * closes each kept-alive connection once it has no request in progress, and resolves when
   * every connection is closed (after `graceMs`, whatever is left is closed).
   */
  drain(graceMs?: number): Promise<void>;
}

/**
 * Graceful shutdown of an HTTP server with kept-alive connections. A request is taken once
 * its first bytes are parsed; every request taken is answered: a connection is closed only
 * while nothing is in progress on it (node's own notion of idle, not a count kept beside it),
 * and every answer from the start of the drain says Connection: close, so the client opens a
 * new connection (to another process) for its next request rather than sending it into one
 * that is closing. A kept-alive connection that was ended between two requests, while the
 * next one was arriving, used to run that request (a payment committed) with nowhere to
 * write the answer.
 */
export function httpDrain(server: http.Server): HttpDrain {
  const answering = new Set<http.ServerResponse>();
  let draining = false;

  const closeAfterAnswer = (res: http.ServerResponse) => {
    if (!res.headersSent) res.setHeader('Connection', 'close');
    res.shouldKeepAlive = false;
  };

  server.on('request', (_req: http.IncomingMessage, res: http.ServerResponse) => {
    if (draining) closeAfterAnswer(res);
    answering.add(res);
    const done = () => {
      answering.delete(res);
      // The connection may now be idle: close it (a later request on it would have nowhere to go).
      if (draining) setImmediate(() => server.closeIdleConnections());
    };
    res.once('finish', done);
    res.once('close', done);
  });

  return {
    drain(graceMs = DRAIN_GRACE_MS) {
      draining = true;
      for (const res of answering) closeAfterAnswer(res);
      return new Promise<void>((resolve) => {
        // Sweeps connections that become idle without an answer finishing (a half-sent request abandoned).
        const sweep = setInterval(() => server.closeIdleConnections(), 250);
        const hard = setTimeout(() => server.closeAllConnections(), graceMs);
        sweep.unref();
        hard.unref();
        const finished = () => {
          clearInterval(sweep);
          clearTimeout(hard);
          resolve();
        };
        if (!server.listening) {
          server.closeIdleConnections();
          // Not listening: wait for the connections there are.
          const wait = () => server.getConnections((_err, n) => (n === 0 ? finished() : setTimeout(wait, 50)));
          wait();
          return;
        }
        // close() stops accepting, closes the idle connections, and calls back once none is left.
        server.close(() => finished());
      });
    },
  };
}
