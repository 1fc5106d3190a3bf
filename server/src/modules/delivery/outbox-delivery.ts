/**
 * Module delivery (highest in MODULE_ORDER): delivers committed outbox work.
 * Owns: no table; claims outbox_messages (FOR UPDATE SKIP LOCKED) and delivers them: live
 * events on the event bus, notifications published, new-job alerts written for every eligible
 * worker; retries with backoff.
 * Entry points: OutboxDelivery (one per API process, woken after commits by
 * outbox/outbox-commits.ts and polling), deliverWork.
 */
import type { MikroORM, EntityManager } from '@mikro-orm/postgresql';
import { intArray } from '../../db/int-array';
import type { Logger } from 'pino';
import { Topic, publishRequestChange, type AppPubSub, type JobPlace, type NotificationEvent } from '../../events/pubsub';
import type { NotificationPriority } from '../../domain/words';
import { writeEligibleWorkerNotifications } from '../jobs/notify-eligible';
import { issueResetLink } from '../auth/account-recovery.service';
import { openJobRows } from '../jobs/open-queue';
import { requestEventOf, requestPeople, type RequestChangeRef } from '../requests/request-events';
import { enqueue, enqueueNotifications, type OutboxWork } from '../outbox/outbox';
import { claimRevenueMilestones } from '../payments/revenue-milestones';
import { NotificationService } from '../notifications/notification.service';
import { onOutboxWork } from '../outbox/outbox-commits';
import { DrainLoop } from '../../shared/drain-loop';
import { collectPublishes, confirmed } from '../../events/publish-confirmation';
import { publishMessage, publishRead, sendDigest } from '../conversations/conversation-delivery';

/** A publish the event bus refused or did not confirm (publish-confirmation.ts, pubsub.ts). */
function isEventBusDown(err: unknown): boolean {
  return err instanceof Error && /event bus/.test(err.message);
}

/** Retries back off from 1 s, doubling, to at most 5 minutes. */
export function retryDelayMs(attempts: number): number {
  return Math.min(300_000, 1000 * 2 ** Math.max(0, attempts - 1));
}

interface ClaimedRow {
  id: number;
  type: OutboxWork['type'];
  payload: Record<string, unknown>;
  attempts: number;
}

export interface OutboxDeliveryOptions {
  /** How often due rows are looked for without a wake-up (retries, rows of a process that stopped). */
  pollMs?: number;
  /** Which messages this deliverer claims (default: all). */
  lane?: OutboxLane;
  /** Messages claimed and committed together (default 1). */
  batch?: number;
  /** Replaces the delivery of one message (tests inject failures). */
  deliver?: (em: EntityManager, work: OutboxWork, pubsub: AppPubSub, reads?: BatchReads) => Promise<void>;
}

/** Notifications published per turn of the event loop, as one message on the event bus: a thousand at once would hold answers to requests back. */
const PUBLISH_SLICE = 100;

interface NotificationRow {
  id: number;
  user_id: number;
  user_type: string;
  type: string;
  title: string;
  message: string;
  is_read: boolean;
  data: Record<string, unknown> | null;
  priority: NotificationPriority;
  expires_at: Date | null;
  created_at: Date;
}

/** Notifications read at a time: a thousand new-job notices are never all held at once. */
const PUBLISH_READ = 500;

const NOTIFICATION_COLUMNS = 'id, user_id, user_type, type, title, message, is_read, data, priority, expires_at, created_at';

/** Stored notifications as the events their users' bells hear. */
function notificationEvents(rows: readonly NotificationRow[]): [number, NotificationEvent][] {
  return rows.map((n): [number, NotificationEvent] => [
    Number(n.user_id),
    {
      id: Number(n.id),
      userId: Number(n.user_id),
      userType: n.user_type,
      type: n.type,
      title: n.title,
      message: n.message,
      isRead: n.is_read,
      data: n.data,
      priority: n.priority,
      expiresAt: n.expires_at ? new Date(n.expires_at).toISOString() : null,
      createdAt: new Date(n.created_at).toISOString(),
    },
  ]);
}

/**
 * Publishes stored notifications live, each on its user's channel: read as plain rows (a
 * thousand new-job notices are not hydrated as entities) a few hundred at a time, and published
 * a slice at a time, each slice one message on the event bus (publishMany: not a Redis publish
 * and a Redis message in some process per notice), yielding to the event loop between slices so requests being answered
 * meanwhile are not held back. Each read's rows are gone before the next is read, so ten
 * thousand notices leave no ten thousand rows in the old generation for the next full collection.
 */
async function publishNotifications(em: EntityManager, pubsub: AppPubSub, ids: number[]): Promise<void> {
  for (let at = 0; at < ids.length; at += PUBLISH_READ) {
    const rows = await em.execute<NotificationRow[]>(`select ${NOTIFICATION_COLUMNS} from notifications where id = any(?::int[]) order by id`, [intArray(ids.slice(at, at + PUBLISH_READ))]);
    for (let i = 0; i < rows.length; i += PUBLISH_SLICE) {
      if (i > 0) await new Promise((resolve) => setImmediate(resolve));
      pubsub.publishMany(Topic.NotificationAdded, notificationEvents(rows.slice(i, i + PUBLISH_SLICE)));
    }
  }
}

type QueueWork = Extract<OutboxWork, { type: 'queue' }>;
type RequestWork = Extract<OutboxWork, { type: 'request' | 'review' }>;

/** A queue change whose job was in queues before it, at the place the request still has: taking and cancelling do not move a job. */
const readsPlace = (work: QueueWork) => work.kind !== 'paid' && work.kind !== 'released' && work.kind !== 'changed';
const changeRef = (work: RequestWork): RequestChangeRef => ({ requestId: work.requestId, formerProviderId: work.type === 'request' ? work.formerProviderId : null });

/**
 * What the publish-only messages of a batch read, read together before the first of them is
 * published: one statement for the open jobs of its queue changes, one for where its taken and
 * cancelled jobs were, one for the people of its request changes, one for its notifications.
 * Each message read its own before (one or two statements a message, one after another in the
 * claiming transaction); at twenty payments a second each statement waited its turn in a busy
 * database and event loop, and the live lane fell a minute behind. What a message publishes is
 * the same: its reads see the same committed rows in the same transaction.
 */
export interface BatchReads {
  openJobs: Map<number, Record<string, unknown>>;
  places: Map<number, JobPlace>;
  people: Map<string, number[]>;
  notices: Map<number, NotificationRow>;
}

export async function readBatch(em: EntityManager, works: readonly OutboxWork[]): Promise<BatchReads> {
  const queue = works.filter((w): w is QueueWork => w.type === 'queue');
  const requests = works.filter((w): w is RequestWork => w.type === 'request' || w.type === 'review');
  const noticeIds = works.flatMap((w) => (w.type === 'notifications' && w.ids.length <= LIVE_NOTIFICATIONS_MAX ? w.ids : []));
  const placed = queue.filter(readsPlace).map((w) => w.requestId);
  // One after another: the statements share the claiming transaction's one connection.
  const openJobs = await openJobRows(em, [...new Set(queue.map((w) => w.requestId))]);
  const places = new Map<number, JobPlace>();
  if (placed.length > 0) {
    const rows = await em.execute<{ id: number; category_id: number; service_latitude: number | null; service_longitude: number | null; service_zip_code: string | null }[]>(
      'select id, category_id, service_latitude, service_longitude, service_zip_code from service_requests where id = any(?::int[])',
      [intArray(placed)],
    );
    for (const r of rows) places.set(Number(r.id), { categoryId: Number(r.category_id), latitude: r.service_latitude, longitude: r.service_longitude, zipCode: r.service_zip_code });
  }
  const people = await requestPeople(em, requests.map(changeRef));
  const notices = new Map<number, NotificationRow>();
  if (noticeIds.length > 0) {
    const rows = await em.execute<NotificationRow[]>(`select ${NOTIFICATION_COLUMNS} from notifications where id = any(?::int[])`, [intArray(noticeIds)]);
    for (const n of rows) notices.set(Number(n.id), n);
  }
  return { openJobs, places, people, notices };
}

/**
 * Where the job of a queue change was while in queues: none for a newly paid or given-back
 * job; its place for a taken or cancelled one (taking and cancelling do not move it); the
 * place the edit recorded for an edited one (undefined when an older message did not).
 */
function placeBefore(reads: BatchReads, work: QueueWork): JobPlace | null | undefined {
  if (work.kind === 'paid' || work.kind === 'released') return null;
  if (work.kind === 'changed') return work.before;
  return reads.places.get(work.requestId);
}

/**
 * Delivers one message inside the transaction that claimed it. Database effects commit with
 * the claim; live events are published before the claim commits, so a crash in between
 * publishes again rather than never (every event is safe to hear twice).
 */
export async function deliverWork(em: EntityManager, work: OutboxWork, pubsub: AppPubSub, batchReads?: BatchReads): Promise<void> {
  // Read by the batch that claimed it, or here for a message delivered alone.
  const reads = () => batchReads ?? readBatch(em, [work]);
  switch (work.type) {
    case 'notifications': {
      if (work.ids.length > LIVE_NOTIFICATIONS_MAX) {
        await publishNotifications(em, pubsub, work.ids);
        return;
      }
      const { notices } = await reads();
      const rows = work.ids.flatMap((id) => notices.get(id) ?? []).sort((a, b) => Number(a.id) - Number(b.id));
      if (rows.length) pubsub.publishMany(Topic.NotificationAdded, notificationEvents(rows));
      return;
    }
    case 'queue': {
      const read = await reads();
      const job = read.openJobs.get(work.requestId) ?? null;
      const categoryIds = [...new Set([...work.categoryIds, ...(job ? [Number(job.category_id)] : [])])];
      const before = placeBefore(read, work);
      pubsub.publish(Topic.QueueChanged, { requestId: work.requestId, kind: work.kind, categoryId: job ? Number(job.category_id) : categoryIds[0], categoryIds, job, before, at: new Date().toISOString() });
      return;
    }
    case 'request':
    case 'review': {
      const event = requestEventOf((await reads()).people, changeRef(work), work.kind);
      if (event) publishRequestChange(pubsub, event);
      return;
    }
    case 'new_job_available': {
      // The job reaches the workers' queues first: the bulk lane claims this only once the live
      // events this process had (the job's queue event among them) are handed out.
      const written = await writeEligibleWorkerNotifications(em, work.requestId);
      // Published by a message of their own, committed with the rows.
      if (written.length) enqueue(em, { type: 'notifications', ids: written });
      return;
    }
    case 'password_reset_request':
      await issueResetLink(em, work);
      return;
    case 'conversation_message':
      await publishMessage(em, pubsub, work.messageId);
      return;
    case 'conversation_read':
      await publishRead(em, pubsub, work);
      return;
    case 'conversation_digest':
      await sendDigest(em, work);
      return;
    case 'revenue_milestones': {
      const told = await claimRevenueMilestones(em, new NotificationService(em), work);
      if (told.length) await enqueueNotifications(em, told);
      return;
    }
  }
}

/**
 * The outbox's two lanes. Live work is what a person is waiting to see on a screen: a job
 * entering or leaving the queue, a request's change, a chat message, a reset link, a few
 * notifications. Bulk work is written or published per recipient by the thousand: the
 * new-job notices of a paid job for every eligible worker, their publication, the digests.
 * Each lane has its own deliverer, so a paid job reaches a thousand queues while the notices
 * of the jobs paid before it are still being written, not after them.
 */
export type OutboxLane = 'live' | 'bulk' | 'all';

/** A notifications message of more ids than this (a job's notices to its workers) is bulk. */
export const LIVE_NOTIFICATIONS_MAX = 20;

const BULK_SQL = `(type in ('new_job_available', 'conversation_digest') or (type = 'notifications' and coalesce(jsonb_array_length(payload->'ids'), 0) > ${LIVE_NOTIFICATIONS_MAX}))`;
const LANE_SQL: Record<OutboxLane, string> = { live: `not ${BULK_SQL}`, bulk: BULK_SQL, all: 'true' };

/** Work whose delivery reads and publishes but writes nothing: delivered without a savepoint of its own. */
const PUBLISH_ONLY: ReadonlySet<OutboxWork['type']> = new Set(['queue', 'request', 'review', 'notifications', 'conversation_message', 'conversation_read']);

/**
 * The outbox deliverer of one lane in one API process: woken when this process commits
 * work, and every `pollMs` for retries and for work other processes left behind. Due
 * messages are claimed up to `batch` at a time, oldest first, with FOR UPDATE SKIP LOCKED,
 * so several processes never deliver one message twice; the batch commits once (one commit,
 * one synchronous-replica round trip, for many messages). Each message is delivered in a
 * savepoint of its own: a failure rolls back that message's effects alone and schedules its
 * retry with backoff, and the others of the batch are delivered. Runs on PostgreSQL and on
 * embedded PGlite alike.
 */
export class OutboxDelivery extends DrainLoop {
  private readonly deliver: NonNullable<OutboxDeliveryOptions['deliver']>;
  private readonly lane: OutboxLane;
  private readonly batch: number;

  constructor(private readonly orm: MikroORM, private readonly pubsub: AppPubSub, private readonly log: Logger, options: OutboxDeliveryOptions = {}) {
    super({ name: `outbox delivery (${options.lane ?? 'all'})`, log, pollMs: options.pollMs ?? 1000, wakeOn: onOutboxWork });
    this.deliver = options.deliver ?? deliverWork;
    this.lane = options.lane ?? 'all';
    this.batch = Math.max(1, options.batch ?? 1);
  }

  async stop(): Promise<void> {
    await this.stopLoop();
  }

  protected drainOnce(): Promise<boolean> {
    return this.deliverBatch();
  }

  async dueCount(): Promise<number> {
    const [due] = await this.orm.em.fork().execute<{ n: number }[]>(`select count(*)::int as n from outbox_messages where delivered_at is null and available_at <= now() and ${LANE_SQL[this.lane]}`);
    return due?.n ?? 0;
  }

  /** Claims and delivers the oldest due messages of this lane (up to the batch); false when none is due. */
  async deliverBatch(): Promise<boolean> {
    // The bulk lane's work follows the live events this process is handing out (a paid job reaches the queues
    // before its notices are written): waited for before a transaction is open, not inside one.
    if (this.lane === 'bulk') await this.pubsub.handedOut();
    const em = this.orm.em.fork();
    // The message being delivered when the whole transaction failed (its connection lost, say): its failure is recorded apart.
    let current: ClaimedRow | null = null;
    try {
      return await em.transactional(async (tx) => {
        const rows = await tx.execute<ClaimedRow[]>(
          `select id, type, payload, attempts from outbox_messages
            where delivered_at is null and available_at <= now() and ${LANE_SQL[this.lane]}
            order by available_at, id limit ? for update skip locked`,
          [this.batch],
        );
        if (rows.length === 0) return false;
        const works = rows.map((row) => ({ type: row.type, ...row.payload }) as OutboxWork);
        // The publish-only messages' reads, together (a failing statement aborts the batch, as a message's own would).
        const reads = await readBatch(tx, works.filter((w) => PUBLISH_ONLY.has(w.type)));
        const handed: { row: ClaimedRow; confirmations: Promise<unknown>[] }[] = [];
        for (const [i, row] of rows.entries()) {
          current = row;
          const work = works[i];
          if (PUBLISH_ONLY.has(row.type)) {
            // Reads and publishes, writes nothing: no savepoint. A failing statement aborts the batch
            // (the catch below records this message's failure; the others are claimed again at once).
            handed.push({ row, confirmations: (await collectPublishes(() => this.deliver(tx, work, this.pubsub, reads))).confirmations });
            continue;
          }
          try {
            // A savepoint: the message's writes roll back alone if it fails.
            handed.push({ row, confirmations: await tx.transactional(async (one) => (await collectPublishes(() => this.deliver(one, work, this.pubsub))).confirmations) });
          } catch (err) {
            await this.recordFailure(tx, row, err);
          }
        }
        current = null;
        // A message counts as delivered once the event bus has confirmed its events (publish-confirmation.ts):
        // the whole batch's confirmations are waited for together.
        const outcomes = await Promise.all(handed.map(({ confirmations }) => confirmed(confirmations).then(() => null, (err: unknown) => ({ err }))));
        const delivered: number[] = [];
        for (const [i, { row }] of handed.entries()) {
          const failed = outcomes[i];
          if (failed) await this.recordFailure(tx, row, failed.err);
          else delivered.push(row.id);
        }
        // Stamped with the time the events were confirmed, not the transaction's start (now()), which can be seconds
        // earlier under load: a catch-up (liveChangesSince) reads the messages delivered after a moment.
        if (delivered.length > 0) await tx.execute('update outbox_messages set delivered_at = clock_timestamp(), attempts = attempts + 1 where id in (?)', [delivered]);
        return true;
      });
    } catch (err) {
      const row = current as ClaimedRow | null;
      if (!row) throw err;
      await this.recordFailure(this.orm.em.fork(), row, err);
      return true;
    }
  }

  /** A failed delivery: logged, and tried again after a backoff. */
  private async recordFailure(em: EntityManager, row: ClaimedRow, err: unknown): Promise<void> {
    const attempts = row.attempts + 1;
    const message = err instanceof Error ? err.message : String(err);
    // While the event bus is down every delivery fails alike: its outage is logged once (redis-health.ts), each retry only at debug.
    if (isEventBusDown(err)) this.log.debug({ outboxId: row.id, type: row.type, attempts, err: message }, 'outbox delivery waits for the event bus');
    else this.log.warn({ outboxId: row.id, type: row.type, attempts, err: message }, 'outbox delivery failed; retrying later');
    await em.execute(
      `update outbox_messages set attempts = ?, last_error = ?, available_at = now() + (? || ' milliseconds')::interval where id = ? and delivered_at is null`,
      [attempts, message.slice(0, 2000), String(retryDelayMs(attempts)), row.id],
    );
  }
}

/**
 * The outbox deliverers of one API process: the live lane in batches of many small messages,
 * the bulk lane in batches of a few large ones.
 */
export class OutboxLanes {
  readonly live: OutboxDelivery;
  readonly bulk: OutboxDelivery;

  constructor(orm: MikroORM, pubsub: AppPubSub, log: Logger, options: Omit<OutboxDeliveryOptions, 'lane' | 'batch'> = {}) {
    this.live = new OutboxDelivery(orm, pubsub, log, { ...options, lane: 'live', batch: 8 });
    this.bulk = new OutboxDelivery(orm, pubsub, log, { ...options, lane: 'bulk', batch: 4 });
  }

  wake(): void {
    this.live.wake();
    this.bulk.wake();
  }

  /** Resolves when neither lane has due work (one lane's delivery may write work for the other). */
  async idle(): Promise<void> {
    for (;;) {
      await this.live.idle();
      await this.bulk.idle();
      const due = await Promise.all([this.live.dueCount(), this.bulk.dueCount()]);
      if (due.every((n) => n === 0)) return;
    }
  }

  async stop(): Promise<void> {
    await Promise.all([this.live.stop(), this.bulk.stop()]);
  }
}
