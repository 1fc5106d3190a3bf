import type { PaymentKind } from './payment.entity';
import { formatDollars, type Cents } from '../../domain/money';
import { requestNumber } from '../../domain/request-number';

/** What a payment notice is about. */
export interface PaymentFacts {
  requestId: number;
  title: string;
  amountCents: Cents;
  kind: PaymentKind;
}

const WHAT: Record<PaymentKind, string> = { consultation: 'consultation fee', balance: 'service balance', tip: 'tip' };

/** How a charge reads on the statement and in receipts. */
export const PAYMENT_LABELS: Record<PaymentKind, string> = { consultation: 'Consultation fee', balance: 'Service balance', tip: 'Tip' };

/** The texts of the notices a payment sends, each beside its kind (message-kinds.ts says who gets which, on which channels). */
export const PAYMENT_NOTICES = {
  /** To the payer, when the processor declines. */
  payment_declined: (p: PaymentFacts, reason: string) => ({
    title: 'Payment Declined',
    message: `Your ${WHAT[p.kind]} payment of ${formatDollars(p.amountCents)} for request ${requestNumber(p.requestId)} was declined: ${reason.replace(/[.\s]+$/, '')}. Nothing was charged.`,
  }),
  /** To the payer of the consultation fee: the request is in the queue. */
  request_submitted_paid: (p: PaymentFacts) => ({
    title: 'Request Confirmed',
    message: `Request ${requestNumber(p.requestId)} "${p.title}" is confirmed and in the service queue. We will contact you within 24-48 hours.`,
  }),
  /** The consultation fee's receipt. */
  payment_processed: (p: PaymentFacts) => ({
    title: 'Payment Processed',
    message: `Your payment of ${formatDollars(p.amountCents)} for request ${requestNumber(p.requestId)} was processed.`,
  }),
  /** The balance paid: the job paid in full (one notice, one e-mail). */
  payment_success: (p: PaymentFacts) => ({
    title: 'Paid in Full',
    message: `Your payment of ${formatDollars(p.amountCents)} for request ${requestNumber(p.requestId)} was received: "${p.title}" is paid in full.`,
  }),
  /** To the admins: the fee (the request waits for a worker), the balance (it waits for approval) or a tip (the worker's). */
  payment_received: (p: PaymentFacts) =>
    p.kind === 'consultation'
      ? { title: 'Consultation Fee Paid', message: `Request ${requestNumber(p.requestId)} "${p.title}" is paid and waiting for a worker.` }
      : p.kind === 'tip'
        ? { title: 'Tip Added', message: `Request ${requestNumber(p.requestId)} got a tip of ${formatDollars(p.amountCents)}, 100% for the worker.` }
        : { title: 'Service Balance Paid', message: `Request ${requestNumber(p.requestId)} balance of ${formatDollars(p.amountCents)} paid; awaiting admin approval.` },
  /** The tip's receipt, to the payer. */
  tip_added: (p: PaymentFacts) => ({
    title: 'Tip Sent',
    message: `Your tip of ${formatDollars(p.amountCents)} for request ${requestNumber(p.requestId)} was processed: all of it goes to your worker.`,
  }),
  /** To the worker on the job. */
  tip_received: (p: PaymentFacts) => ({
    title: 'You Got a Tip',
    message: `The client of request ${requestNumber(p.requestId)} "${p.title}" tipped you ${formatDollars(p.amountCents)}. It is added to your payout.`,
  }),
} as const;
