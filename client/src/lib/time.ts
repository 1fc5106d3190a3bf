/**
 * Times in the business's time zone (Middle Tennessee, US Central): every visit, inspection
 * and timestamp is shown, and every typed time is read, on this clock, whatever the viewer's
 * own zone, so the card, the timeline and the notifications name the same hour.
 */
export const BUSINESS_TIME_ZONE = 'America/Chicago';

const PARTS = new Intl.DateTimeFormat('en-US', { timeZone: BUSINESS_TIME_ZONE, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });

/** The wall-clock parts of an instant in the business zone. */
export function businessParts(date: Date): { year: number; month: number; day: number; hour: number; minute: number } {
  const parts = PARTS.formatToParts(date);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute') };
}

function offsetMinutes(date: Date): number {
  const p = businessParts(date);
  return Math.round((Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute) - Math.floor(date.getTime() / 60000) * 60000) / 60000);
}

/** The instant of a wall-clock time in the business zone. */
export function businessTimeToDate(year: number, month: number, day: number, hour: number, minute: number): Date {
  const guess = Date.UTC(year, month - 1, day, hour, minute);
  const first = offsetMinutes(new Date(guess));
  let t = guess - first * 60000;
  const second = offsetMinutes(new Date(t));
  if (second !== first) t = guess - second * 60000;
  return new Date(t);
}

const TYPED = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})$/;

/** 'YYYY-MM-DD HH:MM' (or a datetime-local value) read as Central time; null when it is not a real time. */
export function parseBusinessTime(text: string): Date | null {
  const m = TYPED.exec(text.trim());
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number);
  if (mo < 1 || mo > 12 || d < 1 || h > 23 || mi > 59) return null;
  const probe = new Date(Date.UTC(y, mo - 1, d));
  if (probe.getUTCFullYear() !== y || probe.getUTCMonth() !== mo - 1 || probe.getUTCDate() !== d) return null;
  return businessTimeToDate(y, mo, d, h, mi);
}

/** Today in the business zone, YYYY-MM-DD. */
export function businessToday(now: Date = new Date()): string {
  const p = businessParts(now);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** Whole days from `now`'s business day to `date`'s (0 today, 1 tomorrow). */
export function businessDaysBetween(now: Date, date: Date): number {
  const day = (x: Date) => {
    const p = businessParts(x);
    return Date.UTC(p.year, p.month - 1, p.day);
  };
  return Math.round((day(date) - day(now)) / 86_400_000);
}
