/**
 * Module delivery (highest in MODULE_ORDER): delivers committed outbox work.
 * Owns: no table; claims outbox_messages (FOR UPDATE SKIP LOCKED) and delivers them: live
 * events on the event bus, notifications published, new-job alerts written for every eligible
 * worker; retries with backoff.
 * Entry points: OutboxDelivery (one per API process, woken after commits by
 * outbox/outbox-commits.ts and polling), deliverWork.
 */
import type { MikroORM, EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { Topic, publishRequestChange, type AppPubSub, type JobPlace } from '../../events/pubsub';
import type { NotificationPriority } from '../../domain/words';
import { writeEligibleWorkerNotifications } from '../jobs/notify-eligible';
import { issueResetLink } from '../auth/account-recovery.service';
import { openJobRow } from '../jobs/open-queue';
import { requestEvent } from '../requests/request-events';
import { enqueue, type OutboxWork } from '../outbox/outbox';
import { onOutboxWork } from '../outbox/outbox-commits';
import { DrainLoop } from '../../shared/drain-loop';
import { withConfirmedPublishes } from '../../events/publish-confirmation';
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
  /** Replaces the delivery of one message (tests inject failures). */
  deliver?: (em: EntityManager, work: OutboxWork, pubsub: AppPubSub) => Promise<void>;
}

/** Notifications published per turn of the event loop: a thousand at once would hold answers to requests back. */
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

/**
 * Publishes stored notifications live, each on its user's channel: read as plain rows (a
 * thousand new-job notices are not hydrated as entities), and a slice at a time, yielding to
 * the event loop between slices so requests being answered meanwhile are not held back.
 */
async function publishNotifications(em: EntityManager, pubsub: AppPubSub, ids: number[]): Promise<void> {
  const rows = await em.execute<NotificationRow[]>('select id, user_id, user_type, type, title, message, is_read, data, priority, expires_at, created_at from notifications where id in (?) order by id', [ids]);
  for (let i = 0; i < rows.length; i += PUBLISH_SLICE) {
    if (i > 0) await new Promise((resolve) => setImmediate(resolve));
    for (const n of rows.slice(i, i + PUBLISH_SLICE)) {
      pubsub.publish(Topic.NotificationAdded, Number(n.user_id), {
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
      });
    }
  }
}

/**
 * Where the job of a queue change was while in queues: none for a newly paid or given-back
 * job; its place for a taken or cancelled one (taking and cancelling do not move it); the
 * place the edit recorded for an edited one (undefined when an older message did not).
 */
async function placeBefore(em: EntityManager, work: Extract<OutboxWork, { type: 'queue' }>): Promise<JobPlace | null | undefined> {
  if (work.kind === 'paid' || work.kind === 'released') return null;
  if (work.kind === 'changed') return work.before;
  const [row] = await em.execute<{ category_id: number; service_latitude: number | null; service_longitude: number | null; service_zip_code: string | null }[]>(
    'select category_id, service_latitude, service_longitude, service_zip_code from service_requests where id = ?',
    [work.requestId],
  );
  return row ? { categoryId: Number(row.category_id), latitude: row.service_latitude, longitude: row.service_longitude, zipCode: row.service_zip_code } : undefined;
}

/**
 * Delivers one message inside the transaction that claimed it. Database effects commit with
 * the claim; live events are published before the claim commits, so a crash in between
 * publishes again rather than never (every event is safe to hear twice).
 */
export async function deliverWork(em: EntityManager, work: OutboxWork, pubsub: AppPubSub): Promise<void> {
  switch (work.type) {
    case 'notifications':
      await pubsub.handedOut();
      await publishNotifications(em, pubsub, work.ids);
      return;
    case 'queue': {
      const job = await openJobRow(em, work.requestId);
      const categoryIds = [...new Set([...work.categoryIds, ...(job ? [Number(job.category_id)] : [])])];
      const before = await placeBefore(em, work);
      pubsub.publish(Topic.QueueChanged, { requestId: work.requestId, kind: work.kind, categoryId: job ? Number(job.category_id) : categoryIds[0], categoryIds, job, before, at: new Date().toISOString() });
      return;
    }
    case 'request':
    case 'review': {
      const event = await requestEvent(em, work.requestId, work.kind, work.type === 'request' ? work.formerProviderId : null);
      if (event) publishRequestChange(pubsub, event);
      return;
    }
    case 'new_job_available': {
      // The job reaches the workers' queues first: its queue event, published just before, is
      // handed out in this process before the notices for every eligible worker are written.
      await pubsub.handedOut();
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
  }
}

/**
 * The outbox deliverer of one API process: woken when this process commits work, and every
 * `pollMs` for retries and for work other processes left behind. Each message is claimed in
 * its own transaction with FOR UPDATE SKIP LOCKED, so several processes never deliver one
 * message twice; a failure rolls the delivery back and schedules a retry with backoff.
 * Runs on PostgreSQL and on embedded PGlite alike.
 */
export class OutboxDelivery extends DrainLoop {
  private readonly deliver: NonNullable<OutboxDeliveryOptions['deliver']>;

  constructor(private readonly orm: MikroORM, private readonly pubsub: AppPubSub, private readonly log: Logger, options: OutboxDeliveryOptions = {}) {
    super({ name: 'outbox delivery', log, pollMs: options.pollMs ?? 1000, wakeOn: onOutboxWork });
    this.deliver = options.deliver ?? deliverWork;
  }

  async stop(): Promise<void> {
    await this.stopLoop();
  }

  protected drainOnce(): Promise<boolean> {
    return this.deliverOne();
  }

  protected async dueCount(): Promise<number> {
    const [due] = await this.orm.em.fork().execute<{ n: number }[]>('select count(*)::int as n from outbox_messages where delivered_at is null and available_at <= now()');
    return due?.n ?? 0;
  }

  /** Claims and delivers the oldest due message; false when none is due. */
  async deliverOne(): Promise<boolean> {
    const em = this.orm.em.fork();
    let claimed: ClaimedRow | null = null;
    try {
      return await em.transactional(async (tx) => {
        const [row] = await tx.execute<ClaimedRow[]>(
          `select id, type, payload, attempts from outbox_messages
            where delivered_at is null and available_at <= now()
            order by available_at, id limit 1 for update skip locked`,
        );
        if (!row) return false;
        claimed = row;
        // Its live events count as delivered once the event bus has confirmed them (publish-confirmation.ts).
        await withConfirmedPublishes(() => this.deliver(tx, { type: row.type, ...row.payload } as OutboxWork, this.pubsub));
        await tx.flush();
        await tx.execute('update outbox_messages set delivered_at = now(), attempts = attempts + 1 where id = ?', [row.id]);
        return true;
      });
    } catch (err) {
      const row = claimed as ClaimedRow | null;
      if (!row) throw err;
      const attempts = row.attempts + 1;
      const message = err instanceof Error ? err.message : String(err);
      // While the event bus is down every delivery fails alike: its outage is logged once (redis-health.ts), each retry only at debug.
      if (isEventBusDown(err)) this.log.debug({ outboxId: row.id, type: row.type, attempts, err: message }, 'outbox delivery waits for the event bus');
      else this.log.warn({ outboxId: row.id, type: row.type, attempts, err: message }, 'outbox delivery failed; retrying later');
      await this.orm.em.fork().execute(
        `update outbox_messages set attempts = ?, last_error = ?, available_at = now() + (? || ' milliseconds')::interval where id = ? and delivered_at is null`,
        [attempts, message.slice(0, 2000), String(retryDelayMs(attempts)), row.id],
      );
      return true;
    }
  }
}
