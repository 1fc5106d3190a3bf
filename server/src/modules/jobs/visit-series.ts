import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { Series } from '../requests/series.entity';
import { Activity } from '../requests/activity.entity';
import { updateRequest } from '../requests/request-writes';
import { enqueueAfterCommit } from '../outbox/outbox';
import { positionsInWindow, visitDate, windowEnd, type RecurrenceFrequency } from '../../domain/recurrence';
import { zonedParts, zonedTimeToUtc } from './time';

/** The wall-clock time of a visit for a preferred time of day (Central time). */
const WINDOW_STARTS: Record<string, [number, number]> = { morning: [9, 0], afternoon: [13, 0], evening: [17, 0] };

type SeriesTimes = Pick<Series, 'anchorDate' | 'frequency' | 'preferredTime' | 'specificTime'>;

/** When visit `position` of a series starts: its date at the series' time of day, in the business zone. */
export function visitStartsAt(s: SeriesTimes, position: number): Date {
  const [y, m, d] = visitDate(s.anchorDate, s.frequency, position).split('-').map(Number);
  const hhmm = s.preferredTime === 'specific' ? s.specificTime : s.preferredTime;
  const [hour, minute] = WINDOW_STARTS[s.preferredTime] ?? (/^\d{2}:\d{2}$/.test(hhmm ?? '') ? hhmm!.split(':').map(Number) : [9, 0]);
  return zonedTimeToUtc(y, m, d, hour, minute);
}

/** Today in the business zone, YYYY-MM-DD. */
export function businessToday(now: Date): string {
  const p = zonedParts(now);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

interface LockedSeries {
  id: number;
  provider_id: number;
  frequency: RecurrenceFrequency;
  total: number;
  anchor_date: string;
  preferred_time: string;
  specific_time: string | null;
}

/**
 * Creates the visits of an active series that has its worker and whose dates fall within the
 * rolling window (SERIES_WINDOW_DAYS from today): each a request of its own, copied from the
 * first visit, scheduled for the series' worker at its own time, its fee covered by the
 * series' (paid once; the fee is 0 on this visit). Exactly once however many processes run
 * it at once, and across restarts: the series row is locked, and each visit is a conditional
 * insert that the unique (series_id, series_position) turns into nothing when it exists.
 * Returns the ids it created. Runs in the caller's transaction.
 */
export async function fillSeriesWindow(tx: EntityManager, seriesId: number, now: Date): Promise<number[]> {
  const [s] = await tx.execute<LockedSeries[]>(
    `select id, provider_id, frequency, total, anchor_date, preferred_time, specific_time from visit_series
      where id = ? and status = 'active' and provider_id is not null for update`,
    [seriesId],
  );
  if (!s) return [];
  const times: SeriesTimes = { anchorDate: s.anchor_date, frequency: s.frequency, preferredTime: s.preferred_time, specificTime: s.specific_time };
  const created: number[] = [];
  for (const position of positionsInWindow(s.anchor_date, s.frequency, s.total, windowEnd(businessToday(now)))) {
    const at = visitStartsAt(times, position);
    const rows = await tx.execute<{ id: number }[]>(
      `insert into service_requests (title, description, service_type_name, category_id, client_id, provider_id, status, priority,
          appointment_fee_cents, appointment_fee_paid, payment_status, client_name, service_address, service_city, service_state, service_zip_code,
          service_latitude, service_longitude, preferred_date, preferred_time, specific_time, scheduled_at, estimated_duration, notes,
          balance_paid, payment_date, hundred_dollar_special, invoice_paid, tip_cents, created_at, updated_at, version, series_id, series_position)
       select v.title, v.description, v.service_type_name, v.category_id, v.client_id, ?, 'scheduled', v.priority,
          0, true, 'paid', v.client_name, v.service_address, v.service_city, v.service_state, v.service_zip_code,
          v.service_latitude, v.service_longitude, ?, v.preferred_time, v.specific_time, ?, v.estimated_duration, v.notes,
          false, ?, false, false, 0, ?, ?, 1, v.series_id, ?
         from service_requests v where v.series_id = ? and v.series_position = 1
       on conflict (series_id, series_position) do nothing
       returning id`,
      [s.provider_id, visitDate(s.anchor_date, s.frequency, position), at, now, now, now, position, s.id],
    );
    for (const { id } of rows) {
      created.push(Number(id));
      tx.create(Activity, { request: Number(id), actorRole: 'system', action: 'series_visit_created', description: `Visit ${position} of ${s.total} of a recurring series, kept by the series' provider` });
      await enqueueAfterCommit(tx, { request: { requestId: Number(id), kind: 'series_visit_created' } });
    }
  }
  return created;
}

/**
 * The worker who accepts (or is assigned) a series' first visit keeps the series: it becomes
 * theirs unless it has a worker already, the visit gets its series time, and the window's
 * visits are created for them. Runs in the accept's transaction.
 */
export async function claimSeries(tx: EntityManager, r: { id: number; seriesId: number | null; seriesPosition: number | null; scheduledAt: Date | null }, providerId: number, now: Date): Promise<void> {
  if (r.seriesId === null) return;
  const s = await tx.findOne(Series, { id: r.seriesId });
  if (!s || s.status !== 'active') return;
  if (r.scheduledAt === null && r.seriesPosition !== null) {
    await updateRequest(tx, r.id, { where: { scheduledAt: null }, set: { scheduledAt: visitStartsAt(s, r.seriesPosition) } });
  }
  if (r.seriesPosition !== 1) return;
  const kept = await tx.nativeUpdate(Series, { id: s.id, provider: null, status: 'active' }, { provider: providerId });
  if (kept === 1) await fillSeriesWindow(tx, s.id, now);
}

/**
 * The scheduler's part: every active series with a worker and visits still to create has its
 * window filled, one series a transaction. Safe in any number of processes at once.
 * Returns how many visits it created.
 */
export async function fillSeriesWindows(orm: MikroORM, now: Date, limit = 200): Promise<number> {
  const due = await orm.em.fork().execute<{ id: number }[]>(
    `select s.id from visit_series s
      where s.status = 'active' and s.provider_id is not null
        and s.total > (select count(*) from service_requests v where v.series_id = s.id)
      order by s.id limit ?`,
    [limit],
  );
  let created = 0;
  for (const { id } of due) {
    created += (await orm.em.fork().transactional((tx) => fillSeriesWindow(tx, Number(id), now))).length;
  }
  return created;
}
