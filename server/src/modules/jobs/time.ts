/**
 * Calendar arithmetic in the business's time zone (Middle Tennessee, US Central): the week
 * starts on Sunday, the month on day 1, and a typed 'YYYY-MM-DD HH:MM' is Central time.
 */
export const BUSINESS_TIME_ZONE = 'America/Chicago';

interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  weekday: number;
}

const LABEL = new Intl.DateTimeFormat('en-US', { timeZone: BUSINESS_TIME_ZONE, weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });

/**
 * How a time is written in timelines and notifications: in the business zone, whoever reads
 * it, e.g. "Tue, Dec 1, 2:00 PM CST", the same hour the browser shows on cards.
 */
export function businessTimeLabel(date: Date): string {
  return LABEL.format(date);
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** One formatter per zone: making one costs far more than using it (a worker's earnings read the calendar hundreds of times). */
const partsFormats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', weekday: 'short' });
    partsFormats.set(timeZone, format);
  }
  return format;
}

export function zonedParts(date: Date, timeZone = BUSINESS_TIME_ZONE): ZonedParts {
  const parts = partsFormat(timeZone).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '0';
  return {
    year: Number(get('year')),
    month: Number(get('month')),
    day: Number(get('day')),
    hour: Number(get('hour')),
    minute: Number(get('minute')),
    weekday: WEEKDAYS.indexOf(get('weekday')),
  };
}

function offsetMinutes(date: Date, timeZone: string): number {
  const p = zonedParts(date, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  return Math.round((asUtc - Math.floor(date.getTime() / 60000) * 60000) / 60000);
}

/** The instant of a wall-clock time in the zone (day may overflow: Date.UTC normalises it). */
export function zonedTimeToUtc(year: number, month: number, day: number, hour: number, minute: number, timeZone = BUSINESS_TIME_ZONE): Date {
  const guess = Date.UTC(year, month - 1, day, hour, minute);
  const first = offsetMinutes(new Date(guess), timeZone);
  let t = guess - first * 60000;
  const second = offsetMinutes(new Date(t), timeZone);
  if (second !== first) t = guess - second * 60000;
  return new Date(t);
}

/** Sunday 00:00 of the week containing `now`, in the business zone. */
export function startOfWeek(now: Date, timeZone = BUSINESS_TIME_ZONE): Date {
  const p = zonedParts(now, timeZone);
  return zonedTimeToUtc(p.year, p.month, p.day - p.weekday, 0, 0, timeZone);
}

/** Day 1, 00:00 of the month containing `now`, in the business zone. */
export function startOfMonth(now: Date, timeZone = BUSINESS_TIME_ZONE): Date {
  const p = zonedParts(now, timeZone);
  return zonedTimeToUtc(p.year, p.month, 1, 0, 0, timeZone);
}

export function startOfDay(now: Date, timeZone = BUSINESS_TIME_ZONE): Date {
  const p = zonedParts(now, timeZone);
  return zonedTimeToUtc(p.year, p.month, p.day, 0, 0, timeZone);
}

const TYPED = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})$/;
const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A visit time: 'YYYY-MM-DD HH:MM' (the schedule prompt; Central time) or an ISO-8601
 * timestamp with its offset (what the browser sends after reading the worker's own clock).
 * Returns null when it is neither or names an impossible date.
 */
export function parseVisitTime(input: string): Date | null {
  const text = (input ?? '').trim();
  const m = TYPED.exec(text);
  if (m) {
    const [year, month, day, hour, minute] = m.slice(1).map(Number);
    if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return null;
    const probe = new Date(Date.UTC(year, month - 1, day));
    if (probe.getUTCMonth() !== month - 1) return null;
    return zonedTimeToUtc(year, month, day, hour, minute);
  }
  if (ISO_WITH_ZONE.test(text)) {
    const d = new Date(text);
    return Number.isNaN(d.getTime()) ? null : d;
  }
  return null;
}
