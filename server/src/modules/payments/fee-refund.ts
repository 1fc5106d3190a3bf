import type { EntityManager } from '@mikro-orm/postgresql';
import { Payment } from './payment.entity';
import type { PaymentGateway } from './payment-gateway';
import type { Viewer } from '../auth/viewer';
import { audit } from '../audit/audit.service';
import type { FeeRefundDecision, FeeRefunds } from '../requests/client-request-changes.service';

/** Why a fee was refunded, as the audit records it: no worker within 7 days, or the client cancelled before one was assigned. */
export type FeeRefundReason = 'no_match_7_days' | 'cancelled_before_assignment';

/**
 * Inside the caller's transaction (the request row locked by the caller): the request's
 * succeeded consultation fee marked refunded, audited. Its refund id stays empty until the
 * processor confirms (refundFeeAtProcessor, after the commit); null when the request has no
 * consultation payment the processor can refund.
 */
export async function decideFeeRefund(
  tx: EntityManager,
  viewer: Viewer | null,
  requestId: number,
  now: Date,
  reason: FeeRefundReason,
  extra: Record<string, unknown> = {},
): Promise<FeeRefundDecision | null> {
  const payment = await tx.findOne(Payment, { request: requestId, kind: 'consultation', status: 'succeeded' }, { orderBy: { id: 'desc' } });
  if (!payment?.gatewayTransactionId) return null;
  await tx.nativeUpdate(Payment, { id: payment.id, status: 'succeeded' }, { status: 'refunded', refundedAt: now, refundId: null });
  audit(tx, viewer, {
    action: 'fee_refunded',
    entityType: 'payment',
    entityId: payment.id,
    requestId,
    amountCents: payment.amountCents,
    before: { status: 'succeeded', paymentStatus: 'paid' },
    after: { status: 'refunded', paymentStatus: 'refunded', refundKey: `fee-refund:${payment.id}`, reason, ...extra },
  });
  return { paymentId: payment.id, transactionId: payment.gatewayTransactionId, amountCents: payment.amountCents };
}

/** Asks the processor to refund one decided fee (idempotent per payment: the key is the payment's) and records its refund id. */
export async function refundFeeAtProcessor(em: EntityManager, gateway: PaymentGateway, d: FeeRefundDecision, reason: string): Promise<void> {
  const { refundId } = await gateway.refund(d.transactionId, reason, { idempotencyKey: `fee-refund:${d.paymentId}`, amountCents: d.amountCents });
  await em.fork().nativeUpdate(Payment, { id: d.paymentId, refundId: null }, { refundId });
}

/** The consultation-fee refunds a client's cancel asks for (ClientRequestChangesService takes it: requests sit below payments). */
export class CancelFeeRefunds implements FeeRefunds {
  constructor(
    private readonly em: EntityManager,
    private readonly gateway: PaymentGateway,
  ) {}

  decide(tx: EntityManager, viewer: Viewer, requestId: number, now: Date): Promise<FeeRefundDecision | null> {
    return decideFeeRefund(tx, viewer, requestId, now, 'cancelled_before_assignment');
  }

  confirm(d: FeeRefundDecision): Promise<void> {
    return refundFeeAtProcessor(this.em, this.gateway, d, 'The client cancelled the request before a provider was assigned');
  }
}
