import type { SessionAccessEvent } from '../../events/pubsub';

/** What the viewer statement read for a session, kept between requests (see ViewerCache). */
export interface ViewerRecord {
  /** The statement's row: the session (s__), the user (u__), client__id, the provider profile (p__). */
  row: Readonly<Record<string, unknown>>;
  sessionId: number;
  userId: number;
  /** When the session expires (ms since the epoch). */
  expiresAt: number;
}

interface Entry {
  record: ViewerRecord;
  /** Served until then (the lifetime, or the session's expiry when sooner). */
  until: number;
}

/** Sessions one process keeps at most (the least recently used go first). */
export const VIEWER_CACHE_MAX = 10_000;

/**
 * The viewer of recent sessions, by token hash, for a few seconds: a signed-in request then
 * runs no statement to learn who is asking. Bounded (least recently used first out) and
 * short-lived; an entry is dropped at once when its session is revoked (logout, the end of an
 * impersonation), when its user's role or approval changes, or when the user's own rows
 * (user, client, provider profile, sessions) change through the ORM: every API process hears
 * these on the session-access channel of the event bus (auth/session-events.ts).
 *
 * A request that may write (a GraphQL mutation, a REST call other than GET) reads its viewer
 * from the database instead (http/viewer-context.ts), so writes and the checks before them
 * always see the stored session, role and profile; what a read may see late is bounded by
 * the lifetime (counters other statements change, such as a provider's job totals).
 */
export class ViewerCache {
  private readonly entries = new Map<string, Entry>();
  /** Bumped by every drop: a read that started before one does not store what it read. */
  private generation = 0;

  constructor(
    readonly ttlMs: number,
    readonly max = VIEWER_CACHE_MAX,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0 && this.max > 0;
  }

  get size(): number {
    return this.entries.size;
  }

  get(tokenHash: string): ViewerRecord | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    this.entries.delete(tokenHash);
    if (entry.until <= this.now()) return undefined;
    // Most recently used last: eviction takes the first.
    this.entries.set(tokenHash, entry);
    return entry.record;
  }

  /** Taken before reading a session from the database; store() keeps the read only if nothing was dropped since. */
  ticket(): number {
    return this.generation;
  }

  store(tokenHash: string, record: ViewerRecord, ticket: number): void {
    if (!this.enabled || ticket !== this.generation) return;
    this.entries.delete(tokenHash);
    while (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(tokenHash, { record, until: Math.min(this.now() + this.ttlMs, record.expiresAt) });
  }

  /** Forgets the sessions an access event concerns: its sessions, or every session of its user. */
  drop(event: Pick<SessionAccessEvent, 'sessionIds' | 'userId'>): void {
    this.generation++;
    const sessions = new Set(event.sessionIds ?? []);
    for (const [key, { record }] of this.entries) {
      if (sessions.has(record.sessionId) || record.userId === event.userId) this.entries.delete(key);
    }
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }
}
