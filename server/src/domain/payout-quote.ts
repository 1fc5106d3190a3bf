import { payoutTiming, serviceCostOf, workerPayout, type PayoutTiming } from './billing';
import { CONSULTATION_FEE_CENTS, SPECIAL_WORKER_EARNINGS_CENTS } from './constants';

export interface PayoutQuote {
  serviceCostCents: number;
  amountCents: number;
  tipCents: number;
  timing: PayoutTiming;
}

/**
 * What a worker is owed for a request: 90% of the service cost (the $100 Special: $78.25)
 * plus tips, with its timing (under $500 instant, $500-$5,000 photo review, over $5,000
 * in-person inspection).
 */
/** The request fields a payout quote reads. */
export interface PayoutQuoteRequest {
  hundredDollarSpecial: boolean;
  tipCents: number;
  actualCostCents: number | null;
  estimatedCostCents: number | null;
}

export function quotePayout(r: PayoutQuoteRequest, latestInvoiceCents: number | null): PayoutQuote {
  if (r.hundredDollarSpecial) {
    return { serviceCostCents: CONSULTATION_FEE_CENTS, amountCents: SPECIAL_WORKER_EARNINGS_CENTS + r.tipCents, tipCents: r.tipCents, timing: 'instant' };
  }
  const cost = serviceCostOf({ latestInvoiceCents, actualCostCents: r.actualCostCents, estimatedCostCents: r.estimatedCostCents });
  return { serviceCostCents: cost, amountCents: workerPayout(cost) + r.tipCents, tipCents: r.tipCents, timing: payoutTiming(cost) };
}
