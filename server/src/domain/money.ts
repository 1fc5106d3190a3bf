/**
 * Money is integer cents everywhere. These helpers are the only place that turns
 * cents into dollars (at the edges) or multiplies money by a rate.
 */
export type Cents = number;

export function assertCents(value: number, field = 'amount'): Cents {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${field} must be a whole number of cents`);
  return value;
}

/** Multiply cents by a rate given in basis points (1% = 100 bp), rounding half up. */
export function applyBasisPoints(cents: Cents, basisPoints: number): Cents {
  return roundHalfUp((cents * basisPoints) / 10000);
}

/** Round half up (away from zero for positives), the one rounding rule for money. */
export function roundHalfUp(value: number): number {
  const sign = value < 0 ? -1 : 1;
  // A small epsilon absorbs binary artefacts such as 1.005 * 100 = 100.49999.
  return sign * Math.floor(Math.abs(value) + 0.5 + 1e-9);
}

/** quantity is in hundredths (2.5 hours = 250), rate in cents: amount in cents. */
export function lineAmount(quantityHundredths: number, rateCents: Cents): Cents {
  return roundHalfUp((quantityHundredths * rateCents) / 100);
}

export function toDollars(cents: Cents | null | undefined): number | null {
  if (cents === null || cents === undefined) return null;
  return Math.round(cents) / 100;
}

/** Thousands separators; built once (toLocaleString builds a formatter on every call). */
const WHOLE_DOLLARS = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export function formatDollars(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = WHOLE_DOLLARS.format(Math.floor(abs / 100));
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Parse a dollar amount typed by a person or sent by an integration ("102.99", 102.99)
 * into cents. Rejects more than two decimals rather than guessing.
 */
export function parseDollars(input: string | number, field = 'amount'): Cents {
  const text = typeof input === 'number' ? String(input) : input.trim();
  if (!/^-?\d+(\.\d{1,2})?$/.test(text)) throw new RangeError(`${field} must be a dollar amount with at most two decimals`);
  const negative = text.startsWith('-');
  const [whole, frac = ''] = text.replace('-', '').split('.');
  const cents = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) throw new RangeError(`${field} is too large`);
  return negative ? -cents : cents;
}
