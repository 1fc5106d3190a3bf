import type { EntityManager } from '@mikro-orm/postgresql';
import { billingBreakdown, serviceCostOf } from '../../domain/billing';
import { CONSULTATION_FEE_CENTS, PAST_DUE_DAYS, PLATFORM_FEE_BP, SALES_TAX_BP, SERVICE_PROCESSING_FEE_CENTS } from '../../domain/constants';
import { decodeCursor, isTimestampAndId, pageOfRows, pageSize, timestampCursorSql, type Page, type PageInput } from '../../shared/paging';

const DAY_MS = 86_400_000;

export interface PastDueRecord {
  requestId: number;
  title: string;
  clientName: string;
  clientEmail: string;
  daysPastDue: number;
  balanceDueCents: number;
  invoiceNumber: string;
  invoiceCreatedAt: Date;
}

/**
 * billingBreakdown's balanceDueCents in SQL, over SQL expressions of the service cost, tip,
 * $100 Special flag and the request's own consultation fee: integer cents, each percentage rounded half up like applyBasisPoints.
 */
export function balanceDueSql(cost: string, tip: string, special: string, fee: string): string {
  const c = `(${cost})::bigint`;
  const platformFee = `((${c} * ${PLATFORM_FEE_BP} + 5000) / 10000)`;
  const salesTax = `(((${c} + ${platformFee}) * ${SALES_TAX_BP} + 5000) / 10000)`;
  const total = `${c} + ${platformFee} + ${salesTax} + ${SERVICE_PROCESSING_FEE_CENTS} + (${tip})`;
  // A series' later visit carries no fee (the series paid it once): no credit, the whole total is due.
  return `(case when (${fee}) <> ${CONSULTATION_FEE_CENTS} then ${total} when ${special} then (${tip})::bigint else greatest(0, ${total} - ${CONSULTATION_FEE_CENTS}) end)`;
}

type PastDueRow = {
  request_id: number;
  title: string;
  client_name: string;
  client_email: string;
  tip_cents: number;
  hundred_dollar_special: boolean;
  appointment_fee_cents: number;
  actual_cost_cents: number | null;
  estimated_cost_cents: number | null;
  invoice_number: string;
  /** The invoice's creation (timestampCursorSql: ISO 8601, UTC, microseconds). */
  invoice_created_at: string;
  final_amount_cents: number;
};

/**
 * Past due: work finished (completed, closed for review or closed) with a balance still
 * owed whose latest invoice is at least 7 days old, oldest invoice first, in one statement.
 * The unpaid finished requests come from the partial index service_requests_unpaid_finished_index.
 */
function pastDueRows(em: EntityManager, now: Date, limit: number | null, after: [string, number] | null, requestId: number | null = null): Promise<PastDueRow[]> {
  const cutoff = new Date(now.getTime() - PAST_DUE_DAYS * DAY_MS);
  const sql = `
    select r.id as request_id, r.title, r.client_name, c.email as client_email, r.tip_cents, r.hundred_dollar_special, r.appointment_fee_cents, r.actual_cost_cents, r.estimated_cost_cents,
           inv.invoice_number, ${timestampCursorSql('inv.created_at')} as invoice_created_at, inv.final_amount_cents
      from service_requests r
      join lateral (
        select i.invoice_number, i.created_at, i.final_amount_cents from invoices i where i.request_id = r.id order by i.created_at desc, i.id desc limit 1
      ) inv on true
      join clients c on c.id = r.client_id
     where r.status in ('completed', 'closed_pending_review', 'closed_successful') and r.balance_paid = false and r.invoice_paid = false
       and inv.created_at <= ?
       and ${balanceDueSql('inv.final_amount_cents', 'r.tip_cents', 'r.hundred_dollar_special', 'r.appointment_fee_cents')} > 0
       ${after ? 'and (inv.created_at, r.id) > (?::timestamptz, ?)' : ''}
       ${requestId === null ? '' : 'and r.id = ?'}
     order by inv.created_at, r.id
     ${limit === null ? '' : 'limit ?'}`;
  return em.execute<PastDueRow[]>(sql, [cutoff, ...(after ?? []), ...(requestId === null ? [] : [requestId]), ...(limit === null ? [] : [limit])]);
}

function pastDueRecord(row: PastDueRow, now: Date): PastDueRecord {
  const b = billingBreakdown({
    serviceCostCents: serviceCostOf({ latestInvoiceCents: row.final_amount_cents, actualCostCents: row.actual_cost_cents, estimatedCostCents: row.estimated_cost_cents }),
    tipCents: row.tip_cents,
    hundredDollarSpecial: row.hundred_dollar_special,
    consultationFeeCents: Number(row.appointment_fee_cents),
  });
  const invoiceCreatedAt = new Date(row.invoice_created_at);
  return {
    requestId: Number(row.request_id),
    title: row.title,
    clientName: row.client_name,
    clientEmail: row.client_email ?? '',
    daysPastDue: Math.floor((now.getTime() - invoiceCreatedAt.getTime()) / DAY_MS),
    balanceDueCents: b.balanceDueCents,
    invoiceNumber: row.invoice_number,
    invoiceCreatedAt,
  };
}

/** Every past-due balance, most days past due first (the dashboard and billing cards, REST). Days past due count from the invoice. */
export async function pastDueRecords(em: EntityManager, now: Date = new Date()): Promise<PastDueRecord[]> {
  const rows = await pastDueRows(em, now, null, null);
  return rows.map((row) => pastDueRecord(row, now)).sort((a, b) => b.daysPastDue - a.daysPastDue || a.requestId - b.requestId);
}

/** One page of the past-due balances, oldest invoice first (keyset on the invoice's creation and the request id). */
export async function pastDuePage(em: EntityManager, page: PageInput, now: Date = new Date()): Promise<Page<PastDueRecord>> {
  const first = pageSize(page.first);
  const after = page.after ? decodeCursor<[string, number]>(page.after, isTimestampAndId) : null;
  const rows = await pastDueRows(em, now, first + 1, after);
  return pageOfRows(rows, first, (row) => [row.invoice_created_at, Number(row.request_id)], (pageRows) => pageRows.map((row) => pastDueRecord(row, now)));
}


/** One request's past-due record, or null when its balance is not past due (the admin's live money rows). */
export async function pastDueOfRequest(em: EntityManager, requestId: number, now: Date = new Date()): Promise<PastDueRecord | null> {
  const [row] = await pastDueRows(em, now, 1, null, requestId);
  return row ? pastDueRecord(row, now) : null;
}
