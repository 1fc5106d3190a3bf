import { registerEnumType } from 'type-graphql';
import { wordEnum } from '../../domain/word-enum';

export const PAYMENT_STATUSES = ['succeeded', 'declined', 'refunded'] as const;
export const PaymentStatusEnum = wordEnum(PAYMENT_STATUSES);
registerEnumType(PaymentStatusEnum, { name: 'PaymentStatus', description: 'What the gateway answered; refunded: a succeeded charge given back' });

export const PAYMENT_KINDS = ['consultation', 'balance', 'tip'] as const;
/** The purposes processPayment takes: a tip is added with addTip. */
export const PROCESS_PAYMENT_KINDS = ['consultation', 'balance'] as const;
/** Which payment a client makes: the values of Payment.kind. */
export const PaymentKindEnum = wordEnum(PAYMENT_KINDS);
registerEnumType(PaymentKindEnum, {
  name: 'PaymentKind',
  description: 'Which payment: the consultation fee, the service balance or a tip',
  valuesConfig: {
    consultation: { description: 'The $102.99 consultation fee of a pending request; the request then reaches workers and admins' },
    balance: { description: 'The service balance due once the job is billed, after the consultation credit (with the tip added when paying it)' },
    tip: { description: 'A tip added after the job was paid (addTip), up to 7 days later: 100% for the worker' },
  },
});

/** The card brands a saved card may name. */
export const CARD_BRANDS = ['Visa', 'Mastercard', 'American Express', 'Discover'] as const;

/**
 * Where a consultation fee stands for the admin's billing screen, decided by the server
 * (consultationFeeStanding): awaiting_review is the only standing an admin can still approve
 * or reject; kept_on_cancel is a fee the client's cancel left with us by the cancellation
 * policy (a provider was already assigned), settled, with nothing left to decide.
 */
export const FEE_STANDINGS = ['awaiting_review', 'approved', 'rejected', 'declined', 'refunded', 'kept_on_cancel'] as const;
export type FeeStanding = (typeof FEE_STANDINGS)[number];
export const FeeStandingEnum = wordEnum(FEE_STANDINGS);
registerEnumType(FeeStandingEnum, {
  name: 'FeeStanding',
  description: "Where a consultation fee stands: only awaiting_review can be approved or rejected",
  valuesConfig: {
    awaiting_review: { description: 'Paid; an admin has not approved or rejected it yet' },
    approved: { description: 'Approved by an admin' },
    rejected: { description: 'Rejected by an admin' },
    declined: { description: 'The gateway declined it: nothing was taken' },
    refunded: { description: 'Given back to the client (a cancel before a provider was assigned, or no match in 7 days)' },
    kept_on_cancel: { description: 'The client cancelled after a provider was assigned: the fee is kept by the cancellation policy, settled, nothing to decide' },
  },
});

/** Where a consultation fee stands, from the payment and its request's status. */
export function consultationFeeStanding(p: { status: string; adminApprovalStatus: string }, requestStatus: string): FeeStanding {
  if (p.status === 'declined') return 'declined';
  if (p.status === 'refunded') return 'refunded';
  if (p.adminApprovalStatus === 'approved') return 'approved';
  if (p.adminApprovalStatus === 'rejected') return 'rejected';
  if (requestStatus === 'cancelled') return 'kept_on_cancel';
  return 'awaiting_review';
}
