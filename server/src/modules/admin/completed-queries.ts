import type { EntityManager } from '@mikro-orm/postgresql';
import { ServiceRequest } from '../requests/service-request.entity';
import { CONSULTATION_FEE_CENTS } from '../../domain/constants';
import { DONE_STATUSES } from '../../domain/request-status';
import { decodeCursor, isTimestampAndId, pageOfRows, pageSize, timestampCursorSql, type Page, type PageInput } from '../../shared/paging';
import { durationLabel, type CompletedSort } from './completed';
import type { AdminCompletedJob } from './admin.types';

/** Finished work (the predicate of the partial index service_requests_done_at_index). */
const DONE_SQL = `r.status in (${DONE_STATUSES.map((s) => `'${s}'`).join(', ')})`;

/** The amount of request r's latest invoice (the invoices (request_id, created_at) index, one row per request). */
const LATEST_INVOICE_SQL = `left join lateral (
  select i.final_amount_cents from invoices i where i.request_id = r.id order by i.created_at desc, i.id desc limit 1
) inv on true`;

/** A job's value: serviceCostOf (latest invoice, else actual, else estimated cost), or the consultation fee when that is 0. */
const AMOUNT_SQL = `coalesce(nullif(coalesce(inv.final_amount_cents, r.actual_cost_cents, r.estimated_cost_cents, 0), 0), ${CONSULTATION_FEE_CENTS})`;

/** When the work finished: its completion, else its last change (the expression of service_requests_done_at_index). */
const FINISHED_SQL = `coalesce(r.completed_at, r.updated_at)`;

/** Each sort: its ordering value (then the id, in the same direction) and the direction. */
const ORDERS: Record<CompletedSort, { key: 'finished_at' | 'amount_cents'; desc: boolean }> = {
  recent: { key: 'finished_at', desc: true },
  oldest: { key: 'finished_at', desc: false },
  'highest-value': { key: 'amount_cents', desc: true },
  'lowest-value': { key: 'amount_cents', desc: false },
};

/** A service_requests row with its value, its finish time and that time as a cursor value. */
type Row = Record<string, unknown> & { id: number; amount_cents: number; finished_at: unknown; finished_key: string };

export interface CompletedTotals {
  count: number;
  totalCents: number;
  ratedCount: number;
  averageRating: number | null;
}

/** How many jobs are finished, what they were worth and how clients rated them, over every finished job. */
export async function completedTotals(em: EntityManager): Promise<CompletedTotals> {
  const [row] = await em.execute<{ count: string; total: string; rated: string; rating: string | null }[]>(
    `select count(*) as count, coalesce(sum(${AMOUNT_SQL}), 0) as total, count(r.rating) as rated, avg(r.rating) as rating
       from service_requests r ${LATEST_INVOICE_SQL} where ${DONE_SQL}`,
  );
  return {
    count: Number(row?.count ?? 0),
    totalCents: Number(row?.total ?? 0),
    ratedCount: Number(row?.rated ?? 0),
    averageRating: row?.rating === null || row?.rating === undefined ? null : Number(row.rating),
  };
}

/**
 * One page of finished work in one statement, keyset on (finish time or value, id). The time
 * sorts read service_requests_done_at_index in order; the value sorts order by a computed
 * amount (the latest invoice can change), so they rank every finished job for each page.
 */
export async function completedJobsPage(em: EntityManager, sort: CompletedSort, page: PageInput): Promise<Page<AdminCompletedJob>> {
  const first = pageSize(page.first);
  const { key, desc } = ORDERS[sort];
  const byTime = key === 'finished_at';
  const cursor = page.after
    ? decodeCursor<[string | number, number]>(page.after, (v) => (byTime ? isTimestampAndId(v) : v.length === 2 && Number.isSafeInteger(v[0]) && Number.isSafeInteger(v[1])))
    : null;
  const dir = desc ? 'desc' : 'asc';
  const keyset = cursor ? `where (q.${key}, q.id) ${desc ? '<' : '>'} (?::${byTime ? 'timestamptz' : 'bigint'}, ?)` : '';
  const rows = await em.execute<Row[]>(
    `select q.*, ${timestampCursorSql('q.finished_at')} as finished_key from (
       select r.*, ${AMOUNT_SQL} as amount_cents, ${FINISHED_SQL} as finished_at
         from service_requests r ${LATEST_INVOICE_SQL}
        where ${DONE_SQL}
     ) q ${keyset}
     order by q.${key} ${dir}, q.id ${dir}
     limit ?`,
    [...(cursor ?? []), first + 1],
  );
  return pageOfRows(
    rows,
    first,
    (r) => [byTime ? r.finished_key : Number(r.amount_cents), Number(r.id)],
    (pageRows) =>
      pageRows.map(({ amount_cents, finished_at: _finished, finished_key: _key, ...columns }) => {
        const request = em.map(ServiceRequest, columns);
        return { request, amountCents: Number(amount_cents), durationLabel: durationLabel(request.createdAt, request.completedAt) };
      }),
  );
}
