import type { EntityManager } from '@mikro-orm/postgresql';
import { ServiceRequest } from '../requests/service-request.entity';
import { Invoice } from '../invoices/invoice.entity';
import { WorkerPayout, type PayoutStatus } from '../payouts/worker-payout.entity';
import type { Viewer } from '../auth/viewer';
import { ACTIVE_STATUSES, type RequestStatus } from '../../domain/request-status';
import { billingBreakdown, serviceCostOf } from '../../domain/billing';
import { CONSULTATION_FEE_CENTS } from '../../domain/constants';
import { requireApprovedProvider } from '../providers/worker-gate';
import { startOfMonth, startOfWeek, zonedParts, zonedTimeToUtc } from './time';
import type { EarningsDay, EarningsJob, EarningStatus, WorkerEarnings } from './job.types';

/**
 * Where a job's money stands for its worker: open work is potential; finished work is pending
 * until the admin releases its payout (no payout yet, or one waiting for photo review or an
 * inspection); a payout approved or paid is released.
 */
export function earningStatus(status: RequestStatus, payoutStatus: PayoutStatus | null): EarningStatus {
  if (payoutStatus === 'approved' || payoutStatus === 'paid') return 'released';
  return ACTIVE_STATUSES.includes(status) ? 'potential' : 'pending';
}

/** The worker's earnings: this week, this month, potential, pending and per job. */
export class WorkerEarningsService {
  constructor(private readonly em: EntityManager) {}

  /** Week (from Sunday), month (from day 1), potential and per-job earnings: 90% of service cost (or $78.25 for the $100 Special) plus tips. */
  async earnings(viewer: Viewer, now: Date = new Date()): Promise<WorkerEarnings> {
    const provider = requireApprovedProvider(viewer);
    const rows = await this.em.find(
      ServiceRequest,
      { provider: provider.id, status: { $in: [...ACTIVE_STATUSES, 'completed', 'closed_pending_review', 'closed_successful'] } },
      { orderBy: { updatedAt: 'desc', id: 'desc' } },
    );
    const ids = rows.map((r) => r.id);
    const [invoices, payouts] = ids.length
      ? await Promise.all([
          this.em.find(Invoice, { request: { $in: ids } }, { orderBy: { createdAt: 'desc', id: 'desc' } }),
          this.em.find(WorkerPayout, { request: { $in: ids } }),
        ])
      : [[], []];
    const latest = new Map<number, Invoice>();
    for (const inv of invoices) if (!latest.has(inv.request.id)) latest.set(inv.request.id, inv);
    const payoutOf = new Map(payouts.map((p) => [p.request.id, p]));

    const weekStart = startOfWeek(now);
    const monthStart = startOfMonth(now);
    const jobs: EarningsJob[] = rows.map((r) => {
      const serviceCostCents = r.hundredDollarSpecial
        ? CONSULTATION_FEE_CENTS
        : serviceCostOf({ latestInvoiceCents: latest.get(r.id)?.finalAmountCents, actualCostCents: r.actualCostCents, estimatedCostCents: r.estimatedCostCents });
      const payout = payoutOf.get(r.id);
      const payoutCents = payout?.amountCents ?? billingBreakdown({ serviceCostCents, tipCents: r.tipCents, hundredDollarSpecial: r.hundredDollarSpecial }).workerPayoutCents;
      const payoutStatus = earningStatus(r.status, payout?.status ?? null);
      // Money is earned when the admin releases the payout (approved or paid), not when the work is done.
      const earnedAt = payoutStatus === 'released' ? (payout!.approvedAt ?? payout!.createdAt) : null;
      return {
        request: r,
        serviceCostCents,
        payoutCents,
        tipCents: payout?.tipCents ?? r.tipCents,
        payoutStatus,
        earnedAt,
        potential: payoutStatus === 'potential',
        thisWeek: !!earnedAt && earnedAt >= weekStart && earnedAt <= now,
        thisMonth: !!earnedAt && earnedAt >= monthStart && earnedAt <= now,
      };
    });
    const sum = (list: EarningsJob[]) => list.reduce((s, j) => s + j.payoutCents, 0);
    const ws = zonedParts(weekStart);
    const week: EarningsDay[] = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].map((day, i) => {
      const from = zonedTimeToUtc(ws.year, ws.month, ws.day + i, 0, 0);
      const to = zonedTimeToUtc(ws.year, ws.month, ws.day + i + 1, 0, 0);
      const p = zonedParts(from);
      return {
        day,
        date: `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`,
        cents: sum(jobs.filter((j) => j.thisWeek && j.earnedAt! >= from && j.earnedAt! < to)),
      };
    });
    return {
      weekCents: sum(jobs.filter((j) => j.thisWeek)),
      monthCents: sum(jobs.filter((j) => j.thisMonth)),
      potentialCents: sum(jobs.filter((j) => j.potential)),
      pendingCents: sum(jobs.filter((j) => j.payoutStatus === 'pending')),
      totalCents: sum(jobs.filter((j) => j.payoutStatus === 'released')),
      weekStart,
      monthStart,
      week,
      jobs,
    };
  }
}
