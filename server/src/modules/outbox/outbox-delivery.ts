import type { MikroORM, EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { Topic, type AppPubSub } from '../../graphql/pubsub';
import { Notification } from '../notifications/notification.entity';
import { NotificationService } from '../notifications/notification.service';
import { writeEligibleWorkerNotifications } from '../jobs/notify-eligible';
import { openJobRow } from '../jobs/open-queue';
import { enqueue, onOutboxWork, type OutboxWork } from './outbox';

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

/**
 * Delivers one message inside the transaction that claimed it. Database effects commit with
 * the claim; live events are published before the claim commits, so a crash in between
 * publishes again rather than never (every event is safe to hear twice).
 */
export async function deliverWork(em: EntityManager, work: OutboxWork, pubsub: AppPubSub): Promise<void> {
  switch (work.type) {
    case 'notifications': {
      const rows = await em.find(Notification, { id: { $in: work.ids } }, { orderBy: { id: 'asc' } });
      new NotificationService(em, pubsub).publish(rows);
      return;
    }
    case 'queue': {
      const job = await openJobRow(em, work.requestId);
      const categoryIds = [...new Set([...work.categoryIds, ...(job ? [Number(job.category_id)] : [])])];
      pubsub.publish(Topic.QueueChanged, { requestId: work.requestId, kind: work.kind, categoryId: job ? Number(job.category_id) : categoryIds[0], categoryIds, job, at: new Date().toISOString() });
      return;
    }
    case 'review':
      pubsub.publish(Topic.AdminReviewChanged, { requestId: work.requestId, kind: work.kind, at: new Date().toISOString() });
      return;
    case 'new_job_available': {
      const written = await writeEligibleWorkerNotifications(em, work.requestId);
      // Published by a message of their own, committed with the rows.
      if (written.length) enqueue(em, { type: 'notifications', ids: written.map((n) => n.id) });
      return;
    }
  }
}

/**
 * The outbox deliverer of one API process: woken when this process commits work, and every
 * `pollMs` for retries and for work other processes left behind. Each message is claimed in
 * its own transaction with FOR UPDATE SKIP LOCKED, so several processes never deliver one
 * message twice; a failure rolls the delivery back and schedules a retry with backoff.
 * Runs on PostgreSQL and on embedded PGlite alike.
 */
export class OutboxDelivery {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private readonly unsubscribe: () => void;
  private readonly pollMs: number;
  private readonly deliver: NonNullable<OutboxDeliveryOptions['deliver']>;

  constructor(private readonly orm: MikroORM, private readonly pubsub: AppPubSub, private readonly log: Logger, options: OutboxDeliveryOptions = {}) {
    this.pollMs = options.pollMs ?? 1000;
    this.deliver = options.deliver ?? deliverWork;
    this.unsubscribe = onOutboxWork(() => this.wake());
    this.schedule();
  }

  /** Deliver what is due now (coalesced: a wake-up during a run runs once more after it). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain().finally(() => {
      this.running = null;
      if (this.again && !this.stopped) {
        this.again = false;
        this.wake();
      }
    });
  }

  /** Resolves when nothing due is left to deliver (tests, shutdown). */
  async idle(): Promise<void> {
    for (;;) {
      while (this.running) await this.running;
      if (this.stopped) return;
      const [due] = await this.orm.em.fork().execute<{ n: number }[]>('select count(*)::int as n from outbox_messages where delivered_at is null and available_at <= now()');
      if (!due || due.n === 0) return;
      this.wake();
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.unsubscribe();
    if (this.timer) clearTimeout(this.timer);
    await this.idle();
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.wake();
      this.schedule();
    }, this.pollMs);
    this.timer.unref();
  }

  private async drain(): Promise<void> {
    try {
      while (!this.stopped && (await this.deliverOne())) {
        /* next message */
      }
    } catch (err) {
      this.log.warn({ err: err instanceof Error ? err.message : err }, 'outbox delivery paused');
    }
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
        await this.deliver(tx, { type: row.type, ...row.payload } as OutboxWork, this.pubsub);
        await tx.flush();
        await tx.execute('update outbox_messages set delivered_at = now(), attempts = attempts + 1 where id = ?', [row.id]);
        return true;
      });
    } catch (err) {
      const row = claimed as ClaimedRow | null;
      if (!row) throw err;
      const attempts = row.attempts + 1;
      const message = err instanceof Error ? err.message : String(err);
      this.log.warn({ outboxId: row.id, type: row.type, attempts, err: message }, 'outbox delivery failed; retrying later');
      await this.orm.em.fork().execute(
        `update outbox_messages set attempts = ?, last_error = ?, available_at = now() + (? || ' milliseconds')::interval where id = ? and delivered_at is null`,
        [attempts, message.slice(0, 2000), String(retryDelayMs(attempts)), row.id],
      );
      return true;
    }
  }
}
