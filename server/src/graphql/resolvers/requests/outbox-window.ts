import type { EntityManager } from '@mikro-orm/postgresql';
import { intArray } from '../../../db/int-array';
import type { Viewer } from '../../../modules/auth/viewer';
import type { QueueEvent } from '../../../events/pubsub';
import { openJobRows } from '../../../modules/jobs/open-queue';
import { heardQueueCategories } from '../../../modules/jobs/queue-events';

/**
 * A catch-up whose window starts at most this long ago reads the outbox together with every
 * catch-up that asked while the read before it ran (a host's sockets arriving on the others in
 * a rolling deploy ask by the hundred); an older window is read for its viewer alone.
 */
export const SHARED_WINDOW_MS = 10 * 60_000;

/** The live messages of the window about one request, grouped with who they concern as the request stands now. */
export interface WindowGroup {
  type: string;
  /** The group's newest message. */
  last: number;
  requestId: number;
  categoryId: number | null;
  /** When the group's newest message was delivered; null while one of them is not. */
  deliveredAt: Date | null;
  clientUserId: number | null;
  providerUserId: number | null;
  formerProviderUserId: number | null;
}

/** One read of the outbox from a moment on, and the open jobs its queue messages name. */
export interface OutboxWindow {
  /** When the read started: it holds every message committed before then (the next catch-up's `since`). */
  readAt: Date;
  groups: WindowGroup[];
  /** A viewer's own read that stopped at its limit: more changed than one answer carries. */
  truncated: boolean;
  /** The queue events of these changes as they stand now, each made once for every catch-up sharing the read. */
  queueEvents(em: EntityManager, changes: { id: number; categoryId: number }[]): Promise<QueueEvent[]>;
}

interface GroupRow {
  type: string;
  last: string | number;
  request_id: number;
  category_id: number | null;
  delivered_at: Date | string | null;
  client_user_id: number | null;
  provider_user_id: number | null;
  former_provider_user_id: number | null;
}

const num = (v: number | string | null) => (v === null ? null : Number(v));

/** The window's groups; for one viewer (`only`) the statement keeps theirs alone, at most `limit` of them. */
async function readGroups(em: EntityManager, from: Date, only?: { viewer: Viewer; limit: number }): Promise<WindowGroup[]> {
  const params: unknown[] = [from];
  let audience = '';
  let limit = '';
  if (only) {
    const { viewer } = only;
    audience = `and ((m.type in ('request', 'review') and (? or c.user_id = ? or p.user_id = ? or fp.user_id = ?)) or (m.type = 'queue' and r.category_id = any(?::int[])))`;
    params.push(viewer.sessionRole === 'admin', viewer.userId, viewer.userId, viewer.userId, intArray(heardQueueCategories(viewer)));
    limit = 'order by last limit ?';
    params.push(only.limit);
  }
  const rows = await em.execute<GroupRow[]>(
    `select m.type, max(m.id) as last, (m.payload->>'requestId')::int as request_id, r.category_id,
            case when bool_or(m.delivered_at is null) then null else max(m.delivered_at) end as delivered_at,
            c.user_id as client_user_id, p.user_id as provider_user_id, fp.user_id as former_provider_user_id
       from outbox_messages m
       left join service_requests r on r.id = (m.payload->>'requestId')::int
       left join clients c on c.id = r.client_id
       left join service_providers p on p.id = r.provider_id
       left join service_providers fp on fp.id = (m.payload->>'formerProviderId')::int
      where (m.delivered_at > ? or m.delivered_at is null) and m.type in ('request', 'review', 'queue') ${audience}
      group by m.type, (m.payload->>'requestId')::int, r.category_id, c.user_id, p.user_id, fp.user_id
      ${limit}`,
    params,
  );
  return rows.map((row) => ({
    type: row.type,
    last: Number(row.last),
    requestId: Number(row.request_id),
    categoryId: num(row.category_id),
    deliveredAt: row.delivered_at === null ? null : new Date(row.delivered_at),
    clientUserId: num(row.client_user_id),
    providerUserId: num(row.provider_user_id),
    formerProviderUserId: num(row.former_provider_user_id),
  }));
}

function windowOf(readAt: Date, groups: WindowGroup[], truncated = false): OutboxWindow {
  const jobs = new Map<number, Promise<Record<string, unknown> | null>>();
  const events = new Map<string, QueueEvent>();
  return {
    readAt,
    groups,
    truncated,
    async queueEvents(em, changes) {
      const unread = [...new Set(changes.map((c) => c.id).filter((id) => !jobs.has(id)))];
      if (unread.length) {
        const read = openJobRows(em, unread);
        for (const id of unread) jobs.set(id, read.then((rows) => rows.get(id) ?? null));
      }
      const found = await Promise.all(changes.map((c) => jobs.get(c.id)!));
      return changes.map(({ id, categoryId }, i) => {
        const key = `${id}:${categoryId}`;
        let event = events.get(key);
        if (!event) events.set(key, (event = { requestId: id, kind: 'changed', categoryId, job: found[i], at: readAt.toISOString() }));
        return event;
      });
    },
  };
}

/** The read the next callers share: it starts once the one before it is over, from the earliest moment any of them asked for. */
interface Queued {
  from: number;
  em: EntityManager;
  window: Promise<OutboxWindow>;
}

class SharedWindowReads {
  private queued: Queued | null = null;
  private tail: Promise<unknown> = Promise.resolve();

  read(em: EntityManager, from: Date): Promise<OutboxWindow> {
    if (this.queued) {
      this.queued.from = Math.min(this.queued.from, from.getTime());
      return this.queued.window;
    }
    const queued: Queued = { from: from.getTime(), em, window: Promise.resolve(null as unknown as OutboxWindow) };
    queued.window = this.tail.then(async () => {
      // From here on, callers wait for the next read: this one may already have missed what they must hear.
      if (this.queued === queued) this.queued = null;
      const readAt = new Date();
      return windowOf(readAt, await readGroups(queued.em, new Date(queued.from)));
    });
    this.tail = queued.window.catch(() => undefined);
    this.queued = queued;
    return queued.window;
  }
}

/** One queue of shared reads per database (the ORM's driver; a test process may hold several). */
const sharedReads = new WeakMap<object, SharedWindowReads>();

/**
 * The outbox from `from` on, for a viewer's catch-up: read together with the catch-ups that
 * asked while the read before it ran, when `from` is recent; else for this viewer alone (at
 * most `limit` groups).
 */
export async function readOutboxWindow(em: EntityManager, viewer: Viewer, from: Date, limit: number): Promise<OutboxWindow> {
  if (from.getTime() < Date.now() - SHARED_WINDOW_MS) {
    const readAt = new Date();
    const groups = await readGroups(em, from, { viewer, limit });
    return windowOf(readAt, groups, groups.length >= limit);
  }
  const driver = em.getDriver();
  let reads = sharedReads.get(driver);
  if (!reads) sharedReads.set(driver, (reads = new SharedWindowReads()));
  return reads.read(em, from);
}
