import crypto from 'node:crypto';
import type { Cents } from '../../domain/money';
import type { GatewayLedger } from './gateway-ledger';
import { MemoryGatewayLedger } from './gateway-ledger';
import type { ChargeInput, ChargeResult } from './charge';

export interface RefundOptions {
  /** The same key always gives the same refund, and refunds at most once. */
  idempotencyKey?: string;
  /** Part of the charge; the whole charge when unset. */
  amountCents?: Cents;
}

export interface RefundResult {
  refundId: string;
}

/** Where money moves. Production would put a processor behind this; tests and demos use the simulation. */
export interface PaymentGateway {
  /** Charges once per idempotency key; the same key answers the same charge, as it stands now (refunds included). */
  charge(input: ChargeInput): Promise<ChargeResult>;
  /** The charge made under a key, as it stands now, or null when none was made (nothing is charged). */
  lookup(idempotencyKey: string): Promise<ChargeResult | null>;
  /** Gives back a charge that must not stand (a lost race, a fee we promised to refund); idempotent per key. */
  refund(transactionId: string, reason: string, options?: RefundOptions): Promise<RefundResult>;
}

/**
 * The simulated processor: succeeds with ids like `sim_3f9c...`, and declines when the payment
 * method token is 'decline' or when the amount ends in .13 (e.g. $1.13). Charges and refunds
 * are idempotent per key for as long as its ledger lives: the app's ledger is a table of its
 * own, so keys hold across restarts and API processes, as a real processor's do
 * (`gateway-ledger.ts`). `charges` and `refunds` list what this instance did, for tests.
 */
export class SimulatedGateway implements PaymentGateway {
  readonly refunds: { transactionId: string; reason: string; idempotencyKey: string | null; amountCents: Cents | null; refundId: string }[] = [];
  readonly charges: (ChargeInput & { transactionId: string })[] = [];

  constructor(readonly ledger: GatewayLedger = new MemoryGatewayLedger()) {}

  async charge(input: ChargeInput): Promise<ChargeResult> {
    const declined = input.token === 'decline' || input.amountCents % 100 === 13;
    const proposed = declined
      ? { status: 'declined' as const, transactionId: null, failureReason: 'Your card was declined.' }
      : { status: 'succeeded' as const, transactionId: `sim_${crypto.randomBytes(12).toString('hex')}`, failureReason: null };
    const { result, created } = await this.ledger.recordCharge(input, proposed);
    if (created && result.transactionId) this.charges.push({ ...input, transactionId: result.transactionId });
    return result;
  }

  lookup(idempotencyKey: string): Promise<ChargeResult | null> {
    return this.ledger.findCharge(idempotencyKey);
  }

  async refund(transactionId: string, reason: string, options: RefundOptions = {}): Promise<RefundResult> {
    const key = options.idempotencyKey ?? `refund:${crypto.randomBytes(12).toString('hex')}`;
    const proposedId = `sim_re_${crypto.randomBytes(12).toString('hex')}`;
    const { refundId, created } = await this.ledger.recordRefund({ refundKey: key, refundId: proposedId, transactionId, reason, amountCents: options.amountCents ?? null });
    if (created) this.refunds.push({ transactionId, reason, idempotencyKey: options.idempotencyKey ?? null, amountCents: options.amountCents ?? null, refundId });
    return { refundId };
  }
}

let override: PaymentGateway | null = null;

/** The gateway a test (or an integration) put in place of the app's own, if any. */
export function paymentGatewayOverride(): PaymentGateway | null {
  return override;
}

/** Replace the gateway of apps created from now on (a real processor, or a test double); null restores the app's own. */
export function setPaymentGateway(next: PaymentGateway | null): void {
  override = next;
}
