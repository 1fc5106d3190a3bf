import {
  CONSULTATION_FEE_CENTS,
  CONSULTATION_PROCESSING_FEE_CENTS,
  CONSULTATION_TOTAL_CENTS,
  PAYOUT_INSTANT_LIMIT_CENTS,
  PAYOUT_PHOTO_REVIEW_LIMIT_CENTS,
  PLATFORM_FEE_BP,
  SALES_TAX_BP,
  SERVICE_PROCESSING_FEE_CENTS,
  SPECIAL_WORKER_EARNINGS_CENTS,
  WORKER_PAYOUT_BP,
} from './constants';
import { applyBasisPoints, type Cents } from './money';

/** The dual-transaction billing breakdown of one request (spec part 2 s9; DESIGN fees). */
export interface BillingBreakdown {
  consultationFeeCents: Cents;
  consultationTotalCents: Cents;
  serviceCostCents: Cents;
  platformFeeCents: Cents;
  salesTaxCents: Cents;
  processingFeeCents: Cents;
  tipCents: Cents;
  serviceTotalCents: Cents;
  consultationCreditCents: Cents;
  balanceDueCents: Cents;
  combinedTotalCents: Cents;
  workerPayoutCents: Cents;
  hundredDollarSpecial: boolean;
}

export interface BillingInput {
  serviceCostCents: Cents;
  tipCents?: Cents;
  hundredDollarSpecial?: boolean;
  /**
   * The consultation fee this request carries (its appointmentFeeCents): the $100 fee, or 0
   * for a recurring series' later visit, whose fee the first visit paid once for the series.
   * The balance credits only the fee this request carries.
   */
  consultationFeeCents?: Cents;
}

export function billingBreakdown({ serviceCostCents, tipCents = 0, hundredDollarSpecial = false, consultationFeeCents = CONSULTATION_FEE_CENTS }: BillingInput): BillingBreakdown {
  if (consultationFeeCents !== CONSULTATION_FEE_CENTS) return visitBreakdown(serviceCostCents, tipCents);
  if (hundredDollarSpecial) {
    return {
      consultationFeeCents: CONSULTATION_FEE_CENTS,
      consultationTotalCents: CONSULTATION_TOTAL_CENTS,
      serviceCostCents: CONSULTATION_FEE_CENTS,
      platformFeeCents: 0,
      salesTaxCents: 0,
      processingFeeCents: 0,
      tipCents,
      serviceTotalCents: CONSULTATION_FEE_CENTS,
      consultationCreditCents: CONSULTATION_FEE_CENTS,
      balanceDueCents: tipCents,
      combinedTotalCents: CONSULTATION_TOTAL_CENTS + tipCents,
      workerPayoutCents: SPECIAL_WORKER_EARNINGS_CENTS + tipCents,
      hundredDollarSpecial: true,
    };
  }
  const { platformFeeCents, salesTaxCents, processingFeeCents, serviceTotalCents } = serviceCharges(serviceCostCents, tipCents);
  const consultationCreditCents = Math.min(CONSULTATION_FEE_CENTS, serviceTotalCents);
  const balanceDueCents = Math.max(0, serviceTotalCents - CONSULTATION_FEE_CENTS);
  return {
    consultationFeeCents: CONSULTATION_FEE_CENTS,
    consultationTotalCents: CONSULTATION_TOTAL_CENTS,
    serviceCostCents,
    platformFeeCents,
    salesTaxCents,
    processingFeeCents,
    tipCents,
    serviceTotalCents,
    consultationCreditCents,
    balanceDueCents,
    combinedTotalCents: CONSULTATION_TOTAL_CENTS + balanceDueCents,
    workerPayoutCents: workerPayout(serviceCostCents) + tipCents,
    hundredDollarSpecial: false,
  };
}

/** What the service itself costs the client: the platform fee, the tax on service and fee, the processing fee, and the total with the tip. */
function serviceCharges(serviceCostCents: Cents, tipCents: Cents) {
  const platformFeeCents = applyBasisPoints(serviceCostCents, PLATFORM_FEE_BP);
  const salesTaxCents = applyBasisPoints(serviceCostCents + platformFeeCents, SALES_TAX_BP);
  const processingFeeCents = SERVICE_PROCESSING_FEE_CENTS;
  return { platformFeeCents, salesTaxCents, processingFeeCents, serviceTotalCents: serviceCostCents + platformFeeCents + salesTaxCents + processingFeeCents + tipCents };
}

/**
 * A series' later visit: no consultation fee of its own (the series paid it once), so no
 * credit; the whole service total is the balance. The $100 Special is a first visit's.
 */
function visitBreakdown(serviceCostCents: Cents, tipCents: Cents): BillingBreakdown {
  const { platformFeeCents, salesTaxCents, processingFeeCents, serviceTotalCents } = serviceCharges(serviceCostCents, tipCents);
  return {
    consultationFeeCents: 0,
    consultationTotalCents: 0,
    serviceCostCents,
    platformFeeCents,
    salesTaxCents,
    processingFeeCents,
    tipCents,
    serviceTotalCents,
    consultationCreditCents: 0,
    balanceDueCents: serviceTotalCents,
    combinedTotalCents: serviceTotalCents,
    workerPayoutCents: workerPayout(serviceCostCents) + tipCents,
    hundredDollarSpecial: false,
  };
}

export function workerPayout(serviceCostCents: Cents): Cents {
  return applyBasisPoints(serviceCostCents, WORKER_PAYOUT_BP);
}

export const PAYOUT_TIMINGS = ['instant', 'photo_review', 'inspection_required'] as const;
export type PayoutTiming = (typeof PAYOUT_TIMINGS)[number];

/** Under $500 instant; $500 to $5,000 after photo review; over $5,000 after in-person inspection. */
export function payoutTiming(serviceCostCents: Cents): PayoutTiming {
  if (serviceCostCents < PAYOUT_INSTANT_LIMIT_CENTS) return 'instant';
  if (serviceCostCents <= PAYOUT_PHOTO_REVIEW_LIMIT_CENTS) return 'photo_review';
  return 'inspection_required';
}

/** Service cost: latest invoice's final amount, else actual cost, else estimated cost, else 0. */
export function serviceCostOf(r: { latestInvoiceCents?: Cents | null; actualCostCents?: Cents | null; estimatedCostCents?: Cents | null }): Cents {
  return r.latestInvoiceCents ?? r.actualCostCents ?? r.estimatedCostCents ?? 0;
}

/** One line of what a payer is asked for: a label and a signed amount (a credit is negative). */
export interface ChargeLine {
  label: string;
  amountCents: Cents;
}

/** "12%", "9.75%": basis points as a person reads them. */
function percentOf(bp: number): string {
  return `${(bp / 100).toString()}%`;
}

/** The consultation fee's lines: the fee and its processing fee (they add up to CONSULTATION_TOTAL_CENTS). */
export function consultationLines(): ChargeLine[] {
  return [
    { label: 'Consultation fee', amountCents: CONSULTATION_FEE_CENTS },
    { label: 'Processing fee', amountCents: CONSULTATION_PROCESSING_FEE_CENTS },
  ];
}

/**
 * The service balance's lines from one breakdown: the service, its fees and tax, the tip,
 * less the consultation credit. They add up to balanceDueCents (total - min($100, total)).
 */
export function balanceLines(b: BillingBreakdown): ChargeLine[] {
  const lines: ChargeLine[] = [{ label: b.hundredDollarSpecial ? '$100 Special' : 'Service cost', amountCents: b.serviceCostCents }];
  if (b.platformFeeCents) lines.push({ label: `Platform fee (${percentOf(PLATFORM_FEE_BP)})`, amountCents: b.platformFeeCents });
  if (b.salesTaxCents) lines.push({ label: `Sales tax (${percentOf(SALES_TAX_BP)})`, amountCents: b.salesTaxCents });
  if (b.processingFeeCents) lines.push({ label: 'Processing fee', amountCents: b.processingFeeCents });
  if (b.tipCents) lines.push({ label: 'Tip', amountCents: b.tipCents });
  lines.push({ label: 'Consultation fee credit', amountCents: -b.consultationCreditCents });
  return lines;
}
