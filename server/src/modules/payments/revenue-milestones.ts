import type { EntityManager } from '@mikro-orm/postgresql';
import type { NotificationService } from '../notifications/notification.service';
import type { Notification } from '../notifications/notification.entity';
import type { ServiceRequest } from '../requests/service-request.entity';
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

/** Serializes the revenue count of concurrent settlements (a transaction-scoped advisory lock). */
const REVENUE_LOCK = 0x7265_7601;

/**
 * In the transaction of a payment just written (status succeeded): the milestones its amount
 * crossed, each claimed by a unique row, and a revenue_milestone notification to every admin
 * for each one claimed. Settlements count revenue one at a time (an advisory lock held until
 * commit), so the count includes every payment committed before, and two payments never both
 * miss or both claim a milestone.
 */
export async function queueRevenueMilestones(em: EntityManager, notifications: NotificationService, r: ServiceRequest, paymentId: number, amountCents: Cents): Promise<Notification[]> {
  await em.execute('select pg_advisory_xact_lock(?)', [REVENUE_LOCK]);
  const [row] = await em.execute<{ total: string }[]>(`select coalesce(sum(amount_cents), 0) as total from payments where status = 'succeeded'`);
  const total = Number(row.total);
  const crossed = milestonesCrossed(total - amountCents, total);
  const told: Notification[] = [];
  for (const milestone of crossed) {
    const claimed = await em.execute<{ milestone_cents: string }[]>(
      'insert into revenue_milestones (milestone_cents, total_cents, payment_id, reached_at) values (?, ?, ?, ?) on conflict (milestone_cents) do nothing returning milestone_cents',
      [milestone, total, paymentId, new Date()],
    );
    if (claimed.length === 0) continue;
    told.push(
      ...(await notifications.queueForAdmins(
        {
          type: 'revenue_milestone',
          title: `Revenue milestone: ${formatDollars(milestone)}`,
          message: `Payments collected passed ${formatDollars(milestone)} (${formatDollars(total)} to date), with ${formatDollars(amountCents)} for request ${requestNumber(r.id)}.`,
          data: { requestId: r.id, paymentId, milestoneCents: milestone, totalCents: total },
        },
        em,
      )),
    );
  }
  return told;
}
