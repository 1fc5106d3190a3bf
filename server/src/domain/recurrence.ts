/**
 * Recurring visits: a series repeats a visit weekly, every two weeks or monthly, for a number
 * of visits (2 to 26) or until a date. Dates are calendar days (YYYY-MM-DD); a monthly visit
 * on the 31st falls on the last day of a shorter month. Pure: the visit's time of day and zone
 * are the jobs module's (jobs/visit-series.ts).
 */
export const RECURRENCE_FREQUENCIES = ['weekly', 'biweekly', 'monthly'] as const;
export type RecurrenceFrequency = (typeof RECURRENCE_FREQUENCIES)[number];

export const SERIES_MIN_VISITS = 2;
export const SERIES_MAX_VISITS = 26;
/** Visits are created this many days ahead (the rolling window). */
export const SERIES_WINDOW_DAYS = 60;

export const SERIES_STATUSES = ['active', 'ended'] as const;
export type SeriesStatus = (typeof SERIES_STATUSES)[number];

const DAY_MS = 86_400_000;

function parts(date: string): [number, number, number] {
  const [y, m, d] = date.split('-').map(Number);
  return [y, m, d];
}

function iso(y: number, m: number, d: number): string {
  return new Date(Date.UTC(y, m - 1, d)).toISOString().slice(0, 10);
}

/** The date of visit `position` (1 = the first, on `anchor`). */
export function visitDate(anchor: string, frequency: RecurrenceFrequency, position: number): string {
  const [y, m, d] = parts(anchor);
  const n = position - 1;
  if (frequency === 'monthly') {
    const last = new Date(Date.UTC(y, m - 1 + n + 1, 0)).getUTCDate();
    return iso(y, m + n, Math.min(d, last));
  }
  return iso(y, m, d + n * (frequency === 'weekly' ? 7 : 14));
}

/** How many visits a series has: `count`, or the visits from the anchor up to and including `until` (at most SERIES_MAX_VISITS + 1, so an overlong range can be refused). */
export function seriesTotal(anchor: string, frequency: RecurrenceFrequency, r: { count?: number | null; until?: string | null }): number {
  if (r.count !== null && r.count !== undefined) return r.count;
  let n = 0;
  while (n <= SERIES_MAX_VISITS && visitDate(anchor, frequency, n + 1) <= (r.until ?? '')) n++;
  return n;
}

/** The last day whose visits the window holds, seen from `today` (YYYY-MM-DD). */
export function windowEnd(today: string): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) + SERIES_WINDOW_DAYS * DAY_MS).toISOString().slice(0, 10);
}

/** The positions (2..total) whose dates fall in the window ending `end` (visit 1 exists from the start). */
export function positionsInWindow(anchor: string, frequency: RecurrenceFrequency, total: number, end: string): number[] {
  const out: number[] = [];
  for (let p = 2; p <= total && visitDate(anchor, frequency, p) <= end; p++) out.push(p);
  return out;
}
