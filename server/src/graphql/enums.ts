import { registerEnumType } from 'type-graphql';
import { REQUEST_STATUSES, DISPLAY_STATUSES, PRIORITIES } from '../domain/request-status';
import { PAYOUT_TIMINGS } from '../domain/billing';
import { LINE_ITEM_TYPES_LIST } from '../domain/invoice-types';

/**
 * The stored words the schema names as enums. Each GraphQL value is the word itself, so the
 * database, REST and GraphQL carry the same text and the client's generated types list them.
 */
export function wordEnum<const T extends string>(words: readonly T[]): { [K in T]: K } {
  return Object.fromEntries(words.map((w) => [w, w])) as { [K in T]: K };
}

export const RequestStatusEnum = wordEnum(REQUEST_STATUSES);
registerEnumType(RequestStatusEnum, { name: 'RequestStatus', description: 'A stored request status; changes only through the status machine' });

export const DisplayStatusEnum = wordEnum(DISPLAY_STATUSES);
registerEnumType(DisplayStatusEnum, { name: 'DisplayStatus', description: 'The status a person sees: a stored status, or awaiting_payment for an unpaid pending request' });

export const PriorityEnum = wordEnum(PRIORITIES);
registerEnumType(PriorityEnum, { name: 'Priority', description: 'How urgent a request is' });

export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const ApprovalStatusEnum = wordEnum(APPROVAL_STATUSES);
registerEnumType(ApprovalStatusEnum, { name: 'ApprovalStatus', description: "The admin's payment decision" });

export const PayoutTimingEnum = wordEnum(PAYOUT_TIMINGS);
registerEnumType(PayoutTimingEnum, {
  name: 'PayoutTiming',
  description: "When a worker's payout is released, by service cost (the server's payout rule)",
  valuesConfig: {
    instant: { description: 'Released on approval (service cost under $500)' },
    photo_review: { description: 'Released after photo review, about 24 h ($500 to $5,000)' },
    inspection_required: { description: 'Released after an in-person inspection (over $5,000)' },
  },
});

export const PAYOUT_STATUSES = ['pending', 'inspection_required', 'approved', 'paid'] as const;
export const PayoutStatusEnum = wordEnum(PAYOUT_STATUSES);
registerEnumType(PayoutStatusEnum, { name: 'PayoutStatus', description: "A worker payout's state" });

export const INVOICE_STATUSES = ['sent', 'pending_approval', 'approved'] as const;
export const InvoiceStatusEnum = wordEnum(INVOICE_STATUSES);
registerEnumType(InvoiceStatusEnum, { name: 'InvoiceStatus', description: "An invoice's approval state" });

export const PAYMENT_STATUSES = ['succeeded', 'declined', 'refunded'] as const;
export const PaymentStatusEnum = wordEnum(PAYMENT_STATUSES);
registerEnumType(PaymentStatusEnum, { name: 'PaymentStatus', description: 'What the gateway answered; refunded: a succeeded charge given back' });

export const PAYMENT_KINDS = ['consultation', 'balance'] as const;
/** Which payment a client makes: the values of Payment.kind. */
export const PaymentKindEnum = wordEnum(PAYMENT_KINDS);
registerEnumType(PaymentKindEnum, {
  name: 'PaymentKind',
  description: 'Which payment: the consultation fee or the service balance',
  valuesConfig: {
    consultation: { description: 'The $102.99 consultation fee of a pending request; the request then reaches workers and admins' },
    balance: { description: 'The service balance due once the job is billed, after the consultation credit' },
  },
});

export const BILLING_STATES = ['payment_due', 'awaiting_review', 'approved', 'rejected', 'covered'] as const;
export type BillingState = (typeof BILLING_STATES)[number];
export const BillingStateEnum = wordEnum(BILLING_STATES);
registerEnumType(BillingStateEnum, { name: 'BillingState', description: "Where a request's billing stands on the admin's invoice rows" });

export const PAYMENT_DUES = ['consultation', 'balance', 'none'] as const;
export type PaymentDue = (typeof PAYMENT_DUES)[number];
export const PaymentDueEnum = wordEnum(PAYMENT_DUES);
registerEnumType(PaymentDueEnum, { name: 'PaymentDue', description: 'What paying now would pay: the consultation fee, the service balance, or nothing' });

export const BILLING_ENTRY_STATUSES = ['paid', 'pending'] as const;
export const BillingEntryStatusEnum = wordEnum(BILLING_ENTRY_STATUSES);
registerEnumType(BillingEntryStatusEnum, { name: 'BillingEntryStatus', description: "Whether a line of the client's billing history is paid" });

export const BILLING_ENTRY_KINDS = ['consultation', 'service'] as const;
export const BillingEntryKindEnum = wordEnum(BILLING_ENTRY_KINDS);
registerEnumType(BillingEntryKindEnum, { name: 'BillingEntryKind', description: 'consultation: the fee only; service: an invoiced job' });

export const LineItemTypeEnum = wordEnum(LINE_ITEM_TYPES_LIST);
registerEnumType(LineItemTypeEnum, { name: 'LineItemType', description: 'What an invoice line bills' });
