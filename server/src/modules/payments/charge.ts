import type { Cents } from '../../domain/money';

/** What the gateway is asked to charge. */
export interface ChargeInput {
  amountCents: Cents;
  /** google_pay, apple_pay or card */
  method: string;
  /** a payment method token from the browser; the simulated gateway declines the token 'decline' */
  token?: string | null;
  /** the same key always gives the same charge, and charges at most once, across restarts */
  idempotencyKey: string;
  description: string;
  /** What the charge pays for, kept with it in the processor's records (as a processor's metadata). */
  reference?: { requestId: number; kind: string };
}

/** What the gateway answered for a charge. */
export interface ChargeResult {
  status: 'succeeded' | 'declined';
  transactionId: string | null;
  failureReason: string | null;
  /** Cents of this charge given back so far: a charge with any refund can never pay for anything. */
  refundedCents: Cents;
}
