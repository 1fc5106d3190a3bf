import type { EntityManager } from '@mikro-orm/postgresql';
import type { NotificationService } from '../notifications/notification.service';
import type { Notification } from '../notifications/notification.entity';
import { formatDollars, type Cents } from '../../domain/money';
import { requestNumber } from '../../domain/request-number';

/** Platform revenue milestones: $1,000, $5,000, $10,000, $25,000, $50,000, $100,000, then every $100,000. */
export const REVENUE_MILESTONES_CENTS: readonly Cents[] = [100_000, 500_000, 1_000_000, 2_500_000, 5_000_000, 10_000_000];
const EVERY_AFTER_CENTS: Cents = 10_000_000;

/** The milestones in (before, after]: those a payment taking revenue from `before` to `after` crosses. */
export function milestonesCrossed(before: Cents, after: Cents): Cents[] {
  const out = REVENUE_MILESTONES_CENTS.filter((m) => m > before && m <= after);
  const last = REVENUE_MILESTONES_CENTS[REVENUE_MILESTONES_CENTS.length - 1];
  for (let m = Math.max(last, Math.floor(before / EVERY_AFTER_CENTS) * EVERY_AFTER_CENTS) + EVERY_AFTER_CENTS; m <= after; m += EVERY_AFTER_CENTS) out.push(m);
  return out;
}

/** The advisory-lock class of a milestone being claimed (the milestone in dollars is the key within it). */
const CLAIM_LOCK = 0x7265_7601;

/** A committed payment whose revenue is counted (the outbox's revenue_milestones work). */
export interface CountedPayment {
  requestId: number;
  paymentId: number;
  amountCents: Cents;
}

/**
 * After a payment has committed (the outbox delivers this): the milestones the revenue
 * collected has passed and nobody has claimed yet, each claimed by a unique row, and a
 * revenue_milestone notification to every admin for each one claimed. The total read here
 * counts every payment committed so far, this one included, so a milestone is never missed:
 * of two payments counted at once, both see the total after both, and the unique row lets
 * one of them claim it. Nothing serializes the payments themselves (a lock across every
 * settlement held until its commit would make them take turns). Delivered again after a
 * crash, the claims are already there and nobody is told twice.
 */
export async function claimRevenueMilestones(em: EntityManager, notifications: NotificationService, paid: CountedPayment): Promise<Notification[]> {
  const [row] = await em.execute<{ total: string; claimed: string | null }[]>(
    `select (select coalesce(sum(amount_cents), 0) from payments where status = 'succeeded') as total,
            (select max(milestone_cents) from revenue_milestones) as claimed`,
  );
  const total = Number(row.total);
  const crossed = milestonesCrossed(Number(row.claimed ?? 0), total);
  const told: Notification[] = [];
  for (const milestone of crossed) {
    // Another count claiming this milestone right now holds its lock until it commits: that one tells the admins
    // (and, should it fail, its delivery is retried and counts again). Waiting on its row would hold this batch.
    const [lock] = await em.execute<{ got: boolean }[]>('select pg_try_advisory_xact_lock(?, ?) as got', [CLAIM_LOCK, Math.floor(milestone / 100)]);
    if (!lock?.got) continue;
    const claimed = await em.execute<{ milestone_cents: string }[]>(
      'insert into revenue_milestones (milestone_cents, total_cents, payment_id, reached_at) values (?, ?, ?, ?) on conflict (milestone_cents) do nothing returning milestone_cents',
      [milestone, total, paid.paymentId, new Date()],
    );
    if (claimed.length === 0) continue;
    told.push(
      ...(await notifications.queueForAdmins(
        {
          type: 'revenue_milestone',
          title: `Revenue milestone: ${formatDollars(milestone)}`,
          message: `Payments collected passed ${formatDollars(milestone)} (${formatDollars(total)} to date), with ${formatDollars(paid.amountCents)} for request ${requestNumber(paid.requestId)}.`,
          data: { requestId: paid.requestId, paymentId: paid.paymentId, milestoneCents: milestone, totalCents: total },
        },
        em,
      )),
    );
  }
  return told;
}
