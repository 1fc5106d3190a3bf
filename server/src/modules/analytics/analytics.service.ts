/**
 * Module analytics: the admin's figures.
 * Owns: no table; revenue, profit, customer and operational metrics read in SQL
 * (analytics-queries.ts).
 * Entry points: AnalyticsService.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { ServiceRequest } from '../requests/service-request.entity';
import { ServiceCategory } from '../catalog/service-category.entity';
import { Payment } from '../payments/payment.entity';
import { adminPaymentRow } from '../payments/payment.types';
import type { Viewer } from '../auth/viewer';
import { assertAdmin, parseId } from '../auth/admin-guard';
import type { AdminActivityItem, AdminCategoryStats, AdminRevenue, AdvancedEarnings, CategoryRevenue, MonthlyTrend } from './analytics.types';
import { CONSULTATION_FEE_CENTS, CONSULTATION_PROCESSING_FEE_CENTS, CONSULTATION_TOTAL_CENTS, SERVICE_PROCESSING_FEE_CENTS, TOP_CATEGORIES_LIMIT } from '../../domain/constants';
import { formatDollars } from '../../domain/money';
import { notFound } from '../../shared/errors';
import { requestNumber } from '../../domain/request-number';

const pct = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);
const num = (v: unknown) => Number(v ?? 0);

/** The first day (UTC) of each of the last n months, oldest first, as YYYY-MM. */
export function lastMonths(n: number, now: Date = new Date()): string[] {
  const out: string[] = [];
  for (let i = n - 1; i >= 0; i--) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    out.push(`${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`);
  }
  return out;
}

/** Revenue, profit, customers, operations, trends and categories, computed in SQL from payments, payouts and requests. */
export class AnalyticsService {
  constructor(private readonly em: EntityManager) {}

  private async monthly(months: number, now: Date): Promise<MonthlyTrend[]> {
    const keys = lastMonths(months, now);
    const [revenue, completed] = await Promise.all([
      this.em.execute<{ month: string; cents: string }[]>(
        `select to_char(date_trunc('month', created_at at time zone 'UTC'), 'YYYY-MM') as month, sum(amount_cents) as cents
           from payments where status = 'succeeded' group by 1`,
      ),
      this.em.execute<{ month: string; jobs: string }[]>(
        `select to_char(date_trunc('month', completed_at at time zone 'UTC'), 'YYYY-MM') as month, count(*) as jobs
           from service_requests where status in ('completed', 'closed_successful') and completed_at is not null group by 1`,
      ),
    ]);
    const rev = new Map(revenue.map((r) => [r.month, num(r.cents)]));
    const jobs = new Map(completed.map((r) => [r.month, num(r.jobs)]));
    return keys.map((month) => {
      const revenueCents = rev.get(month) ?? 0;
      const completedJobs = jobs.get(month) ?? 0;
      return { month, revenueCents, completedJobs, avgOrderValueCents: completedJobs ? Math.round(revenueCents / completedJobs) : 0 };
    });
  }

  /** Every category with its revenue, jobs, payouts and margin; highest revenue first. */
  async categoryRevenue(viewer: Viewer): Promise<CategoryRevenue[]> {
    assertAdmin(viewer);
    const rows = await this.em.execute<{ id: number; name: string; jobs: string; revenue: string; payouts: string }[]>(
      `select c.id, c.name,
              (select count(distinct p.request_id) from payments p join service_requests r on r.id = p.request_id where r.category_id = c.id and p.status = 'succeeded') as jobs,
              (select coalesce(sum(p.amount_cents), 0) from payments p join service_requests r on r.id = p.request_id where r.category_id = c.id and p.status = 'succeeded') as revenue,
              (select coalesce(sum(w.amount_cents), 0) from worker_payouts w join service_requests r on r.id = w.request_id where r.category_id = c.id) as payouts
         from service_categories c`,
    );
    return rows
      .map((r) => {
        const revenueCents = num(r.revenue);
        const payoutsCents = num(r.payouts);
        return { categoryId: String(r.id), categoryName: r.name, jobs: num(r.jobs), revenueCents, payoutsCents, profitMargin: pct(revenueCents - payoutsCents, revenueCents) };
      })
      .sort((a, b) => b.revenueCents - a.revenueCents || b.jobs - a.jobs || a.categoryName.localeCompare(b.categoryName));
  }

  async advancedEarnings(viewer: Viewer, now: Date = new Date()): Promise<AdvancedEarnings> {
    assertAdmin(viewer);
    const [[money], [customers], [ops], [wait], trends, categories] = await Promise.all([
      this.em.execute<Record<string, string>[]>(
        `select
           (select coalesce(sum(amount_cents), 0) from payments where status = 'succeeded') as total,
           (select coalesce(sum(tip_cents), 0) from payments where status = 'succeeded') as tips,
           (select count(*) from payments where status = 'succeeded' and kind = 'consultation') as consultations,
           (select count(*) from payments p join service_requests r on r.id = p.request_id
             where p.status = 'succeeded' and p.kind = 'balance' and r.hundred_dollar_special = false) as balances,
           (select coalesce(sum(amount_cents), 0) from worker_payouts) as payouts,
           (select count(*) from service_requests where status = 'pending' and appointment_fee_paid = false) as unpaid`,
      ),
      // Active customers: a succeeded payment. Repeat: more than one paid visit among clients with any, where a
      // visit is paid by its own payment or, for a recurring series' later visit, by the series' fee (a skipped one is not a visit).
      this.em.execute<Record<string, string>[]>(
        `select (select count(distinct client_id) from payments where status = 'succeeded') as active,
                (select count(*) from visit_series where status = 'active') as series,
                count(*) filter (where paid_visits >= 1) as with_visits, count(*) filter (where paid_visits >= 2) as repeat
           from (select r.client_id, count(*) filter (where (r.appointment_fee_paid and r.status <> 'cancelled')
                   or exists (select 1 from payments p where p.request_id = r.id and p.status = 'succeeded')) as paid_visits
                   from service_requests r group by r.client_id) t`,
      ),
      this.em.execute<Record<string, string>[]>(
        `select
           (select count(*) from service_providers where status in ('available', 'busy')) as workers,
           (select count(distinct p.id) from service_providers p join service_requests r on r.provider_id = p.id
             where p.status in ('available', 'busy') and r.status in ('scheduled', 'in_progress')) as busy_workers,
           (select count(*) from service_requests) as requests,
           (select count(*) from service_requests where status = 'cancelled') as cancelled`,
      ),
      this.em.execute<{ hours: string | null }[]>(
        `select avg(extract(epoch from (scheduled_at - created_at)) / 3600.0) as hours
           from service_requests where scheduled_at is not null and scheduled_at >= created_at`,
      ),
      this.monthly(6, now),
      this.categoryRevenue(viewer),
    ]);
    const total = num(money.total);
    const consultationFeesCents = num(money.consultations) * CONSULTATION_FEE_CENTS;
    const processingFeesCents = num(money.consultations) * CONSULTATION_PROCESSING_FEE_CENTS + num(money.balances) * SERVICE_PROCESSING_FEE_CENTS;
    const workerCostsCents = num(money.payouts);
    const active = num(customers.active);
    return {
      revenueBreakdown: {
        totalRevenueCents: total,
        consultationFeesCents,
        processingFeesCents,
        serviceRevenueCents: total - consultationFeesCents - processingFeesCents - num(money.tips),
        tipsCents: num(money.tips),
        outstandingConsultationFeesCents: num(money.unpaid) * CONSULTATION_TOTAL_CENTS,
      },
      profitAnalysis: { netProfitCents: total - workerCostsCents, profitMargin: pct(total - workerCostsCents, total), workerCostsCents },
      customerMetrics: {
        totalActiveCustomers: active,
        avgCustomerValueCents: active ? Math.round(total / active) : 0,
        repeatCustomerRate: pct(num(customers.repeat), num(customers.with_visits)),
        activeSeries: num(customers.series),
      },
      operationalMetrics: {
        workerUtilizationRate: pct(num(ops.busy_workers), num(ops.workers)),
        avgWaitTimeHours: wait?.hours === null || wait?.hours === undefined ? 0 : Math.round(Number(wait.hours) * 10) / 10,
        cancellationRate: pct(num(ops.cancelled), num(ops.requests)),
      },
      monthlyTrends: trends,
      topCategories: categories.slice(0, TOP_CATEGORIES_LIMIT),
    };
  }

  async revenue(viewer: Viewer, now: Date = new Date()): Promise<AdminRevenue> {
    assertAdmin(viewer);
    const [[row], monthly, payments] = await Promise.all([
      this.em.execute<Record<string, string>[]>(
        `select
           coalesce(sum(amount_cents) filter (where status = 'succeeded'), 0) as total,
           coalesce(sum(amount_cents) filter (where status = 'succeeded' and kind = 'consultation'), 0) as consultation,
           coalesce(sum(amount_cents - tip_cents) filter (where status = 'succeeded' and kind = 'balance'), 0) as balance,
           coalesce(sum(tip_cents) filter (where status = 'succeeded'), 0) as tips,
           coalesce(sum(amount_cents) filter (where status = 'succeeded' and admin_approval_status = 'pending'), 0) as awaiting,
           (select coalesce(sum(amount_cents), 0) from worker_payouts where status in ('approved', 'paid')) as released,
           (select coalesce(sum(amount_cents), 0) from worker_payouts where status in ('pending', 'inspection_required')) as held
         from payments`,
      ),
      this.monthly(12, now),
      this.em.find(Payment, { status: 'succeeded' }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: 20, populate: ['request', 'client'] }),
    ]);
    return {
      totalRevenueCents: num(row.total),
      consultationCents: num(row.consultation),
      balanceCents: num(row.balance),
      tipsCents: num(row.tips),
      awaitingApprovalCents: num(row.awaiting),
      payoutsReleasedCents: num(row.released),
      payoutsHeldCents: num(row.held),
      monthly,
      recentPayments: payments.map(adminPaymentRow),
    };
  }

  /** Recent activity: request timelines and audited decisions, newest first. */
  async recentActivity(viewer: Viewer, limit = 50): Promise<AdminActivityItem[]> {
    assertAdmin(viewer);
    const n = Math.min(Math.max(limit, 1), 200);
    const rows = await this.em.execute<{ id: number; source: string; action: string; description: string | null; request_id: number | null; actor_role: string | null; amount_cents: number | null; created_at: Date }[]>(
      `(select id, 'activity' as source, action, description, request_id, actor_role, null::int as amount_cents, created_at from activities order by created_at desc, id desc limit ?)
       union all
       (select id, 'audit' as source, action, null as description, request_id, actor_role, amount_cents, created_at from audit_events order by created_at desc, id desc limit ?)
       order by created_at desc, id desc limit ?`,
      [n, n, n],
    );
    return rows.map((r) => ({
      id: `${r.source}:${r.id}`,
      source: r.source,
      action: r.action,
      description: r.description ?? describeAudit(r.action, r.request_id, r.amount_cents),
      requestId: r.request_id,
      actorRole: r.actor_role,
      amountCents: r.amount_cents,
      createdAt: new Date(r.created_at),
    }));
  }

  async categoryStats(viewer: Viewer, categoryIdInput: string): Promise<AdminCategoryStats> {
    assertAdmin(viewer);
    const id = parseId(categoryIdInput);
    const category = id ? await this.em.findOne(ServiceCategory, { id }) : null;
    if (!category) throw notFound('Service category');
    const [[row], recentRequests] = await Promise.all([
      this.em.execute<Record<string, string>[]>(
        `select count(*) as total,
                count(*) filter (where status = 'pending' and appointment_fee_paid = false) as queued,
                count(*) filter (where status = 'pending' and appointment_fee_paid = true) as pending,
                count(*) filter (where status in ('scheduled', 'in_progress', 'closed_pending_review')) as active,
                count(*) filter (where status in ('completed', 'closed_successful')) as completed,
                count(*) filter (where status = 'cancelled') as cancelled,
                (select coalesce(sum(p.amount_cents), 0) from payments p join service_requests r on r.id = p.request_id where r.category_id = ? and p.status = 'succeeded') as revenue,
                (select coalesce(sum(w.amount_cents), 0) from worker_payouts w join service_requests r on r.id = w.request_id where r.category_id = ?) as payouts,
                (select avg(v.worker_rating) from reviews v join service_requests r on r.id = v.request_id where r.category_id = ?) as rating
           from service_requests where category_id = ?`,
        [category.id, category.id, category.id, category.id],
      ),
      this.em.find(ServiceRequest, { category: category.id }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: 20 }),
    ]);
    return {
      categoryId: String(category.id),
      categoryName: category.name,
      totalRequests: num(row.total),
      queued: num(row.queued),
      pending: num(row.pending),
      active: num(row.active),
      completed: num(row.completed),
      cancelled: num(row.cancelled),
      revenueCents: num(row.revenue),
      payoutsCents: num(row.payouts),
      averageRating: row.rating === null || row.rating === undefined ? null : Math.round(Number(row.rating) * 10) / 10,
      recentRequests,
    };
  }
}

function describeAudit(action: string, requestId: number | null, amountCents: number | null): string {
  const what = action.replace(/_/g, ' ');
  const on = requestId ? ` on request ${requestNumber(requestId)}` : '';
  const amount = amountCents !== null && amountCents !== undefined ? ` (${formatDollars(amountCents)})` : '';
  return `${what.charAt(0).toUpperCase()}${what.slice(1)}${on}${amount}`;
}
