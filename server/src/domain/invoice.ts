import { lineAmount, roundHalfUp, type Cents } from './money';
import { LINE_ITEM_TYPES_LIST } from './invoice-types';
import type { FieldError } from '../shared/errors';

export interface LineInput {
  type: string;
  description: string;
  /** units, may have two decimals (2.5 hours) */
  quantity: number;
  /** dollars per unit, at most two decimals, or cents when rateCents is given */
  rateCents: number;
}

export interface ComputedLine {
  type: string;
  description: string;
  quantityHundredths: number;
  rateCents: Cents;
  amountCents: Cents;
  position: number;
}

export const MAX_LINES = 50;
export const MAX_LINE_AMOUNT_CENTS = 100_000_000; // $1,000,000 per line
/** An invoice's subtotal at most (and so every money figure derived from it stays well inside a safe integer). */
export const MAX_INVOICE_SUBTOTAL_CENTS = 100_000_000; // $1,000,000 per invoice
export const LINE_LIMIT_MESSAGE = 'A line cannot exceed $1,000,000';
export const INVOICE_LIMIT_MESSAGE = 'An invoice cannot exceed $1,000,000 in total';

/**
 * Validates and prices invoice lines: at least one line, known types, quantity >= 0 with at
 * most two decimals, rate >= 0 in whole cents, amount = quantity x rate (half up per line),
 * each line and the subtotal at most $1,000,000.
 * Returns field errors (path lineItems.N.field) instead of throwing, so callers add their own.
 */
export function computeLines(lines: LineInput[]): { lines: ComputedLine[]; subtotalCents: Cents; errors: FieldError[] } {
  const errors: FieldError[] = [];
  if (!Array.isArray(lines) || lines.length === 0) errors.push({ path: 'lineItems', message: 'An invoice needs at least one line item' });
  if (lines.length > MAX_LINES) errors.push({ path: 'lineItems', message: `An invoice can have at most ${MAX_LINES} line items` });
  const computed: ComputedLine[] = [];
  (lines ?? []).slice(0, MAX_LINES).forEach((l, i) => {
    const p = `lineItems.${i}`;
    if (!(LINE_ITEM_TYPES_LIST as readonly string[]).includes(l.type)) errors.push({ path: `${p}.type`, message: `Type must be one of ${LINE_ITEM_TYPES_LIST.join(', ')}` });
    const description = (l.description ?? '').trim();
    if (!description) errors.push({ path: `${p}.description`, message: 'Description is required' });
    if (description.length > 300) errors.push({ path: `${p}.description`, message: 'Description must be at most 300 characters' });
    const qh = roundHalfUp(l.quantity * 100);
    if (!Number.isFinite(l.quantity) || l.quantity < 0 || Math.abs(l.quantity * 100 - qh) > 1e-6 || qh > 1_000_000) {
      errors.push({ path: `${p}.quantity`, message: 'Quantity must be a number from 0 with at most two decimals' });
    }
    if (!Number.isSafeInteger(l.rateCents) || l.rateCents < 0) errors.push({ path: `${p}.rate`, message: 'Rate must be a dollar amount from 0 with at most two decimals' });
    const amount = Number.isSafeInteger(l.rateCents) && l.rateCents >= 0 && qh >= 0 ? lineAmount(qh, l.rateCents) : 0;
    if (amount > MAX_LINE_AMOUNT_CENTS) errors.push({ path: `${p}.amount`, message: LINE_LIMIT_MESSAGE });
    computed.push({ type: l.type, description, quantityHundredths: qh, rateCents: l.rateCents, amountCents: amount, position: i });
  });
  const subtotalCents = computed.reduce((s, l) => s + l.amountCents, 0);
  if (subtotalCents > MAX_INVOICE_SUBTOTAL_CENTS && !errors.some((e) => e.path.endsWith('.amount'))) errors.push({ path: 'lineItems', message: INVOICE_LIMIT_MESSAGE });
  return { lines: computed, subtotalCents, errors };
}

/** INV-{requestId}-{year}; a further invoice of the same request and year gets -2, -3, ... */
export function invoiceNumber(requestId: number, year: number, existingCount: number): string {
  const base = `INV-${requestId}-${year}`;
  return existingCount === 0 ? base : `${base}-${existingCount + 1}`;
}
