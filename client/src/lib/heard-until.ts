/**
 * The moment a socket's close says every event before it was written to the socket: a server
 * restarting closes its sockets with 1012 "Service restarting; heard until <time>" (server time)
 * once it has. Null for any other close (the loss is then dated by this page, a minute is read again).
 */
export function heardUntil(event: { code?: number; reason?: string }): string | null {
  if (event.code !== 1012) return null;
  const m = /heard until (\S+)$/.exec(event.reason ?? '');
  return m && !Number.isNaN(Date.parse(m[1])) ? m[1] : null;
}

/**
 * The checkpoint a server's keep-alive ping carries (graphql-ws `ping` with `{ heardUntil }`):
 * every event published before it was written to the socket before the ping. A connection lost
 * without a moment in its close catches up from its last checkpoint, seconds back, instead of a
 * minute before the loss was noticed. Null for a ping without one.
 */
export function pingCheckpoint(payload: unknown): string | null {
  const at = (payload as { heardUntil?: unknown } | null | undefined)?.heardUntil;
  return typeof at === 'string' && !Number.isNaN(Date.parse(at)) ? at : null;
}
