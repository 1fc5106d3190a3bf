import { badInput, type FieldError } from './errors';

/** Collects field errors and throws them together, so a form shows every problem at once. */
export class Validator {
  private readonly errors: FieldError[] = [];

  check(ok: boolean, path: string, message: string): this {
    if (!ok && !this.errors.some((e) => e.path === path)) this.errors.push({ path, message });
    return this;
  }

  required(value: unknown, path: string, message: string): this {
    return this.check(typeof value === 'string' ? value.trim().length > 0 : value !== null && value !== undefined, path, message);
  }

  maxLength(value: string | null | undefined, max: number, path: string, label = path): this {
    return this.check(!value || value.length <= max, path, `${label} must be at most ${max} characters`);
  }

  /**
   * A word of a closed vocabulary: absent (null or undefined) is allowed here (the caller
   * defaults it); anything else must be one of the words exactly, so "", " " or a word in
   * another case is an error naming the field, never silently a default.
   */
  word(value: string | null | undefined, words: readonly string[], path: string, message = `Choose one of ${words.join(', ')}`): this {
    return this.check(value === null || value === undefined || words.includes(value), path, message);
  }

  get ok(): boolean {
    return this.errors.length === 0;
  }

  throwIfInvalid(): void {
    if (this.errors.length) throw badInput(this.errors);
  }
}

export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const isEmail = (v: string | null | undefined) => !!v && v.length <= 254 && EMAIL_RE.test(v.trim());
export const isPhone = (v: string | null | undefined) => !!v && /^[+()\-.\s\d]{7,20}$/.test(v.trim()) && (v.match(/\d/g)?.length ?? 0) >= 7;
export const isIsoDate = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`));
export const isHhMm = (v: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(v);

export const US_STATES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD',
  'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC',
  'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
] as const;
export const isUsState = (v: string | null | undefined) => !!v && (US_STATES as readonly string[]).includes(v);

/** Trim and collapse a free-text value; empty becomes null. */
export function clean(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const t = value.trim();
  return t.length ? t : null;
}
