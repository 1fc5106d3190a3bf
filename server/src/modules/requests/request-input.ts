import { clean, isIsoDate } from '../../shared/validate';

export const TIME_WINDOWS = ['morning', 'afternoon', 'evening', 'specific'] as const;

/** The earliest calendar date anywhere on earth right now (UTC-12): a preferred date may not be before it. */
export function earliestToday(now = new Date()): string {
  return new Date(now.getTime() - 12 * 3600_000).toISOString().slice(0, 10);
}

/** A title starting with 'Custom' is replaced by the custom title when one is given. */
export function finalTitle(title: string, customTitle?: string | null): string {
  const t = title.trim();
  const c = clean(customTitle);
  return /^custom/i.test(t) && c ? c : t;
}

/** YYYY-MM-DD that names a real calendar day (no 31 February). */
export function isRealDate(v: string): boolean {
  return isIsoDate(v) && new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v;
}

/** A status in words ('in_progress' -> 'in progress'). */
export const statusWords = (s: string) => s.replace(/_/g, ' ');
