import crypto from 'node:crypto';
import type { Cents } from '../../domain/money';

export interface ChargeInput {
  amountCents: Cents;
  /** google_pay, apple_pay or card */
  method: string;
  /** a payment method token from the browser; the simulated gateway declines the token 'decline' */
  token?: string | null;
  /** the same key always gives the same result, and charges at most once */
  idempotencyKey: string;
  description: string;
}

export interface RefundOptions {
  /** The same key always gives the same refund, and refunds at most once. */
  idempotencyKey?: string;
  /** Part of the charge; the whole charge when unset. */
  amountCents?: Cents;
}

export interface RefundResult {
  refundId: string;
}

export interface ChargeResult {
  status: 'succeeded' | 'declined';
  transactionId: string | null;
  failureReason: string | null;
}

/** Where money moves. Production would put a processor behind this; tests and demos use the simulation. */
export interface PaymentGateway {
  charge(input: ChargeInput): Promise<ChargeResult>;
  /** Gives back a charge that must not stand (a lost race, a fee we promised to refund); idempotent per key. */
  refund(transactionId: string, reason: string, options?: RefundOptions): Promise<RefundResult>;
}

/**
 * The simulated gateway: succeeds with ids like `sim_3f9c...`, and declines when the payment
 * method token is 'decline' or when the amount ends in .13 (e.g. $1.13). Charges and refunds
 * are idempotent per key (within this process, as a processor is across its clients).
 */
export class SimulatedGateway implements PaymentGateway {
  private readonly results = new Map<string, ChargeResult>();
  readonly refunds: { transactionId: string; reason: string; idempotencyKey: string | null; amountCents: Cents | null; refundId: string }[] = [];
  private readonly refundResults = new Map<string, RefundResult>();
  readonly charges: (ChargeInput & { transactionId: string })[] = [];

  async charge(input: ChargeInput): Promise<ChargeResult> {
    const known = this.results.get(input.idempotencyKey);
    if (known) return known;
    let result: ChargeResult;
    if (input.token === 'decline' || input.amountCents % 100 === 13) {
      result = { status: 'declined', transactionId: null, failureReason: 'Your card was declined.' };
    } else {
      const transactionId = `sim_${crypto.randomBytes(12).toString('hex')}`;
      this.charges.push({ ...input, transactionId });
      result = { status: 'succeeded', transactionId, failureReason: null };
    }
    this.results.set(input.idempotencyKey, result);
    return result;
  }

  async refund(transactionId: string, reason: string, options: RefundOptions = {}): Promise<RefundResult> {
    const key = options.idempotencyKey ?? null;
    const known = key ? this.refundResults.get(key) : undefined;
    if (known) return known;
    const result = { refundId: `sim_re_${crypto.randomBytes(12).toString('hex')}` };
    this.refunds.push({ transactionId, reason, idempotencyKey: key, amountCents: options.amountCents ?? null, refundId: result.refundId });
    if (key) this.refundResults.set(key, result);
    return result;
  }
}

let gateway: PaymentGateway = new SimulatedGateway();

/** The app-wide gateway (the simulation unless replaced). */
export function paymentGateway(): PaymentGateway {
  return gateway;
}

/** Replace the gateway (a real processor, or a test double). */
export function setPaymentGateway(next: PaymentGateway): void {
  gateway = next;
}
