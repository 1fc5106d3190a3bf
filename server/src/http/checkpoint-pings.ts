import { WebSocket } from 'ws';

/** How often an acknowledged socket is pinged (graphql-ws `ping`); one that has not answered (`pong`) by its next ping is ended. */
export const KEEP_ALIVE_MS = 12_000;

/** How often the sockets whose ping is due are looked for (at most; a quarter of the interval when that is shorter). */
const SWEEP_MS = 500;

/**
 * The graphql-ws `ping` a socket is sent: with the socket's checkpoint when it has one (every
 * event published before `heardUntil`, server time, was written to this socket before this ping).
 */
export function pingMessage(heardUntil: Date | null): string {
  return heardUntil ? `{"type":"ping","payload":{"heardUntil":"${heardUntil.toISOString()}"}}` : '{"type":"ping"}';
}

export interface CheckpointPings {
  /** A socket whose connection was acknowledged: pinged from now on, its first ping within the interval. */
  add(socket: WebSocket): void;
  /** Its answer to the last ping (graphql-ws `pong`). */
  answered(socket: WebSocket): void;
  /** Sockets being pinged. */
  size(): number;
  stop(): void;
}

/**
 * The live connections' keep-alive, as graphql-ws messages instead of websocket ping frames, so
 * that each ping can carry the socket's checkpoint: a moment before which every event was
 * written to it (`checkpoint`, null when there is none to give). A client that loses the socket
 * without a close that dates the loss (a host gone, a network lost) catches up from its last
 * checkpoint, seconds back, instead of a minute before it noticed. A socket that has not
 * answered its previous ping when the next is due is ended, as graphql-ws's own keep-alive
 * does. One timer for every socket, not one per socket; each socket's first ping falls at a
 * random point of the last three quarters of its first interval, so sockets that connected
 * together are not all pinged in the same turn, in the middle of a fan-out, and a socket has a
 * checkpoint a few seconds after it connected.
 */
export function checkpointPings(checkpoint: (socket: WebSocket) => Promise<Date | null>, everyMs = KEEP_ALIVE_MS): CheckpointPings {
  const sockets = new Map<WebSocket, { dueAt: number; awaiting: boolean }>();
  const send = async (socket: WebSocket) => {
    const at = await checkpoint(socket).catch(() => null);
    if (socket.readyState === WebSocket.OPEN) socket.send(pingMessage(at));
  };
  const sweep = () => {
    const now = Date.now();
    for (const [socket, state] of sockets) {
      if (state.dueAt > now) continue;
      if (socket.readyState !== WebSocket.OPEN) {
        sockets.delete(socket);
      } else if (state.awaiting) {
        sockets.delete(socket);
        socket.terminate();
      } else {
        state.awaiting = true;
        state.dueAt = now + everyMs;
        void send(socket);
      }
    }
  };
  const timer = setInterval(sweep, Math.min(SWEEP_MS, Math.max(10, everyMs / 4)));
  timer.unref();
  return {
    add(socket) {
      if (sockets.has(socket)) return;
      sockets.set(socket, { dueAt: Date.now() + everyMs * (0.25 + (Math.random() * 3) / 4), awaiting: false });
      socket.once('close', () => sockets.delete(socket));
    },
    answered(socket) {
      const state = sockets.get(socket);
      if (state) state.awaiting = false;
    },
    size: () => sockets.size,
    stop() {
      clearInterval(timer);
      sockets.clear();
    },
  };
}
