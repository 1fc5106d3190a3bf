import { registerEnumType } from 'type-graphql';
import { wordEnum } from './word-enum';
import { REQUEST_STATUSES, DISPLAY_STATUSES, PRIORITIES } from './request-status';
import { PAYOUT_TIMINGS } from './billing';

/**
 * Words several modules share, as stored and as the GraphQL schema names them (each value is the
 * word itself). A word one module owns lives beside that module's entity, in its *-words.ts.
 *
 * Words the schema described in prose before are output fields only. The inputs that take these
 * words (a payment's method, a photo's kind...) stay strings checked by their service, so a
 * wrong word gets the spec's message naming the field rather than GraphQL's enum error.
 */
export const RequestStatusEnum = wordEnum(REQUEST_STATUSES);
registerEnumType(RequestStatusEnum, { name: 'RequestStatus', description: 'A stored request status; changes only through the status machine' });

export const DisplayStatusEnum = wordEnum(DISPLAY_STATUSES);
registerEnumType(DisplayStatusEnum, { name: 'DisplayStatus', description: 'The status a person sees: a stored status, or awaiting_payment for an unpaid pending request' });

export const PriorityEnum = wordEnum(PRIORITIES);
registerEnumType(PriorityEnum, { name: 'Priority', description: 'How urgent a request is' });

export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
/** An admin's decision on a payment, a request's billing or a payout. */
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];
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

export const PAYMENT_DUES = ['consultation', 'balance', 'none'] as const;
export type PaymentDue = (typeof PAYMENT_DUES)[number];
export const PaymentDueEnum = wordEnum(PAYMENT_DUES);
registerEnumType(PaymentDueEnum, { name: 'PaymentDue', description: 'What paying now would pay: the consultation fee, the service balance, or nothing' });

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

/** A worker's standing with the marketplace. */
export const PROVIDER_STATUS_WORDS = ['pending_approval', 'pending', 'available', 'approved', 'busy', 'offline', 'rejected', 'suspended'] as const;
export const ProviderStatusEnum = wordEnum(PROVIDER_STATUS_WORDS);
registerEnumType(ProviderStatusEnum, { name: 'ProviderStatus', description: "A worker's standing: pending_approval until an admin decides, then available (or busy, offline), rejected or suspended" });

/** Where a worker's document or background check stands. */
export const CHECK_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const CheckStatusEnum = wordEnum(CHECK_STATUSES);
registerEnumType(CheckStatusEnum, { name: 'CheckStatus', description: "Where one of a worker's checks (documents, background) stands" });

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
