import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { PaymentGateway } from './payment-gateway';
import { PaymentAttempt, OPEN_ATTEMPT_STATES } from './payment-attempt.entity';
import { PaymentService } from './payment.service';
import { moveAttempt } from './attempt-writes';
import type { TipListener } from './payment-settle';
import { NotificationService } from '../notifications/notification.service';
import { DomainError } from '../../shared/errors';

/** An open attempt untouched this long is completed by the sweep (its payer went away, or its process died). */
export const RECOVER_AFTER_MS = 2 * 60_000;

export interface RecoveryCounts {
  settled: number;
  refunded: number;
  abandoned: number;
}

/**
 * Completes the payment attempts left open by a fault: charged at the processor but never
 * settled (the database connection dropped, the process was killed), or decided for a refund
 * that was never made. An attempt the processor never charged is marked abandoned, which
 * charges nothing; one it charged is settled exactly as the payer's retry would settle it (or
 * refunded when the request can no longer take it). Several processes may sweep at once: the
 * attempt's row lock lets one settlement through and the processor's keys make the rest no-ops.
 */
export async function recoverOpenAttempts(orm: MikroORM, deps: { gateway: PaymentGateway; log: Logger; tips?: TipListener }, now: Date, limit = 50): Promise<RecoveryCounts> {
  const counts: RecoveryCounts = { settled: 0, refunded: 0, abandoned: 0 };
  const open = await orm.em.fork().find(PaymentAttempt, { state: { $in: OPEN_ATTEMPT_STATES }, updatedAt: { $lte: new Date(now.getTime() - RECOVER_AFTER_MS) } }, { orderBy: { updatedAt: 'asc', id: 'asc' }, limit });
  for (const attempt of open) {
    try {
      if (attempt.state === 'started' && !(await deps.gateway.lookup(attempt.idempotencyKey))) {
        if (await moveAttempt(orm.em.fork(), attempt.id, 'abandoned', { outcome: 'Never charged: the payer did not come back' })) counts.abandoned++;
        continue;
      }
      const em = orm.em.fork();
      const payments = new PaymentService(em, deps.gateway, new NotificationService(em), undefined, deps.tips);
      try {
        await payments.complete(attempt, null);
        counts.settled++;
      } catch (err) {
        if (!(err instanceof DomainError)) throw err;
        // Declined or given back: the attempt is closed, and its payer's retry will hear the same.
        counts.refunded++;
      }
    } catch (err) {
      deps.log.warn({ attemptId: attempt.id, err: err instanceof Error ? err.message : err }, 'an open payment attempt could not be completed; retrying at the next sweep');
    }
  }
  if (counts.settled || counts.refunded || counts.abandoned) deps.log.info(counts, 'open payment attempts completed');
  return counts;
}
