import type { SessionAccessEvent } from '../events/pubsub';

/** graphql-ws close codes: the session no longer signs anyone in / what the user may do changed. */
export const CLOSE_UNAUTHENTICATED = 4401;
export const CLOSE_FORBIDDEN = 4403;

/** What the registry needs of a socket: a way to close it. */
export interface Closable {
  close(code: number, reason: string): void;
}

interface Entry {
  sessionId: number;
  userId: number;
  timer: NodeJS.Timeout | null;
}

/** How long a socket whose user's access changed stays open for events already published. */
export const ACCESS_CHANGE_GRACE_MS = 250;

/** setTimeout's longest delay; longer sessions re-arm their expiry timer. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The signed-in sockets of this process, by session and by user, so that a revocation, an
 * expiry or a change of access closes exactly the sockets concerned.
 */
export class LiveSockets {
  private readonly entries = new Map<Closable, Entry>();
  private readonly bySession = new Map<number, Set<Closable>>();
  private readonly byUser = new Map<number, Set<Closable>>();

  /** Tracks a socket opened under a session, and closes it (4401) when the session expires. */
  add(socket: Closable, session: { sessionId: number; userId: number; expiresAt: Date }): void {
    this.remove(socket);
    const entry: Entry = { sessionId: session.sessionId, userId: session.userId, timer: null };
    const arm = () => {
      const left = session.expiresAt.getTime() - Date.now();
      if (left <= 0) {
        socket.close(CLOSE_UNAUTHENTICATED, 'Session expired');
        return;
      }
      entry.timer = setTimeout(arm, Math.min(left, MAX_TIMER_MS));
      entry.timer.unref();
    };
    this.entries.set(socket, entry);
    add(this.bySession, entry.sessionId, socket);
    add(this.byUser, entry.userId, socket);
    arm();
  }

  remove(socket: Closable): void {
    const entry = this.entries.get(socket);
    if (!entry) return;
    if (entry.timer) clearTimeout(entry.timer);
    this.entries.delete(socket);
    drop(this.bySession, entry.sessionId, socket);
    drop(this.byUser, entry.userId, socket);
  }

  /** Closes the sockets an event concerns: 4401 for a revocation, 4403 for a change of role or approval. */
  apply(event: SessionAccessEvent): number {
    if (event.kind !== 'revoked' && event.kind !== 'changed') return 0;
    const targets = new Set<Closable>();
    for (const id of event.sessionIds ?? []) for (const s of this.bySession.get(id) ?? []) targets.add(s);
    if (event.userId !== undefined) for (const s of this.byUser.get(event.userId) ?? []) targets.add(s);
    for (const socket of targets) {
      this.remove(socket);
      if (event.kind === 'revoked') socket.close(CLOSE_UNAUTHENTICATED, 'Session revoked');
      // After a short grace, so that events already on their way (the approval notification
      // itself) reach the socket first; the old socket never has more access than the new.
      else setTimeout(() => socket.close(CLOSE_FORBIDDEN, 'Access changed: reconnect'), ACCESS_CHANGE_GRACE_MS).unref();
    }
    return targets.size;
  }

  get size(): number {
    return this.entries.size;
  }
}

function add(map: Map<number, Set<Closable>>, key: number, socket: Closable): void {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(socket);
}

function drop(map: Map<number, Set<Closable>>, key: number, socket: Closable): void {
  const set = map.get(key);
  if (!set) return;
  set.delete(socket);
  if (!set.size) map.delete(key);
}
