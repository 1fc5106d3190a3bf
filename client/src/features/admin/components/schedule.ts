import { BUSINESS_TIME_ZONE, businessDaysBetween } from '../../../lib/time';

const WEEKDAY = new Intl.DateTimeFormat('en-US', { timeZone: BUSINESS_TIME_ZONE, weekday: 'long' });
const MONTH_DAY = new Intl.DateTimeFormat('en-US', { timeZone: BUSINESS_TIME_ZONE, month: 'long', day: 'numeric' });

/** The Schedule's day heading (Central days): Today, Tomorrow, a weekday within the week, else month and day. */
export function dayLabel(iso: string, now: Date = new Date()): string {
  const d = new Date(iso);
  const days = businessDaysBetween(now, d);
  if (days === 0) return 'Today';
  if (days === 1) return 'Tomorrow';
  if (days > 1 && days < 7) return WEEKDAY.format(d);
  return MONTH_DAY.format(d);
}

/** Groups items by their day heading, keeping their order (soonest first). */
export function groupByDay<T extends { scheduledAt?: string | null }>(items: T[], now: Date = new Date()): { label: string; items: T[] }[] {
  const groups: { label: string; items: T[] }[] = [];
  for (const item of items) {
    if (!item.scheduledAt) continue;
    const label = dayLabel(item.scheduledAt, now);
    const last = groups[groups.length - 1];
    if (last && last.label === label) last.items.push(item);
    else groups.push({ label, items: [item] });
  }
  return groups;
}
