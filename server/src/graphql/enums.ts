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

// Words the schema described in prose before: output fields only. The inputs that take these
// words (a payment's method, a photo's kind...) stay strings checked by their service, so a
// wrong word gets the spec's message naming the field rather than GraphQL's enum error.

export const QUEUE_CHANGE_KINDS = ['paid', 'taken', 'released', 'changed', 'removed'] as const;
export type QueueChangeKind = (typeof QUEUE_CHANGE_KINDS)[number];
export const QueueChangeKindEnum = wordEnum(QUEUE_CHANGE_KINDS);
registerEnumType(QueueChangeKindEnum, { name: 'QueueChangeKind', description: 'What happened to a job in the open queue: paid (it entered), taken or removed (it left), released (given back), changed (edited)' });

export const EARNING_STATUSES = ['potential', 'pending', 'released'] as const;
export type EarningStatus = (typeof EARNING_STATUSES)[number];
export const EarningStatusEnum = wordEnum(EARNING_STATUSES);
registerEnumType(EarningStatusEnum, {
  name: 'EarningStatus',
  description: "Where a job's payout stands for the worker",
  valuesConfig: {
    potential: { description: 'Open work: what it would pay' },
    pending: { description: 'Finished; an admin has not released the payout yet' },
    released: { description: 'Payout approved or paid' },
  },
});

export const SEARCH_RESULT_KINDS = ['request', 'client', 'provider'] as const;
export type SearchResultKind = (typeof SEARCH_RESULT_KINDS)[number];
export const SearchResultKindEnum = wordEnum(SEARCH_RESULT_KINDS);
registerEnumType(SearchResultKindEnum, { name: 'SearchResultKind', description: "What an admin search result is" });

export const AUDIENCES = ['client', 'worker', 'admin'] as const;
export type Audience = (typeof AUDIENCES)[number];
export const AudienceEnum = wordEnum(AUDIENCES);
registerEnumType(AudienceEnum, { name: 'Audience', description: 'Which side of the marketplace a notification or message is for' });

export const NOTIFICATION_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type NotificationPriority = (typeof NOTIFICATION_PRIORITIES)[number];
export const NotificationPriorityEnum = wordEnum(NOTIFICATION_PRIORITIES);
registerEnumType(NotificationPriorityEnum, { name: 'NotificationPriority', description: 'How much a notification matters: urgent and high ones stand out in the bell' });

export const UPLOAD_KINDS = ['before', 'after', 'document'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];
export const UploadKindEnum = wordEnum(UPLOAD_KINDS);
registerEnumType(UploadKindEnum, { name: 'UploadKind', description: "A job photo taken before or after the work, or a worker's document" });

/**
 * queued: waiting to go out (due_at: when); sending: claimed by one process until due_at (its
 * lease); sent; failed: gave up (a permanent refusal, or every retry used); skipped_preference:
 * the person switched this off; skipped_no_address: no e-mail or phone to send to; cancelled:
 * no longer true when it was due (a reminder of a visit rescheduled or cancelled).
 */
export const MESSAGE_STATES = ['queued', 'sending', 'sent', 'failed', 'skipped_preference', 'skipped_no_address', 'cancelled'] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];
export const MessageStateEnum = wordEnum(MESSAGE_STATES);
registerEnumType(MessageStateEnum, { name: 'MessageState', description: 'Where an e-mail or text message stands' });

/**
 * The switches a person has. email / sms: the channel; reminders: appointment reminders
 * (clients); new_jobs: new-job alerts (workers, off unless they ask); marketing: marketing
 * e-mails (clients, off unless they ask; no marketing message is sent today).
 */
export const SWITCHES = ['email', 'sms', 'reminders', 'new_jobs', 'marketing'] as const;
export type SwitchName = (typeof SWITCHES)[number];
export const SwitchNameEnum = wordEnum(SWITCHES);
registerEnumType(SwitchNameEnum, { name: 'MessageSwitch', description: "One of a person's message switches" });

/** The ways a client pays (and saves a payment method). */
export const PAYMENT_METHODS = ['google_pay', 'apple_pay', 'card'] as const;
export type PaymentMethodKind = (typeof PAYMENT_METHODS)[number];
export const PaymentMethodKindEnum = wordEnum(PAYMENT_METHODS);
registerEnumType(PaymentMethodKindEnum, { name: 'PaymentMethodKind', description: 'Google Pay, Apple Pay or a card' });

/** How a recorded payment was made: a client's method, or simulated by an admin. */
export const RECORDED_PAYMENT_METHODS = [...PAYMENT_METHODS, 'simulated'] as const;
export type RecordedPaymentMethod = (typeof RECORDED_PAYMENT_METHODS)[number];
export const RecordedPaymentMethodEnum = wordEnum(RECORDED_PAYMENT_METHODS);
registerEnumType(RecordedPaymentMethodEnum, { name: 'PaymentMethodUsed', description: "How a payment was made: the client's method, or simulated by an admin" });

export const BANK_ACCOUNT_KINDS = ['checking', 'savings'] as const;
export type BankAccountKind = (typeof BANK_ACCOUNT_KINDS)[number];
export const BankAccountKindEnum = wordEnum(BANK_ACCOUNT_KINDS);
registerEnumType(BankAccountKindEnum, { name: 'BankAccountKind', description: 'A checking or savings account' });

export const INVOICE_EDITORS = ['worker', 'admin'] as const;
export type InvoiceEditor = (typeof INVOICE_EDITORS)[number];
export const InvoiceEditorEnum = wordEnum(INVOICE_EDITORS);
registerEnumType(InvoiceEditorEnum, { name: 'InvoiceEditor', description: 'Who last edited an invoice' });

export const MESSAGE_CHANNELS = ['email', 'sms'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];
export const MessageChannelEnum = wordEnum(MESSAGE_CHANNELS);
registerEnumType(MessageChannelEnum, { name: 'MessageChannel', description: 'An e-mail or a text message' });

export const WAITLIST_ROLES = ['client', 'worker'] as const;
export type WaitlistRole = (typeof WAITLIST_ROLES)[number];
export const WaitlistRoleEnum = wordEnum(WAITLIST_ROLES);
registerEnumType(WaitlistRoleEnum, { name: 'WaitlistRole', description: 'Whether a waitlisted person wants services or wants to work' });

/** The role a session acts as (a worker whose application is not approved yet is a pending_worker). */
export const SESSION_ROLES = ['client', 'worker', 'pending_worker', 'admin'] as const;
export const SessionRoleEnum = wordEnum(SESSION_ROLES);
registerEnumType(SessionRoleEnum, {
  name: 'SessionRole',
  description: 'The role a session acts as',
  valuesConfig: {
    client: { description: 'A client: requests services and pays for them' },
    worker: { description: 'An approved worker: takes and does jobs' },
    pending_worker: { description: 'A worker whose application is not approved yet' },
    admin: { description: 'An admin of the marketplace' },
  },
});

/** A worker's standing with the marketplace. */
export const PROVIDER_STATUS_WORDS = ['pending_approval', 'pending', 'available', 'approved', 'busy', 'offline', 'rejected', 'suspended'] as const;
export const ProviderStatusEnum = wordEnum(PROVIDER_STATUS_WORDS);
registerEnumType(ProviderStatusEnum, { name: 'ProviderStatus', description: "A worker's standing: pending_approval until an admin decides, then available (or busy, offline), rejected or suspended" });

/** Where a worker's document or background check stands. */
export const CHECK_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const CheckStatusEnum = wordEnum(CHECK_STATUSES);
registerEnumType(CheckStatusEnum, { name: 'CheckStatus', description: "Where one of a worker's checks (documents, background) stands" });

/** When a job photo was taken. */
export const PHOTO_KINDS = ['before', 'after'] as const;
export const PhotoKindEnum = wordEnum(PHOTO_KINDS);
registerEnumType(PhotoKindEnum, { name: 'PhotoKind', description: 'A job photo taken before or after the work' });

/** Who did something on a request's timeline or in the audit trail. */
export const ACTOR_ROLES = ['client', 'worker', 'admin', 'system'] as const;
export const ActorRoleEnum = wordEnum(ACTOR_ROLES);
registerEnumType(ActorRoleEnum, { name: 'ActorRole', description: 'Who acted: a client, a worker, an admin, or the system itself (reminders, refunds)' });

/** The statuses the admin's All Services list may be narrowed to: the displayed ones and active (every status of work under way). */
export const REQUEST_STATUS_FILTERS = [...DISPLAY_STATUSES, 'active'] as const;
export const RequestStatusFilterEnum = wordEnum(REQUEST_STATUS_FILTERS);
registerEnumType(RequestStatusFilterEnum, { name: 'RequestStatusFilter', description: 'A status to narrow a list of requests to: a displayed status, or active (scheduled or in progress)' });

/** Whether a request's consultation fee is paid. */
export const REQUEST_PAYMENT_STATUSES = ['unpaid', 'paid', 'refunded'] as const;
export const RequestPaymentStatusEnum = wordEnum(REQUEST_PAYMENT_STATUSES);
registerEnumType(RequestPaymentStatusEnum, { name: 'RequestPaymentStatus', description: "Whether a request's consultation fee is paid (refunded: given back when no worker took the job)" });
