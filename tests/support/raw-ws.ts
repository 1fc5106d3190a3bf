import WebSocket from 'ws';

/** One graphql-ws (graphql-transport-ws) message from the server. */
export interface WsMessage {
  type: string;
  id?: string;
  payload?: unknown;
}

export interface WsError {
  message: string;
  extensions?: { code?: string };
}

export interface RawSocket {
  ws: WebSocket;
  /** Resolves with the close code and reason, whoever closes the socket. */
  closed: Promise<{ code: number; reason: string }>;
  /** Whether the socket has closed yet. */
  isClosed(): boolean;
  /** Sends a subscribe message (query, mutation or subscription). */
  subscribe(id: string, query: string, variables?: Record<string, unknown>): void;
  /** The next message for this operation id (next, error or complete), in order. */
  next(id: string): Promise<WsMessage>;
  /** Everything the server sent for this operation id so far. */
  received(id: string): WsMessage[];
  send(raw: string | Buffer): void;
  close(): void;
}

export interface OpenOptions {
  /** Bearer token, sent in connection_init as connectionParams.authorization. */
  token?: string | null;
  /** Extra headers of the upgrade request (Origin, Cookie). */
  headers?: Record<string, string>;
}

/**
 * A graphql-ws connection driven by hand (no client library): connection_init, subscribe and
 * the server's close code are all visible, for tests of the transport itself.
 */
export function openRawSocket(httpUrl: string, opts: OpenOptions = {}): Promise<RawSocket> {
  const ws = new WebSocket(httpUrl.replace(/^http/, 'ws') + '/graphql', 'graphql-transport-ws', { headers: opts.headers ?? {} });
  const byId = new Map<string, WsMessage[]>();
  const waiting = new Map<string, ((m: WsMessage) => void)[]>();
  const cursor = new Map<string, number>();
  let isClosed = false;
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    ws.on('close', (code, reason) => {
      isClosed = true;
      resolve({ code, reason: reason.toString() });
    });
  });
  return new Promise<RawSocket>((resolve, reject) => {
    ws.on('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
    ws.on('error', reject);
    ws.on('open', () => {
      ws.send(JSON.stringify({ type: 'connection_init', payload: opts.token ? { authorization: `Bearer ${opts.token}` } : {} }));
    });
    ws.on('message', (data) => {
      const msg = JSON.parse(data.toString()) as WsMessage;
      if (msg.type === 'connection_ack') {
        resolve(socket);
        return;
      }
      if (msg.type === 'ping') {
        ws.send(JSON.stringify({ type: 'pong' }));
        return;
      }
      if (!msg.id) return;
      const list = byId.get(msg.id) ?? [];
      list.push(msg);
      byId.set(msg.id, list);
      const w = waiting.get(msg.id)?.shift();
      if (w) {
        cursor.set(msg.id, (cursor.get(msg.id) ?? 0) + 1);
        w(msg);
      }
    });
    void closed.then(({ code, reason }) => reject(new Error(`closed before acknowledgement: ${code} ${reason}`)));
    const socket: RawSocket = {
      ws,
      closed,
      isClosed: () => isClosed,
      subscribe(id, query, variables) {
        ws.send(JSON.stringify({ id, type: 'subscribe', payload: { query, variables } }));
      },
      next(id) {
        const list = byId.get(id) ?? [];
        const at = cursor.get(id) ?? 0;
        if (at < list.length) {
          cursor.set(id, at + 1);
          return Promise.resolve(list[at]);
        }
        return new Promise<WsMessage>((res) => waiting.set(id, [...(waiting.get(id) ?? []), res]));
      },
      received: (id) => byId.get(id) ?? [],
      send: (raw) => ws.send(raw),
      close: () => ws.close(),
    };
  });
}

/** Rejects after ms with the given message: a bound on how long to wait for something that must happen. */
export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what}: did not happen within ${ms} ms`)), ms);
    }),
  ]);
}

/** The errors of an operation that failed over the socket (an error message, or a next with errors). */
export function errorsOf(msg: WsMessage): WsError[] {
  if (msg.type === 'error') return msg.payload as WsError[];
  if (msg.type === 'next') return ((msg.payload as { errors?: WsError[] }).errors ?? []) as WsError[];
  return [];
}
