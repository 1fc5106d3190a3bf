import { applyBasisPoints, formatDollars, type Cents } from './money';

/**
 * Tips: a client adds one to a paid job, 100% for the worker. Offered as 15%, 20% or 25% of
 * the service cost (or any amount), with the balance or up to 7 days after the job was paid.
 */
export const TIP_PERCENTS = [15, 20, 25] as const;
export type TipPercent = (typeof TIP_PERCENTS)[number];

/** The money limit a tip shares with an invoice line and a cost: $1,000,000. */
export const MAX_TIP_CENTS: Cents = 100_000_000;

/** How long after the job was paid a tip may still be added. */
export const TIP_WINDOW_DAYS = 7;
export const TIP_WINDOW_MS = TIP_WINDOW_DAYS * 24 * 60 * 60 * 1000;

/** A percentage of the service cost, in whole cents (half up): 20% of $140.00 is $28.00. */
export function tipOf(serviceCostCents: Cents, percent: number): Cents {
  return applyBasisPoints(serviceCostCents, percent * 100);
}

/** Why a tip amount cannot be taken, or null: whole cents, more than $0.00, at most the money limit. */
export function tipAmountProblem(tipCents: number, required: boolean): string | null {
  if (!Number.isSafeInteger(tipCents)) return 'A tip must be a whole number of cents';
  if (tipCents < 0 || (required && tipCents === 0)) return 'A tip must be more than $0.00';
  if (tipCents > MAX_TIP_CENTS) return `A tip cannot exceed ${formatDollars(MAX_TIP_CENTS)}`;
  return null;
}

/** Until when a job paid at `paidAt` may be tipped. */
export function tipOpenUntil(paidAt: Date): Date {
  return new Date(paidAt.getTime() + TIP_WINDOW_MS);
}
