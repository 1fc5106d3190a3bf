/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Who acted: a client, a worker, an admin, or the system itself (reminders, refunds) */
export type ActorRole =
  /** An admin */
  | 'admin'
  /** The client */
  | 'client'
  /** The system itself (reminders, refunds) */
  | 'system'
  /** The worker */
  | 'worker';

/** A payment method to save (no card number: a brand and the last four digits) */
export type AddPaymentMethodInput = {
  /** Card brand */
  brand?: string | null | undefined;
  /** apple_pay, google_pay or card */
  kind: PaymentMethodKind;
  /** Text to show */
  label?: string | null | undefined;
  /** The last 4 digits only; no card number is sent or stored */
  last4?: string | null | undefined;
};

/** An admin edit: auto-approved, a reason is required */
export type AdminEditInvoiceInput = {
  /** Why the invoice was edited */
  editReason?: string | null | undefined;
  /** The invoice version the admin edited; a newer one is a CONFLICT */
  expectedVersion?: number | null | undefined;
  /** The invoice's id */
  invoiceId: string | number;
  /** The invoice lines */
  lineItems: Array<AdminInvoiceLineInput>;
  /** Notes */
  notes?: string | null | undefined;
};

/** One invoice line as an admin edits it (rate in cents) */
export type AdminInvoiceLineInput = {
  /** Description */
  description: string;
  /** units, at most two decimals */
  quantity: number;
  /** rate per unit in cents */
  rateCents: number;
  /** labor, material, mileage, fee or custom */
  type: LineItemType;
};

/** An action an admin may take on a request now */
export type AdminRequestAction =
  /** Approve the payment and release the payout (approvePayment) */
  | 'approve_payment'
  /** Assign a worker (assignWorker): the request is paid, pending and unassigned */
  | 'assign_worker'
  /** Reject the payment (rejectPayment) */
  | 'reject_payment'
  /** Record the client paying what is due (adminSimulateClientPayment): the fee, or a billed balance */
  | 'simulate_client_payment';

/** The admin's payment decision */
export type ApprovalStatus =
  /** Approved */
  | 'approved'
  /** Waiting for the admin */
  | 'pending'
  /** Rejected */
  | 'rejected';

/** The worker's bank account for payouts */
export type BankAccountInput = {
  /** The account holder's name */
  accountHolderName: string;
  /** 4 to 17 digits; leave empty to keep the stored one */
  accountNumber?: string | null | undefined;
  /** checking or savings */
  accountType: BankAccountKind;
  /** The bank's name */
  bankName: string;
  /** 9 digits; leave empty to keep the stored one */
  routingNumber?: string | null | undefined;
};

/** A checking or savings account */
export type BankAccountKind =
  /** A checking account */
  | 'checking'
  /** A savings account */
  | 'savings';

/** Whether a line of the client's billing history is paid, still owed (pending) or was refunded */
export type BillingEntryStatus =
  /** Paid */
  | 'paid'
  /** Not paid yet */
  | 'pending'
  /** Refunded: a cancelled request whose consultation fee was given back (it counts nothing spent) */
  | 'refunded';

/** The current password and the new one */
export type ChangePasswordInput = {
  /** The password the account has now (at most 200 characters) */
  currentPassword: string;
  /** The new password: the product's new-password rule applies (at least 8 characters, at most 200, not a common or guessable one) */
  newPassword: string;
};

/** Where one of a worker's checks (documents, background) stands */
export type CheckStatus =
  /** Passed */
  | 'approved'
  /** Not checked yet */
  | 'pending'
  /** Failed */
  | 'rejected';

/** A worker's invoice for a job, from its lines */
export type CreateJobInvoiceInput = {
  /** The invoice lines */
  lineItems: Array<InvoiceLineInput>;
  /** Notes */
  notes?: string | null | undefined;
  /** The service request's id */
  requestId: string | number;
};

/** The request wizard: service, type, contact, location and schedule */
export type CreateRequestInput = {
  /** A first alternative time */
  alternativeTime1?: string | null | undefined;
  /** A second alternative time */
  alternativeTime2?: string | null | undefined;
  /** The category's id */
  categoryId: string | number;
  /** Contact street address */
  contactAddress: string;
  /** Contact city */
  contactCity: string;
  /** Contact e-mail address */
  contactEmail: string;
  /** Contact name */
  contactName: string;
  /** Contact phone */
  contactPhone: string;
  /** Contact state */
  contactState: string;
  /** Contact ZIP code */
  contactZipCode: string;
  /** A title of the client's own (for a custom service) */
  customTitle?: string | null | undefined;
  /** Description */
  description: string;
  /** Notes */
  notes?: string | null | undefined;
  /** Save for later: the request stays unpaid and the client is told how to pay */
  payLater?: boolean;
  /** YYYY-MM-DD, not before today */
  preferredDate?: string | null | undefined;
  /** morning, afternoon, evening or specific */
  preferredTime?: string | null | undefined;
  /** urgent, high, medium, normal (default) or low */
  priority?: string | null | undefined;
  /** Repeat the visit (needs preferredDate and preferredTime): the consultation fee is paid once, for the series */
  recurrence?: RecurrenceInput | null | undefined;
  /** true: the service address is the contact address */
  sameAddress: boolean;
  /** Street address of the service */
  serviceAddress?: string | null | undefined;
  /** City of the service */
  serviceCity?: string | null | undefined;
  /** State of the service */
  serviceState?: string | null | undefined;
  /** ZIP code of the service */
  serviceZipCode?: string | null | undefined;
  /** HH:MM when preferredTime is specific */
  specificTime?: string | null | undefined;
  /** The chosen service type; a title starting with Custom may be replaced by customTitle */
  title: string;
};

/** The status a person sees: a stored status, or awaiting_payment for an unpaid pending request */
export type DisplayStatus =
  /** Pending, its consultation fee not paid yet */
  | 'awaiting_payment'
  /** Cancelled */
  | 'cancelled'
  /** Done, waiting for the admin */
  | 'closed_pending_review'
  /** Closed: approved and paid out */
  | 'closed_successful'
  /** The work is done */
  | 'completed'
  /** The work is under way */
  | 'in_progress'
  /** Waiting for a worker */
  | 'pending'
  /** A visit is scheduled */
  | 'scheduled';

/** Where a job's payout stands for the worker */
export type EarningStatus =
  /** Finished; an admin has not released the payout yet */
  | 'pending'
  /** Open work: what it would pay */
  | 'potential'
  /** Payout approved or paid */
  | 'released';

/** A worker's edit of their invoice */
export type EditJobInvoiceInput = {
  /** required: why the invoice changes */
  editReason: string;
  /** The invoice version the worker edited; a newer one is a CONFLICT */
  expectedVersion?: number | null | undefined;
  /** The invoice's id */
  invoiceId: string | number;
  /** The invoice lines */
  lineItems: Array<InvoiceLineInput>;
  /** Notes */
  notes?: string | null | undefined;
};

/** Who last edited an invoice */
export type InvoiceEditor =
  /** An admin */
  | 'admin'
  /** The worker */
  | 'worker';

/** One invoice line as typed: quantity x rate (dollars, two decimals) */
export type InvoiceLineInput = {
  /** Description */
  description: string;
  /** Quantity */
  quantity: number;
  /** dollars per unit */
  rate: number;
  /** labor, material, mileage, fee or custom */
  type: LineItemType;
};

/** An invoice's approval state */
export type InvoiceStatus =
  /** Approved: the client may pay it */
  | 'approved'
  /** Waiting for an admin */
  | 'pending_approval'
  /** Sent to the client */
  | 'sent';

/** A worker's note on a job, with photos */
export type JobNoteInput = {
  /** The note */
  note: string;
  /** ids returned by POST /api/uploads */
  photoIds?: Array<string | number> | null | undefined;
  /** before or after (default before while scheduled, after once in progress) */
  photoKind?: PhotoKind | null | undefined;
  /** The service request's id */
  requestId: string | number;
};

/** Someone outside the service area asking to be told when it opens there */
export type JoinWaitlistInput = {
  /** City */
  city?: string | null | undefined;
  /** E-mail address */
  email: string;
  /** Phone number */
  phone: string;
  /** Two-letter state */
  state?: string | null | undefined;
  /** client or worker */
  userType?: WaitlistRole | null | undefined;
  /** 5-digit ZIP code */
  zipCode: string;
};

/** What an invoice line bills */
export type LineItemType =
  /** Anything else */
  | 'custom'
  /** A fee */
  | 'fee'
  /** Labor (hours) */
  | 'labor'
  /** Materials */
  | 'material'
  /** Mileage */
  | 'mileage';

/** A list a live screen keeps (the query it mirrors is named on each value) */
export type LiveList =
  /** Active Jobs: scheduled or in progress (adminActiveJobs) */
  | 'ADMIN_ACTIVE_JOBS'
  /** Pending (Paid) requests waiting for a worker (adminPendingPaidRequests) */
  | 'ADMIN_PENDING_PAID'
  /** Queued requests whose consultation fee is unpaid (adminQueuedRequests) */
  | 'ADMIN_QUEUED'
  /** The admin's review queue */
  | 'ADMIN_REVIEW_QUEUE'
  /** The admin's schedule */
  | 'ADMIN_SCHEDULE'
  /** The worker's active jobs (myJobs) */
  | 'MY_JOBS_ACTIVE'
  /** The worker's past jobs (myJobs) */
  | 'MY_JOBS_HISTORY'
  /** The client's requests (myRequests) */
  | 'MY_REQUESTS';

/** One of a person's message switches */
export type MessageSwitch =
  /** E-mails */
  | 'email'
  /** Marketing e-mails */
  | 'marketing'
  /** New job alerts */
  | 'new_jobs'
  /** Appointment reminders */
  | 'reminders'
  /** Text messages */
  | 'sms';

/** What paying now would pay: the consultation fee, the service balance, or nothing */
export type PaymentDue =
  /** The service balance */
  | 'balance'
  /** The consultation fee */
  | 'consultation'
  /** Nothing is due */
  | 'none';

/** Which payment: the consultation fee, the service balance or a tip */
export type PaymentKind =
  /** The service balance due once the job is billed, after the consultation credit (with the tip added when paying it) */
  | 'balance'
  /** The $102.99 consultation fee of a pending request; the request then reaches workers and admins */
  | 'consultation'
  /** A tip added after the job was paid (addTip), up to 7 days later: 100% for the worker */
  | 'tip';

/** Google Pay, Apple Pay or a card */
export type PaymentMethodKind =
  /** Apple Pay */
  | 'apple_pay'
  /** A card */
  | 'card'
  /** Google Pay */
  | 'google_pay';

/** What the gateway answered; refunded: a succeeded charge given back */
export type PaymentStatus =
  /** The gateway declined it */
  | 'declined'
  /** Given back */
  | 'refunded'
  /** Charged */
  | 'succeeded';

/** A worker payout's state */
export type PayoutStatus =
  /** Approved for release */
  | 'approved'
  /** Waits for an inspection */
  | 'inspection_required'
  /** Paid to the worker */
  | 'paid'
  /** Waiting for an admin */
  | 'pending';

/** When a worker's payout is released, by service cost (the server's payout rule) */
export type PayoutTiming =
  /** Released after an in-person inspection (over $5,000) */
  | 'inspection_required'
  /** Released on approval (service cost under $500) */
  | 'instant'
  /** Released after photo review, about 24 h ($500 to $5,000) */
  | 'photo_review';

/** A job photo taken before or after the work */
export type PhotoKind =
  /** After the work */
  | 'after'
  /** Before the work */
  | 'before';

/** How urgent a request is */
export type Priority =
  /** High */
  | 'high'
  /** Low */
  | 'low'
  /** Medium */
  | 'medium'
  /** Normal */
  | 'normal'
  /** Urgent: first in the open queue */
  | 'urgent';

/** Pay the consultation fee or the service balance of one of your requests */
export type ProcessPaymentInput = {
  /** The amount the payer was shown, in cents (checkout sends it): when the amount due differs, the answer is CONFLICT and nothing is charged */
  expectedAmountCents?: number | null | undefined;
  /** Unique per payment attempt; repeating it never charges twice */
  idempotencyKey: string;
  /** Which payment: consultation (the fee) or balance (the service balance); REST paymentType */
  kind: PaymentKind;
  /** google_pay, apple_pay or card */
  method: PaymentMethodKind;
  /** The service request's id */
  requestId: string | number;
  /** With kind balance: a tip for the worker, in cents, charged with the balance (100% to the worker; at most $1,000,000). expectedAmountCents then includes it */
  tipCents?: number | null | undefined;
  /** The payment method token; the simulated gateway declines 'decline' */
  token?: string | null | undefined;
};

/** The provider application of /worker-setup and /worker-onboarding */
export type ProviderApplicationInput = {
  /** The service agreements accepted */
  agreements: ServiceAgreementsInput;
  /** The categories' ids */
  categoryIds: Array<string | number>;
  /** E-mail address */
  email: string;
  /** Name */
  name: string;
  /** Only for a visitor who is not signed in: the password of the new worker account */
  password?: string | null | undefined;
  /** Phone number */
  phone: string;
  /** 25, 50 or 100; at least 50 to apply */
  serviceRadius: number;
  /** 5-digit ZIP code */
  zipCode: string;
};

/** A worker's settings */
export type ProviderSettingsInput = {
  /** Street address */
  address?: string | null | undefined;
  /** City */
  city?: string | null | undefined;
  /** E-mail address */
  email: string;
  /** Send e-mails */
  emailNotifications: boolean;
  /** First and last name */
  fullName: string;
  /** Unset: unchanged */
  newJobAlerts?: boolean | null | undefined;
  /** Phone number */
  phone: string;
  /** Send push notifications */
  pushNotifications: boolean;
  /** Ids of the categories the worker serves */
  serviceCategories?: Array<number> | null | undefined;
  /** How far the worker travels, in miles */
  serviceRadius: number;
  /** Send text messages */
  smsNotifications: boolean;
  /** Two-letter state */
  state?: string | null | undefined;
  /** 5-digit ZIP code */
  zipCode: string;
};

/** A worker's standing: pending_approval until an admin decides, then available (or busy, offline), rejected or suspended */
export type ProviderStatus =
  /** Approved */
  | 'approved'
  /** Approved and taking jobs */
  | 'available'
  /** Approved, busy */
  | 'busy'
  /** Approved, not taking jobs now */
  | 'offline'
  /** Waiting */
  | 'pending'
  /** Applied: waits for an admin */
  | 'pending_approval'
  /** Application rejected */
  | 'rejected'
  /** Suspended by an admin */
  | 'suspended';

/** How often a series repeats its visit: every week, every two weeks or every month */
export type RecurrenceFrequency =
  /** Every two weeks */
  | 'BIWEEKLY'
  /** Every month, on the same day of the month */
  | 'MONTHLY'
  /** Every week */
  | 'WEEKLY';

/** Make the visit repeat: a frequency, and either a number of visits (2 to 26) or a last date */
export type RecurrenceInput = {
  /** How many visits, the first included (2 to 26) */
  count?: number | null | undefined;
  /** How often the visit repeats */
  frequency: RecurrenceFrequency;
  /** YYYY-MM-DD: visits up to and including this day (2 to 26 of them) */
  until?: string | null | undefined;
};

/** A new client or worker account */
export type RegisterInput = {
  /** E-mail address */
  email: string;
  /** First name */
  firstName: string;
  /** Last name */
  lastName: string;
  /** Password */
  password: string;
  /** Phone number */
  phone?: string | null | undefined;
  /** A referral code from another member */
  referralCode?: string | null | undefined;
  /** The role */
  role: Role;
};

/** Whether a request's consultation fee is paid (refunded: given back when no worker took the job) */
export type RequestPaymentStatus =
  /** The consultation fee is paid */
  | 'paid'
  /** The fee was given back */
  | 'refunded'
  /** The fee is not paid yet */
  | 'unpaid';

/** A stored request status; changes only through the status machine */
export type RequestStatus =
  /** Cancelled */
  | 'cancelled'
  /** Done, waiting for the admin */
  | 'closed_pending_review'
  /** Closed: approved and paid out */
  | 'closed_successful'
  /** The work is done */
  | 'completed'
  /** The work is under way */
  | 'in_progress'
  /** Waiting for a worker */
  | 'pending'
  /** A visit is scheduled */
  | 'scheduled';

/** A reset link's token and the new password */
export type ResetPasswordInput = {
  /** The new password: the product's new-password rule applies */
  password: string;
  /** The token of the e-mailed link (/reset-password?token=...), at most 200 characters */
  token: string;
};

/** What a signed-in person is to the marketplace */
export type Role =
  /** An admin of the marketplace */
  | 'admin'
  /** A client: requests services */
  | 'client'
  /** A worker: does jobs */
  | 'worker';

/** The four service agreements of step 3; all are required */
export type ServiceAgreementsInput = {
  /** Accepted the communication standards */
  communicationStandards: boolean;
  /** Accepted the platform fee */
  platformFeeAgreement: boolean;
  /** Accepted the quality standards */
  qualityStandards: boolean;
  /** Accepted the terms of service */
  termsOfService: boolean;
};

/** The role a session acts as */
export type SessionRole =
  /** An admin of the marketplace */
  | 'admin'
  /** A client: requests services and pays for them */
  | 'client'
  /** A worker whose application is not approved yet */
  | 'pending_worker'
  /** An approved worker: takes and does jobs */
  | 'worker';

/** A review of a completed service */
export type SubmitReviewInput = {
  /** The review comment */
  comment?: string | null | undefined;
  /** 1 to 5 stars for the worker */
  rating: number;
  /** The service request's id */
  requestId: string | number;
  /** Rating of the service (1 to 5 stars) */
  serviceRating?: number | null | undefined;
};

/** What a client may change while the request is pending */
export type UpdateRequestInput = {
  /** The category's id */
  categoryId?: string | number | null | undefined;
  /** A title of the client's own (for a custom service) */
  customTitle?: string | null | undefined;
  /** Description */
  description: string;
  /** The update request's id */
  id: string | number;
  /** Street address of the service */
  serviceAddress?: string | null | undefined;
  /** City of the service */
  serviceCity?: string | null | undefined;
  /** State of the service */
  serviceState?: string | null | undefined;
  /** ZIP code of the service */
  serviceZipCode?: string | null | undefined;
  /** Title */
  title: string;
};

/** Whether a waitlisted person wants services or wants to work */
export type WaitlistRole =
  /** Wants services */
  | 'client'
  /** Wants to work */
  | 'worker';

/** An action the assigned worker may take on their job now */
export type WorkerRequestAction =
  /** Add a note with photos (addJobNote): the job is not cancelled */
  | 'add_note'
  /** Mark the job complete (completeJob): the job is scheduled or in progress */
  | 'complete'
  /** Complete it as the $100 Special (completeHundredDollarSpecial): the job is scheduled or in progress */
  | 'complete_special'
  /** Create or edit the job invoice (createJobInvoice, editJobInvoice): the job is scheduled or in progress */
  | 'invoice'
  /** Tell the client they are on the way (announceOnMyWay): the job is scheduled or in progress */
  | 'on_my_way'
  /** Schedule, reschedule or add a visit (scheduleJob): the job is scheduled or in progress */
  | 'schedule_visit'
  /** Give the job back to the queue (unassignJob): the job is scheduled or in progress */
  | 'unassign';

export type CalendarE2eAcceptMutationVariables = Exact<{
  id: string | number;
}>;


export type CalendarE2eAcceptMutation = { acceptJob: { id: string } };

export type CalendarE2eScheduleMutationVariables = Exact<{
  id: string | number;
  at: string;
}>;


export type CalendarE2eScheduleMutation = { scheduleJob: { id: string } };

export type MessagesMessageSubscriptionQueryVariables = Exact<{
  t: string;
}>;


export type MessagesMessageSubscriptionQuery = { messageSubscription: { switchName: MessageSwitch, label: string, subscribed: boolean, address: string } };

export type MessagesResubscribeMutationVariables = Exact<{
  t: string;
}>;


export type MessagesResubscribeMutation = { resubscribe: { subscribed: boolean } };

export type RemindersRefundsUnsubscribeMutationVariables = Exact<{
  t: string;
}>;


export type RemindersRefundsUnsubscribeMutation = { unsubscribe: { switchName: MessageSwitch, subscribed: boolean } };

export type AccountRecoveryRegisterMutationVariables = Exact<{
  i: RegisterInput;
}>;


export type AccountRecoveryRegisterMutation = { register: { token: string, user: { id: string } } };

export type AccountRecoveryMeQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountRecoveryMeQuery = { me: { user: { id: string } } | null };

export type AccountRecoveryChangePasswordMutationVariables = Exact<{
  i: ChangePasswordInput;
}>;


export type AccountRecoveryChangePasswordMutation = { changePassword: number };

export type AccountRecoveryRequestPasswordResetMutationVariables = Exact<{
  e: string;
}>;


export type AccountRecoveryRequestPasswordResetMutation = { requestPasswordReset: string };

export type AccountRecoveryResetPasswordMutationVariables = Exact<{
  i: ResetPasswordInput;
}>;


export type AccountRecoveryResetPasswordMutation = { resetPassword: boolean };

export type AccountRecoveryMySessionsQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountRecoveryMySessionsQuery = { mySessions: Array<{ id: string, createdAt: string, lastUsedAt: string | null, expiresAt: string, userAgent: string | null, current: boolean, viaAdmin: boolean }> };

export type AccountRecoveryNotificationsQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountRecoveryNotificationsQuery = { notifications: { items: Array<{ type: string }> } };

export type AccountRecoverySignOutSessionMutationVariables = Exact<{
  id: string | number;
}>;


export type AccountRecoverySignOutSessionMutation = { signOutSession: boolean };

export type AccountRecoverySignOutOtherSessionsMutationVariables = Exact<{ [key: string]: never; }>;


export type AccountRecoverySignOutOtherSessionsMutation = { signOutOtherSessions: number };

export type AdminAnalyticsAdminAccessMutationVariables = Exact<{ [key: string]: never; }>;


export type AdminAnalyticsAdminAccessMutation = { adminAccess: { token: string } };

export type AnswersCarryChangesPayMutationVariables = Exact<{
  i: ProcessPaymentInput;
}>;


export type AnswersCarryChangesPayMutation = { processPayment: { request: { id: string, billingEntry: { requestId: string, status: BillingEntryStatus, amountDueCents: number, paidCents: number } | null } } };

export type AnswersCarryChangesCancelMutationVariables = Exact<{
  id: string | number;
}>;


export type AnswersCarryChangesCancelMutation = { cancelServiceRequest: { id: string, billingEntry: { requestId: string, status: BillingEntryStatus } | null, clientStats: { totalRequests: number, reviewCount: number } | null } };

export type AnswersCarryChangesReviewMutationVariables = Exact<{
  i: SubmitReviewInput;
}>;


export type AnswersCarryChangesReviewMutation = { submitReview: { id: string, request: { id: string, rating: number | null, canRate: boolean, clientStats: { reviewCount: number, averageRatingGiven: number | null } | null } } };

export type AnswersCarryChangesApplyMutationVariables = Exact<{
  i: ProviderApplicationInput;
}>;


export type AnswersCarryChangesApplyMutation = { applyAsProvider: { token: string | null, viewer: { sessionRole: SessionRole, user: { role: Role }, provider: { status: ProviderStatus } | null } | null } };

export type AssignableWorkersAssignableWorkersQueryVariables = Exact<{
  id: string | number;
}>;


export type AssignableWorkersAssignableWorkersQuery = { assignableWorkers: Array<{ eligible: boolean, reason: string | null, reasonCode: string | null, distanceMiles: number | null, activeJobs: number, provider: { id: string, name: string } }> };

export type AssignableWorkersAssignWorkerMutationVariables = Exact<{
  r: string | number;
  p: string | number;
}>;


export type AssignableWorkersAssignWorkerMutation = { assignWorker: { id: string, status: RequestStatus, provider: { id: string } | null } };

export type BankAccountEncryptionMyBankAccountQueryVariables = Exact<{ [key: string]: never; }>;


export type BankAccountEncryptionMyBankAccountQuery = { myBankAccount: { accountNumberMasked: string | null, routingNumberMasked: string | null } };

export type BankAccountEncryptionUpdateBankAccountMutationVariables = Exact<{
  i: BankAccountInput;
}>;


export type BankAccountEncryptionUpdateBankAccountMutation = { updateBankAccount: { accountNumberMasked: string | null } };

export type BankAccountEncryptionUpdateBankAccount2MutationVariables = Exact<{
  i: BankAccountInput;
}>;


export type BankAccountEncryptionUpdateBankAccount2Mutation = { updateBankAccount: { accountNumberMasked: string | null } };

export type BankAccountEncryptionAdminPayoutsQueryVariables = Exact<{ [key: string]: never; }>;


export type BankAccountEncryptionAdminPayoutsQuery = { adminPayouts: { items: Array<{ providerName: string, payout: { amountCents: number, status: PayoutStatus } }> }, adminProviders: { items: Array<{ earningsCents: number, provider: { name: string } }> } };

export type BankAccountEncryptionMyPayoutsQueryVariables = Exact<{ [key: string]: never; }>;


export type BankAccountEncryptionMyPayoutsQuery = { myPayouts: { items: Array<{ amountCents: number, status: PayoutStatus }> } };

export type BankAccountEncryptionMyBankAccount2QueryVariables = Exact<{ [key: string]: never; }>;


export type BankAccountEncryptionMyBankAccount2Query = { myBankAccount: { accountNumberMasked: string | null } };

export type CalendarFeedUrlQueryVariables = Exact<{ [key: string]: never; }>;


export type CalendarFeedUrlQuery = { myCalendarFeed: { url: string } };

export type CalendarFeedResetMutationVariables = Exact<{ [key: string]: never; }>;


export type CalendarFeedResetMutation = { resetCalendarFeed: { url: string } };

export type CalendarAcceptJobMutationVariables = Exact<{
  id: string | number;
}>;


export type CalendarAcceptJobMutation = { acceptJob: { id: string, status: RequestStatus } };

export type CalendarScheduleJobMutationVariables = Exact<{
  id: string | number;
  at: string;
}>;


export type CalendarScheduleJobMutation = { scheduleJob: { id: string, scheduledAt: string | null } };

export type CalendarCancelRequestMutationVariables = Exact<{
  id: string | number;
}>;


export type CalendarCancelRequestMutation = { cancelServiceRequest: { id: string, status: RequestStatus } };

export type ClientAccountSubmitReviewMutationVariables = Exact<{
  i: SubmitReviewInput;
}>;


export type ClientAccountSubmitReviewMutation = { submitReview: { id: string, workerRating: number, comment: string | null } };

export type ClientAccountNotificationsQueryVariables = Exact<{ [key: string]: never; }>;


export type ClientAccountNotificationsQuery = { notifications: { items: Array<{ type: string }> } };

export type ClientAccountJoinWaitlistMutationVariables = Exact<{
  i: JoinWaitlistInput;
}>;


export type ClientAccountJoinWaitlistMutation = { joinWaitlist: { alreadyJoined: boolean, entry: { id: string, email: string, zipCode: string, userType: WaitlistRole } } };

export type ClientAccountNotifications2QueryVariables = Exact<{ [key: string]: never; }>;


export type ClientAccountNotifications2Query = { notifications: { items: Array<{ title: string, message: string }> } };

export type ClientAccountMyClientProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type ClientAccountMyClientProfileQuery = { myClientProfile: { name: string, email: string, phone: string | null, address: string | null, city: string | null, state: string | null, zipCode: string | null, preferredContactMethod: string, emailNotifications: boolean, smsNotifications: boolean, marketingEmails: boolean, appointmentReminders: boolean } };

export type ClientAccountMyClientStatsQueryVariables = Exact<{ [key: string]: never; }>;


export type ClientAccountMyClientStatsQuery = { myClientStats: { totalRequests: number, completed: number, averageRatingGiven: number | null } };

export type ClientAccountAddPaymentMethodMutationVariables = Exact<{
  i: AddPaymentMethodInput;
}>;


export type ClientAccountAddPaymentMethodMutation = { addPaymentMethod: { id: string, label: string, isDefault: boolean } };

export type ClientAccountSetDefaultPaymentMethodMutationVariables = Exact<{
  id: string | number;
}>;


export type ClientAccountSetDefaultPaymentMethodMutation = { setDefaultPaymentMethod: Array<{ id: string, isDefault: boolean }> };

export type ClientAccountMyPaymentMethodsQueryVariables = Exact<{ [key: string]: never; }>;


export type ClientAccountMyPaymentMethodsQuery = { myPaymentMethods: Array<{ id: string }> };

export type ClientAccountRemovePaymentMethodMutationVariables = Exact<{
  id: string | number;
}>;


export type ClientAccountRemovePaymentMethodMutation = { removePaymentMethod: Array<{ id: string, isDefault: boolean }> };

export type ClientAccountMyReferralQueryVariables = Exact<{ [key: string]: never; }>;


export type ClientAccountMyReferralQuery = { myReferral: { code: string, referred: number, qualified: number, earnedCents: number } };

export type ClientAccountMyReferral2QueryVariables = Exact<{ [key: string]: never; }>;


export type ClientAccountMyReferral2Query = { myReferral: { referred: number } };

export type ClientAccountMyBillingQueryVariables = Exact<{ [key: string]: never; }>;


export type ClientAccountMyBillingQuery = { myBilling: { items: Array<{ requestId: string, status: BillingEntryStatus, totalCents: number, amountDueCents: number, dueFor: PaymentDue }> } };

export type ClientPaymentsNotificationsQueryVariables = Exact<{ [key: string]: never; }>;


export type ClientPaymentsNotificationsQuery = { notifications: { items: Array<{ type: string }> } };

export type ClientPaymentsCheckoutQuoteQueryVariables = Exact<{
  id: string | number;
}>;


export type ClientPaymentsCheckoutQuoteQuery = { checkoutQuote: { dueFor: PaymentDue, amountCents: number } };

export type ClientPaymentsProcessPaymentMutationVariables = Exact<{
  i: ProcessPaymentInput;
}>;


export type ClientPaymentsProcessPaymentMutation = { processPayment: { payment: { amountCents: number, kind: PaymentKind }, request: { balancePaid: boolean, invoicePaid: boolean, adminApprovalStatus: ApprovalStatus | null, billing: { balanceDueCents: number } } } };

export type ClientRequestsNotificationsQueryVariables = Exact<{ [key: string]: never; }>;


export type ClientRequestsNotificationsQuery = { notifications: { items: Array<{ type: string, message: string }> } };

export type ClientRequestsMyRequests2QueryVariables = Exact<{ [key: string]: never; }>;


export type ClientRequestsMyRequests2Query = { myRequests: { items: Array<{ id: string }> }, myClientStats: { pendingProviderApplication: boolean } };

export type ClientRequestsMyRequests3QueryVariables = Exact<{ [key: string]: never; }>;


export type ClientRequestsMyRequests3Query = { myRequests: { items: Array<{ id: string }> } };

export type ClientRequestsUpdateServiceRequestMutationVariables = Exact<{
  i: UpdateRequestInput;
}>;


export type ClientRequestsUpdateServiceRequestMutation = { updateServiceRequest: { id: string, title: string, description: string, serviceZipCode: string } };

export type ClientRequestsCancelServiceRequestMutationVariables = Exact<{
  id: string | number;
}>;


export type ClientRequestsCancelServiceRequestMutation = { cancelServiceRequest: { id: string, status: RequestStatus } };

export type ClientRequestsMyRequestsQueryVariables = Exact<{ [key: string]: never; }>;


export type ClientRequestsMyRequestsQuery = { myRequests: { items: Array<{ id: string, displayStatus: DisplayStatus }> } };

export type ClientRequestsMyServiceHistoryQueryVariables = Exact<{ [key: string]: never; }>;


export type ClientRequestsMyServiceHistoryQuery = { myServiceHistory: { items: Array<{ id: string }> } };

export type ClientRequestsAddClientNoteMutationVariables = Exact<{
  id: string | number;
  n: string;
}>;


export type ClientRequestsAddClientNoteMutation = { addClientNote: { action: string, description: string, actorRole: ActorRole | null } };

export type ClientRequestsNotifications2QueryVariables = Exact<{ [key: string]: never; }>;


export type ClientRequestsNotifications2Query = { notifications: { items: Array<{ type: string, message: string }> } };

export type ClientSupportRegisterMutationVariables = Exact<{
  i: RegisterInput;
}>;


export type ClientSupportRegisterMutation = { register: { token: string, user: { id: string } } };

export type ClientSupportCreateServiceRequestMutationVariables = Exact<{
  i: CreateRequestInput;
}>;


export type ClientSupportCreateServiceRequestMutation = { createServiceRequest: { id: string, title: string, status: RequestStatus, displayStatus: DisplayStatus, appointmentFeePaid: boolean, serviceZipCode: string, clientId: string } };

export type ClientSupportProcessPaymentMutationVariables = Exact<{
  i: ProcessPaymentInput;
}>;


export type ClientSupportProcessPaymentMutation = { processPayment: { payment: { id: string, amountCents: number, status: PaymentStatus, gatewayTransactionId: string | null }, request: { id: string, appointmentFeePaid: boolean, displayStatus: DisplayStatus, paymentStatus: RequestPaymentStatus } } };

export type ClientSupportServiceCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type ClientSupportServiceCategoriesQuery = { serviceCategories: Array<{ id: string, name: string }> };

export type FoundationViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type FoundationViewerQuery = { me: { sessionRole: SessionRole, clientId: string | null, user: { email: string, role: Role } } | null };

export type FoundationRegisterMutationVariables = Exact<{
  i: RegisterInput;
}>;


export type FoundationRegisterMutation = { register: { token: string, user: { id: string, email: string, role: Role } } };

export type FoundationLogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type FoundationLogoutMutation = { logout: boolean };

export type FoundationAdminAccessMutationVariables = Exact<{
  p: string;
}>;


export type FoundationAdminAccessMutation = { adminAccess: { token: string } };

export type FoundationImpersonateDemoMutationVariables = Exact<{ [key: string]: never; }>;


export type FoundationImpersonateDemoMutation = { impersonateDemo: { token: string, user: { email: string } } };

export type FoundationMeQueryVariables = Exact<{ [key: string]: never; }>;


export type FoundationMeQuery = { me: { sessionRole: SessionRole, impersonatorName: string | null } | null };

export type FoundationStopImpersonationMutationVariables = Exact<{ [key: string]: never; }>;


export type FoundationStopImpersonationMutation = { stopImpersonation: { token: string, user: { email: string } } };

export type LiveResyncLiveChangesSinceQueryVariables = Exact<{
  since: string;
  handedOver?: boolean | null | undefined;
}>;


export type LiveResyncLiveChangesSinceQuery = { liveChangesSince: { until: string, complete: boolean, requests: Array<{ requestId: string, kind: string, lists: Array<LiveList>, request: { id: string, status: RequestStatus } | null }>, queue: Array<{ requestId: string, removedId: string | null, queueDelta: number, item: { request: { id: string } } | null }>, adminStats: { pending: number, unpaidRequests: number } | null, billing: { totalRevenueCents: number } | null, workerEarnings: { potentialCents: number } | null, workerDashboard: { availableRequests: number, activeJobs: number } | null } };

export type LiveResyncAdminDashboardStatsQueryVariables = Exact<{ [key: string]: never; }>;


export type LiveResyncAdminDashboardStatsQuery = { adminDashboardStats: { pending: number }, adminBillingStats: { totalRevenueCents: number } };

export type LiveResyncWorkerFiguresQueryVariables = Exact<{ [key: string]: never; }>;


export type LiveResyncWorkerFiguresQuery = { workerEarnings: { potentialCents: number }, workerDashboard: { availableRequests: number, activeJobs: number } };

export type LiveResyncWorkerDashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type LiveResyncWorkerDashboardQuery = { workerDashboard: { activeJobs: number }, workerEarnings: { potentialCents: number } };

export type OidcSignInSignInOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type OidcSignInSignInOptionsQuery = { signInOptions: { google: boolean, providerName: string | null } };

export type OidcSignInConfirmLinkedIdentityMutationVariables = Exact<{
  t: string;
}>;


export type OidcSignInConfirmLinkedIdentityMutation = { confirmLinkedIdentity: string };

export type OidcSignInLinkedIdentitiesQueryVariables = Exact<{ [key: string]: never; }>;


export type OidcSignInLinkedIdentitiesQuery = { linkedIdentities: Array<{ id: string, provider: string, issuer: string, email: string, createdAt: string, lastSignInAt: string }> };

export type OidcSignInRemoveLinkedIdentityMutationVariables = Exact<{
  id: string | number;
}>;


export type OidcSignInRemoveLinkedIdentityMutation = { removeLinkedIdentity: boolean };

export type PageDocumentRegisterMutationVariables = Exact<{
  i: RegisterInput;
}>;


export type PageDocumentRegisterMutation = { register: { token: string } };

export type RequestEventsMyRequestsQueryVariables = Exact<{ [key: string]: never; }>;


export type RequestEventsMyRequestsQuery = { myRequests: { items: Array<{ id: string }> } };

export type RequestEventsMyJobsQueryVariables = Exact<{
  s: string;
}>;


export type RequestEventsMyJobsQuery = { myJobs: { items: Array<{ id: string }> } };

export type RequestEventsAdminReviewQueueQueryVariables = Exact<{ [key: string]: never; }>;


export type RequestEventsAdminReviewQueueQuery = { adminReviewQueue: { items: Array<{ id: string }> } };

export type RequestEventsAdminScheduleQueryVariables = Exact<{ [key: string]: never; }>;


export type RequestEventsAdminScheduleQuery = { adminSchedule: { items: Array<{ id: string }> } };

export type RequestEventsAdminDashboardStatsQueryVariables = Exact<{ [key: string]: never; }>;


export type RequestEventsAdminDashboardStatsQuery = { adminDashboardStats: { reviewQueue: number, activeJobs: number, pending: number } };

export type RequestEventsAdminBillingStatsQueryVariables = Exact<{ [key: string]: never; }>;


export type RequestEventsAdminBillingStatsQuery = { adminBillingStats: { totalRevenueCents: number, pendingPaymentsCount: number } };

export type ServerDecidedFieldsCheckoutQuoteQueryVariables = Exact<{
  id: string | number;
}>;


export type ServerDecidedFieldsCheckoutQuoteQuery = { checkoutQuote: { dueFor: PaymentDue, amountCents: number, lines: Array<{ label: string, amountCents: number }> } };

export type ServerDecidedFieldsServiceRequestQueryVariables = Exact<{
  id: string | number;
}>;


export type ServerDecidedFieldsServiceRequestQuery = { serviceRequest: { allowedActions: Array<AdminRequestAction>, canCancel: boolean, canEdit: boolean } };

export type ServerDecidedFieldsServiceRequest2QueryVariables = Exact<{
  id: string | number;
}>;


export type ServerDecidedFieldsServiceRequest2Query = { serviceRequest: { billing: { balanceDueCents: number, lines: Array<{ label: string, amountCents: number }> } } };

export type ServerDecidedFieldsCancelServiceRequestMutationVariables = Exact<{
  id: string | number;
}>;


export type ServerDecidedFieldsCancelServiceRequestMutation = { cancelServiceRequest: { status: RequestStatus, canCancel: boolean } };

export type ServerDecidedFieldsServiceRequest3QueryVariables = Exact<{
  id: string | number;
}>;


export type ServerDecidedFieldsServiceRequest3Query = { serviceRequest: { liveLists: Array<LiveList> } };

export type ServerDecidedFieldsOpenJobsQueryVariables = Exact<{ [key: string]: never; }>;


export type ServerDecidedFieldsOpenJobsQuery = { openJobs: { items: Array<{ rank: number, request: { id: string, priority: Priority } }> } };

export type ServerRulesServiceRequestQueryVariables = Exact<{
  id: string | number;
}>;


export type ServerRulesServiceRequestQuery = { serviceRequest: { isProjectWorkflow: boolean, awaitingPaymentDecision: boolean, billing: { serviceCostCents: number, payoutTiming: PayoutTiming } } };

export type ServerRulesPriceInvoiceLinesQueryVariables = Exact<{
  id: string | number;
  l: Array<InvoiceLineInput> | InvoiceLineInput;
}>;


export type ServerRulesPriceInvoiceLinesQuery = { priceInvoiceLines: { subtotalCents: number, lines: Array<{ amountCents: number, rateCents: number }>, billing: { serviceCostCents: number, balanceDueCents: number, payoutTiming: PayoutTiming } } };

export type ServerRulesCreateJobInvoiceMutationVariables = Exact<{
  i: CreateJobInvoiceInput;
}>;


export type ServerRulesCreateJobInvoiceMutation = { createJobInvoice: { id: string, subtotalCents: number, finalAmountCents: number, lineItems: Array<{ amountCents: number }> } };

export type ServerRulesServiceRequest2QueryVariables = Exact<{
  id: string | number;
}>;


export type ServerRulesServiceRequest2Query = { serviceRequest: { billing: { serviceCostCents: number, balanceDueCents: number } } };

export type ServerRulesAdminEditInvoiceMutationVariables = Exact<{
  i: AdminEditInvoiceInput;
}>;


export type ServerRulesAdminEditInvoiceMutation = { adminEditInvoice: { newTotalCents: number, lineItems: Array<{ amountCents: number }> } };

export type StatementCountOpenJobsQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type StatementCountOpenJobsQuery = { openJobs: { items: Array<{ request: { id: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type StatementCountAdminPastDueBalancesQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type StatementCountAdminPastDueBalancesQuery = { adminPastDueBalances: { items: Array<{ requestId: string, invoiceCreatedAt: string, daysPastDue: number }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type WorkerActionsCanRateServiceRequestQueryVariables = Exact<{
  id: string | number;
}>;


export type WorkerActionsCanRateServiceRequestQuery = { serviceRequest: { status: RequestStatus, workerActions: Array<WorkerRequestAction>, canRate: boolean } };

export type WorkerActionsCanRateCompleteJobMutationVariables = Exact<{
  id: string | number;
}>;


export type WorkerActionsCanRateCompleteJobMutation = { completeJob: { status: RequestStatus, workerActions: Array<WorkerRequestAction> } };

export type WorkerActionsCanRateSubmitReviewMutationVariables = Exact<{
  i: SubmitReviewInput;
}>;


export type WorkerActionsCanRateSubmitReviewMutation = { submitReview: { id: string, workerRating: number } };

export type WorkerApplicationApplyAsProviderMutationVariables = Exact<{
  i: ProviderApplicationInput;
}>;


export type WorkerApplicationApplyAsProviderMutation = { applyAsProvider: { token: string | null, provider: { id: string, status: ProviderStatus, onboardingCompleted: boolean, backgroundCheckStatus: CheckStatus, documentVerificationStatus: CheckStatus, rating: number, totalJobs: number, completedJobs: number, serviceCategories: Array<number>, serviceRadius: number, zipCode: string, onboardingData: unknown, offeredCategories: Array<{ name: string }> } } };

export type WorkerApplicationMeQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkerApplicationMeQuery = { me: { sessionRole: SessionRole, clientId: string | null, provider: { status: ProviderStatus, approved: boolean } | null } | null };

export type WorkerApplicationRegisterMutationVariables = Exact<{
  i: RegisterInput;
}>;


export type WorkerApplicationRegisterMutation = { register: { token: string } };

export type WorkerApplicationMyProviderApplicationQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkerApplicationMyProviderApplicationQuery = { myProviderApplication: { id: string, status: ProviderStatus } | null };

export type WorkerApplicationOpenJobsQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkerApplicationOpenJobsQuery = { openJobs: { items: Array<{ request: { id: string } }> } };

export type WorkerApplicationUpdateBankAccountMutationVariables = Exact<{
  i: BankAccountInput;
}>;


export type WorkerApplicationUpdateBankAccountMutation = { updateBankAccount: { hasAccount: boolean, accountHolderName: string | null, bankName: string | null, accountType: BankAccountKind | null, routingNumberMasked: string | null, accountNumberMasked: string | null, isVerified: boolean } };

export type WorkerApplicationMyBankAccountQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkerApplicationMyBankAccountQuery = { myBankAccount: { isVerified: boolean, accountNumberMasked: string | null } };

export type WorkerApplicationMyBankAccount2QueryVariables = Exact<{ [key: string]: never; }>;


export type WorkerApplicationMyBankAccount2Query = { myBankAccount: { isVerified: boolean } };

export type WorkerApplicationUpdateProviderSettingsMutationVariables = Exact<{
  i: ProviderSettingsInput;
}>;


export type WorkerApplicationUpdateProviderSettingsMutation = { updateProviderSettings: { fullName: string, phone: string, city: string | null, state: string | null, zipCode: string, serviceRadius: number, pushNotifications: boolean } };

export type WorkerApplicationProviderSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkerApplicationProviderSettingsQuery = { providerSettings: { fullName: string, city: string | null, zipCode: string, serviceRadius: number, smsNotifications: boolean, pushNotifications: boolean } };

export type WorkerJobsOpenJobsQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkerJobsOpenJobsQuery = { openJobs: { items: Array<{ distanceMiles: number, request: { id: string, title: string } }> } };

export type WorkerJobsAcceptJobMutationVariables = Exact<{
  id: string | number;
}>;


export type WorkerJobsAcceptJobMutation = { acceptJob: { id: string, status: RequestStatus, providerId: string | null } };

export type WorkerJobsScheduleJobMutationVariables = Exact<{
  id: string | number;
  at: string;
}>;


export type WorkerJobsScheduleJobMutation = { scheduleJob: { scheduledAt: string | null } };

export type WorkerJobsScheduleNextVisitMutationVariables = Exact<{
  id: string | number;
  at: string;
}>;


export type WorkerJobsScheduleNextVisitMutation = { scheduleNextVisit: { scheduledAt: string | null } };

export type WorkerJobsAddJobNoteMutationVariables = Exact<{
  i: JobNoteInput;
}>;


export type WorkerJobsAddJobNoteMutation = { addJobNote: { action: string, description: string, photos: Array<{ url: string, originalName: string }> } };

export type WorkerJobsPriceInvoiceLinesQueryVariables = Exact<{
  id: string | number;
  l: Array<InvoiceLineInput> | InvoiceLineInput;
}>;


export type WorkerJobsPriceInvoiceLinesQuery = { priceInvoiceLines: { subtotalCents: number, billing: { platformFeeCents: number, salesTaxCents: number, processingFeeCents: number, serviceTotalCents: number, balanceDueCents: number } } };

export type WorkerJobsCreateJobInvoiceMutationVariables = Exact<{
  i: CreateJobInvoiceInput;
}>;


export type WorkerJobsCreateJobInvoiceMutation = { createJobInvoice: { id: string, invoiceNumber: string, status: InvoiceStatus, subtotalCents: number, finalAmountCents: number, lineItems: Array<{ type: LineItemType, quantity: number, rateCents: number, amountCents: number }> } };

export type WorkerJobsServiceRequestQueryVariables = Exact<{
  id: string | number;
}>;


export type WorkerJobsServiceRequestQuery = { serviceRequest: { billing: { serviceCostCents: number } } };

export type WorkerJobsEditJobInvoiceMutationVariables = Exact<{
  i: EditJobInvoiceInput;
}>;


export type WorkerJobsEditJobInvoiceMutation = { editJobInvoice: { status: InvoiceStatus, lastEditedBy: InvoiceEditor | null, editReason: string | null, originalAmountCents: number | null, finalAmountCents: number } };

export type WorkerJobsCompleteJobMutationVariables = Exact<{
  id: string | number;
}>;


export type WorkerJobsCompleteJobMutation = { completeJob: { status: RequestStatus, completedAt: string | null } };

export type WorkerJobsCompleteHundredDollarSpecialMutationVariables = Exact<{
  id: string | number;
}>;


export type WorkerJobsCompleteHundredDollarSpecialMutation = { completeHundredDollarSpecial: { status: RequestStatus, hundredDollarSpecial: boolean, adminApprovalStatus: ApprovalStatus | null, billing: { balanceDueCents: number, workerPayoutCents: number } } };

export type WorkerJobsUnassignJobMutationVariables = Exact<{
  id: string | number;
}>;


export type WorkerJobsUnassignJobMutation = { unassignJob: { status: RequestStatus, providerId: string | null } };

export type WorkerJobsWorkerEarningsQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkerJobsWorkerEarningsQuery = { workerEarnings: { weekCents: number, monthCents: number, pendingCents: number, potentialCents: number, totalCents: number, week: Array<{ day: string, cents: number }>, jobs: Array<{ payoutCents: number, payoutStatus: EarningStatus, thisWeek: boolean, potential: boolean, request: { id: string } }> } };

export type WorkerJobsWorkerDashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkerJobsWorkerDashboardQuery = { workerDashboard: { availableRequests: number, activeJobs: number, completedJobs: number, rating: number, today: Array<{ id: string }> } };

export type WorkerJobsWorkerRatingsQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkerJobsWorkerRatingsQuery = { workerRatings: { average: number, count: number, elite: boolean, standing: string, breakdown: Array<{ stars: number, count: number }>, reviews: Array<{ requestTitle: string, clientName: string, workerRating: number, comment: string | null }> } };

export type SignInMutationVariables = Exact<{
  e: string;
  p: string;
}>;


export type SignInMutation = { login: { token: string } };

export type LedgerInvariantsServiceRequestQueryVariables = Exact<{
  id: string | number;
}>;


export type LedgerInvariantsServiceRequestQuery = { serviceRequest: { billing: { balanceDueCents: number, combinedTotalCents: number, balancePaid: boolean } } };

export type LedgerInvariantsCheckoutQuoteQueryVariables = Exact<{
  id: string | number;
}>;


export type LedgerInvariantsCheckoutQuoteQuery = { checkoutQuote: { dueFor: PaymentDue, amountCents: number } };

export type LiveSessionsLogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LiveSessionsLogoutMutation = { logout: boolean };

export type LiveSessionsImpersonateDemoMutationVariables = Exact<{ [key: string]: never; }>;


export type LiveSessionsImpersonateDemoMutation = { impersonateDemo: { token: string } };

export type LiveSessionsServiceCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type LiveSessionsServiceCategoriesQuery = { serviceCategories: Array<{ id: string }> };

export type MoneyAfterPaymentProcessPaymentMutationVariables = Exact<{
  i: ProcessPaymentInput;
}>;


export type MoneyAfterPaymentProcessPaymentMutation = { processPayment: { payment: { amountCents: number } } };

export type MoneyAfterPaymentAdminEditInvoiceMutationVariables = Exact<{
  i: AdminEditInvoiceInput;
}>;


export type MoneyAfterPaymentAdminEditInvoiceMutation = { adminEditInvoice: { newTotalCents: number } };

export type MoneyAfterPaymentCheckoutQuoteQueryVariables = Exact<{
  id: string | number;
}>;


export type MoneyAfterPaymentCheckoutQuoteQuery = { checkoutQuote: { dueFor: PaymentDue, amountCents: number } };

export type MoneyAfterPaymentServiceRequestQueryVariables = Exact<{
  id: string | number;
}>;


export type MoneyAfterPaymentServiceRequestQuery = { serviceRequest: { balancePaid: boolean, billing: { balanceDueCents: number, combinedTotalCents: number } } };

export type MoneyAfterPaymentApprovePayoutMutationVariables = Exact<{
  id: string | number;
}>;


export type MoneyAfterPaymentApprovePayoutMutation = { approvePayout: { payout: { amountCents: number, serviceCostCents: number } | null } };

export type WsGuardsServiceCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type WsGuardsServiceCategoriesQuery = { serviceCategories: Array<{ id: string, name: string }> };


export const CalendarE2eAcceptDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CalendarE2eAccept"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"requestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CalendarE2eAcceptMutation, CalendarE2eAcceptMutationVariables>;
export const CalendarE2eScheduleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CalendarE2eSchedule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"at"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scheduleJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"requestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"scheduledAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"at"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CalendarE2eScheduleMutation, CalendarE2eScheduleMutationVariables>;
export const MessagesMessageSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MessagesMessageSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"t"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"t"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"switchName"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"subscribed"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}}]}}]} as unknown as DocumentNode<MessagesMessageSubscriptionQuery, MessagesMessageSubscriptionQueryVariables>;
export const MessagesResubscribeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MessagesResubscribe"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"t"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resubscribe"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"t"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscribed"}}]}}]}}]} as unknown as DocumentNode<MessagesResubscribeMutation, MessagesResubscribeMutationVariables>;
export const RemindersRefundsUnsubscribeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemindersRefundsUnsubscribe"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"t"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unsubscribe"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"t"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"switchName"}},{"kind":"Field","name":{"kind":"Name","value":"subscribed"}}]}}]}}]} as unknown as DocumentNode<RemindersRefundsUnsubscribeMutation, RemindersRefundsUnsubscribeMutationVariables>;
export const AccountRecoveryRegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountRecoveryRegister"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<AccountRecoveryRegisterMutation, AccountRecoveryRegisterMutationVariables>;
export const AccountRecoveryMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountRecoveryMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<AccountRecoveryMeQuery, AccountRecoveryMeQueryVariables>;
export const AccountRecoveryChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountRecoveryChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}]}]}}]} as unknown as DocumentNode<AccountRecoveryChangePasswordMutation, AccountRecoveryChangePasswordMutationVariables>;
export const AccountRecoveryRequestPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountRecoveryRequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"e"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"e"}}}]}]}}]} as unknown as DocumentNode<AccountRecoveryRequestPasswordResetMutation, AccountRecoveryRequestPasswordResetMutationVariables>;
export const AccountRecoveryResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountRecoveryResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}]}]}}]} as unknown as DocumentNode<AccountRecoveryResetPasswordMutation, AccountRecoveryResetPasswordMutationVariables>;
export const AccountRecoveryMySessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountRecoveryMySessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mySessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"userAgent"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"viaAdmin"}}]}}]}}]} as unknown as DocumentNode<AccountRecoveryMySessionsQuery, AccountRecoveryMySessionsQueryVariables>;
export const AccountRecoveryNotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountRecoveryNotifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]}}]} as unknown as DocumentNode<AccountRecoveryNotificationsQuery, AccountRecoveryNotificationsQueryVariables>;
export const AccountRecoverySignOutSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountRecoverySignOutSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOutSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<AccountRecoverySignOutSessionMutation, AccountRecoverySignOutSessionMutationVariables>;
export const AccountRecoverySignOutOtherSessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountRecoverySignOutOtherSessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOutOtherSessions"}}]}}]} as unknown as DocumentNode<AccountRecoverySignOutOtherSessionsMutation, AccountRecoverySignOutOtherSessionsMutationVariables>;
export const AdminAnalyticsAdminAccessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminAnalyticsAdminAccess"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminAccess"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"StringValue","value":"elite-admin-2026","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<AdminAnalyticsAdminAccessMutation, AdminAnalyticsAdminAccessMutationVariables>;
export const AnswersCarryChangesPayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AnswersCarryChangesPay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProcessPaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"request"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"billingEntry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amountDueCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidCents"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AnswersCarryChangesPayMutation, AnswersCarryChangesPayMutationVariables>;
export const AnswersCarryChangesCancelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AnswersCarryChangesCancel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelServiceRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"billingEntry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clientStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalRequests"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}}]}}]}}]}}]} as unknown as DocumentNode<AnswersCarryChangesCancelMutation, AnswersCarryChangesCancelMutationVariables>;
export const AnswersCarryChangesReviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AnswersCarryChangesReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmitReviewInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"request"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"canRate"}},{"kind":"Field","name":{"kind":"Name","value":"clientStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"averageRatingGiven"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AnswersCarryChangesReviewMutation, AnswersCarryChangesReviewMutationVariables>;
export const AnswersCarryChangesApplyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AnswersCarryChangesApply"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProviderApplicationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applyAsProvider"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionRole"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"provider"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AnswersCarryChangesApplyMutation, AnswersCarryChangesApplyMutationVariables>;
export const AssignableWorkersAssignableWorkersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssignableWorkersAssignableWorkers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignableWorkers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"requestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eligible"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"reasonCode"}},{"kind":"Field","name":{"kind":"Name","value":"distanceMiles"}},{"kind":"Field","name":{"kind":"Name","value":"activeJobs"}},{"kind":"Field","name":{"kind":"Name","value":"provider"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<AssignableWorkersAssignableWorkersQuery, AssignableWorkersAssignableWorkersQueryVariables>;
export const AssignableWorkersAssignWorkerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AssignableWorkersAssignWorker"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"r"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"p"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignWorker"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"requestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"r"}}},{"kind":"Argument","name":{"kind":"Name","value":"providerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"p"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"provider"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<AssignableWorkersAssignWorkerMutation, AssignableWorkersAssignWorkerMutationVariables>;
export const BankAccountEncryptionMyBankAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BankAccountEncryptionMyBankAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myBankAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountNumberMasked"}},{"kind":"Field","name":{"kind":"Name","value":"routingNumberMasked"}}]}}]}}]} as unknown as DocumentNode<BankAccountEncryptionMyBankAccountQuery, BankAccountEncryptionMyBankAccountQueryVariables>;
export const BankAccountEncryptionUpdateBankAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BankAccountEncryptionUpdateBankAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BankAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBankAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountNumberMasked"}}]}}]}}]} as unknown as DocumentNode<BankAccountEncryptionUpdateBankAccountMutation, BankAccountEncryptionUpdateBankAccountMutationVariables>;
export const BankAccountEncryptionUpdateBankAccount2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BankAccountEncryptionUpdateBankAccount2"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BankAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBankAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountNumberMasked"}}]}}]}}]} as unknown as DocumentNode<BankAccountEncryptionUpdateBankAccount2Mutation, BankAccountEncryptionUpdateBankAccount2MutationVariables>;
export const BankAccountEncryptionAdminPayoutsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BankAccountEncryptionAdminPayouts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminPayouts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"providerName"}},{"kind":"Field","name":{"kind":"Name","value":"payout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"adminProviders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"earningsCents"}}]}}]}}]}}]} as unknown as DocumentNode<BankAccountEncryptionAdminPayoutsQuery, BankAccountEncryptionAdminPayoutsQueryVariables>;
export const BankAccountEncryptionMyPayoutsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BankAccountEncryptionMyPayouts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myPayouts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<BankAccountEncryptionMyPayoutsQuery, BankAccountEncryptionMyPayoutsQueryVariables>;
export const BankAccountEncryptionMyBankAccount2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BankAccountEncryptionMyBankAccount2"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myBankAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountNumberMasked"}}]}}]}}]} as unknown as DocumentNode<BankAccountEncryptionMyBankAccount2Query, BankAccountEncryptionMyBankAccount2QueryVariables>;
export const CalendarFeedUrlDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CalendarFeedUrl"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myCalendarFeed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<CalendarFeedUrlQuery, CalendarFeedUrlQueryVariables>;
export const CalendarFeedResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CalendarFeedReset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetCalendarFeed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<CalendarFeedResetMutation, CalendarFeedResetMutationVariables>;
export const CalendarAcceptJobDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CalendarAcceptJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"requestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<CalendarAcceptJobMutation, CalendarAcceptJobMutationVariables>;
export const CalendarScheduleJobDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CalendarScheduleJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"at"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scheduleJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"requestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"scheduledAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"at"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledAt"}}]}}]}}]} as unknown as DocumentNode<CalendarScheduleJobMutation, CalendarScheduleJobMutationVariables>;
export const CalendarCancelRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CalendarCancelRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelServiceRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<CalendarCancelRequestMutation, CalendarCancelRequestMutationVariables>;
export const ClientAccountSubmitReviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientAccountSubmitReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmitReviewInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"workerRating"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}}]}}]}}]} as unknown as DocumentNode<ClientAccountSubmitReviewMutation, ClientAccountSubmitReviewMutationVariables>;
export const ClientAccountNotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientAccountNotifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]}}]} as unknown as DocumentNode<ClientAccountNotificationsQuery, ClientAccountNotificationsQueryVariables>;
export const ClientAccountJoinWaitlistDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientAccountJoinWaitlist"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JoinWaitlistInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"joinWaitlist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alreadyJoined"}},{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}}]}}]}}]}}]} as unknown as DocumentNode<ClientAccountJoinWaitlistMutation, ClientAccountJoinWaitlistMutationVariables>;
export const ClientAccountNotifications2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientAccountNotifications2"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ClientAccountNotifications2Query, ClientAccountNotifications2QueryVariables>;
export const ClientAccountMyClientProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientAccountMyClientProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myClientProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"preferredContactMethod"}},{"kind":"Field","name":{"kind":"Name","value":"emailNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"smsNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"marketingEmails"}},{"kind":"Field","name":{"kind":"Name","value":"appointmentReminders"}}]}}]}}]} as unknown as DocumentNode<ClientAccountMyClientProfileQuery, ClientAccountMyClientProfileQueryVariables>;
export const ClientAccountMyClientStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientAccountMyClientStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myClientStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalRequests"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"averageRatingGiven"}}]}}]}}]} as unknown as DocumentNode<ClientAccountMyClientStatsQuery, ClientAccountMyClientStatsQueryVariables>;
export const ClientAccountAddPaymentMethodDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientAccountAddPaymentMethod"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddPaymentMethodInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addPaymentMethod"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}}]}}]} as unknown as DocumentNode<ClientAccountAddPaymentMethodMutation, ClientAccountAddPaymentMethodMutationVariables>;
export const ClientAccountSetDefaultPaymentMethodDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientAccountSetDefaultPaymentMethod"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setDefaultPaymentMethod"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}}]}}]} as unknown as DocumentNode<ClientAccountSetDefaultPaymentMethodMutation, ClientAccountSetDefaultPaymentMethodMutationVariables>;
export const ClientAccountMyPaymentMethodsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientAccountMyPaymentMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myPaymentMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ClientAccountMyPaymentMethodsQuery, ClientAccountMyPaymentMethodsQueryVariables>;
export const ClientAccountRemovePaymentMethodDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientAccountRemovePaymentMethod"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removePaymentMethod"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}}]}}]} as unknown as DocumentNode<ClientAccountRemovePaymentMethodMutation, ClientAccountRemovePaymentMethodMutationVariables>;
export const ClientAccountMyReferralDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientAccountMyReferral"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myReferral"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"referred"}},{"kind":"Field","name":{"kind":"Name","value":"qualified"}},{"kind":"Field","name":{"kind":"Name","value":"earnedCents"}}]}}]}}]} as unknown as DocumentNode<ClientAccountMyReferralQuery, ClientAccountMyReferralQueryVariables>;
export const ClientAccountMyReferral2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientAccountMyReferral2"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myReferral"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"referred"}}]}}]}}]} as unknown as DocumentNode<ClientAccountMyReferral2Query, ClientAccountMyReferral2QueryVariables>;
export const ClientAccountMyBillingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientAccountMyBilling"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myBilling"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"amountDueCents"}},{"kind":"Field","name":{"kind":"Name","value":"dueFor"}}]}}]}}]}}]} as unknown as DocumentNode<ClientAccountMyBillingQuery, ClientAccountMyBillingQueryVariables>;
export const ClientPaymentsNotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientPaymentsNotifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]}}]} as unknown as DocumentNode<ClientPaymentsNotificationsQuery, ClientPaymentsNotificationsQueryVariables>;
export const ClientPaymentsCheckoutQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientPaymentsCheckoutQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkoutQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"requestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dueFor"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}}]}}]} as unknown as DocumentNode<ClientPaymentsCheckoutQuoteQuery, ClientPaymentsCheckoutQuoteQueryVariables>;
export const ClientPaymentsProcessPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientPaymentsProcessPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProcessPaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}},{"kind":"Field","name":{"kind":"Name","value":"request"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"balancePaid"}},{"kind":"Field","name":{"kind":"Name","value":"invoicePaid"}},{"kind":"Field","name":{"kind":"Name","value":"adminApprovalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"billing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"balanceDueCents"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ClientPaymentsProcessPaymentMutation, ClientPaymentsProcessPaymentMutationVariables>;
export const ClientRequestsNotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientRequestsNotifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ClientRequestsNotificationsQuery, ClientRequestsNotificationsQueryVariables>;
export const ClientRequestsMyRequests2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientRequestsMyRequests2"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"myClientStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingProviderApplication"}}]}}]}}]} as unknown as DocumentNode<ClientRequestsMyRequests2Query, ClientRequestsMyRequests2QueryVariables>;
export const ClientRequestsMyRequests3Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientRequestsMyRequests3"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<ClientRequestsMyRequests3Query, ClientRequestsMyRequests3QueryVariables>;
export const ClientRequestsUpdateServiceRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientRequestsUpdateServiceRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateServiceRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"serviceZipCode"}}]}}]}}]} as unknown as DocumentNode<ClientRequestsUpdateServiceRequestMutation, ClientRequestsUpdateServiceRequestMutationVariables>;
export const ClientRequestsCancelServiceRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientRequestsCancelServiceRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelServiceRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ClientRequestsCancelServiceRequestMutation, ClientRequestsCancelServiceRequestMutationVariables>;
export const ClientRequestsMyRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientRequestsMyRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayStatus"}}]}}]}}]}}]} as unknown as DocumentNode<ClientRequestsMyRequestsQuery, ClientRequestsMyRequestsQueryVariables>;
export const ClientRequestsMyServiceHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientRequestsMyServiceHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myServiceHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<ClientRequestsMyServiceHistoryQuery, ClientRequestsMyServiceHistoryQueryVariables>;
export const ClientRequestsAddClientNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientRequestsAddClientNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"n"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addClientNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"requestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"n"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"actorRole"}}]}}]}}]} as unknown as DocumentNode<ClientRequestsAddClientNoteMutation, ClientRequestsAddClientNoteMutationVariables>;
export const ClientRequestsNotifications2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientRequestsNotifications2"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ClientRequestsNotifications2Query, ClientRequestsNotifications2QueryVariables>;
export const ClientSupportRegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientSupportRegister"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<ClientSupportRegisterMutation, ClientSupportRegisterMutationVariables>;
export const ClientSupportCreateServiceRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientSupportCreateServiceRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createServiceRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"displayStatus"}},{"kind":"Field","name":{"kind":"Name","value":"appointmentFeePaid"}},{"kind":"Field","name":{"kind":"Name","value":"serviceZipCode"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}}]}}]}}]} as unknown as DocumentNode<ClientSupportCreateServiceRequestMutation, ClientSupportCreateServiceRequestMutationVariables>;
export const ClientSupportProcessPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientSupportProcessPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProcessPaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"gatewayTransactionId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"request"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"appointmentFeePaid"}},{"kind":"Field","name":{"kind":"Name","value":"displayStatus"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}}]}}]}}]}}]} as unknown as DocumentNode<ClientSupportProcessPaymentMutation, ClientSupportProcessPaymentMutationVariables>;
export const ClientSupportServiceCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientSupportServiceCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ClientSupportServiceCategoriesQuery, ClientSupportServiceCategoriesQueryVariables>;
export const FoundationViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FoundationViewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionRole"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]}}]} as unknown as DocumentNode<FoundationViewerQuery, FoundationViewerQueryVariables>;
export const FoundationRegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FoundationRegister"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]}}]} as unknown as DocumentNode<FoundationRegisterMutation, FoundationRegisterMutationVariables>;
export const FoundationLogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FoundationLogout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<FoundationLogoutMutation, FoundationLogoutMutationVariables>;
export const FoundationAdminAccessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FoundationAdminAccess"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"p"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminAccess"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"p"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<FoundationAdminAccessMutation, FoundationAdminAccessMutationVariables>;
export const FoundationImpersonateDemoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FoundationImpersonateDemo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"impersonateDemo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"EnumValue","value":"worker"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<FoundationImpersonateDemoMutation, FoundationImpersonateDemoMutationVariables>;
export const FoundationMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FoundationMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionRole"}},{"kind":"Field","name":{"kind":"Name","value":"impersonatorName"}}]}}]}}]} as unknown as DocumentNode<FoundationMeQuery, FoundationMeQueryVariables>;
export const FoundationStopImpersonationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FoundationStopImpersonation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stopImpersonation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<FoundationStopImpersonationMutation, FoundationStopImpersonationMutationVariables>;
export const LiveResyncLiveChangesSinceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LiveResyncLiveChangesSince"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"since"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"handedOver"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"liveChangesSince"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"since"},"value":{"kind":"Variable","name":{"kind":"Name","value":"since"}}},{"kind":"Argument","name":{"kind":"Name","value":"handedOver"},"value":{"kind":"Variable","name":{"kind":"Name","value":"handedOver"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"complete"}},{"kind":"Field","name":{"kind":"Name","value":"requests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"lists"}},{"kind":"Field","name":{"kind":"Name","value":"request"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"queue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"removedId"}},{"kind":"Field","name":{"kind":"Name","value":"queueDelta"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"request"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"adminStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"unpaidRequests"}}]}},{"kind":"Field","name":{"kind":"Name","value":"billing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalRevenueCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workerEarnings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"potentialCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workerDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"availableRequests"}},{"kind":"Field","name":{"kind":"Name","value":"activeJobs"}}]}}]}}]}}]} as unknown as DocumentNode<LiveResyncLiveChangesSinceQuery, LiveResyncLiveChangesSinceQueryVariables>;
export const LiveResyncAdminDashboardStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LiveResyncAdminDashboardStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminDashboardStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pending"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adminBillingStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalRevenueCents"}}]}}]}}]} as unknown as DocumentNode<LiveResyncAdminDashboardStatsQuery, LiveResyncAdminDashboardStatsQueryVariables>;
export const LiveResyncWorkerFiguresDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LiveResyncWorkerFigures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workerEarnings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"potentialCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workerDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"availableRequests"}},{"kind":"Field","name":{"kind":"Name","value":"activeJobs"}}]}}]}}]} as unknown as DocumentNode<LiveResyncWorkerFiguresQuery, LiveResyncWorkerFiguresQueryVariables>;
export const LiveResyncWorkerDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LiveResyncWorkerDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workerDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activeJobs"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workerEarnings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"potentialCents"}}]}}]}}]} as unknown as DocumentNode<LiveResyncWorkerDashboardQuery, LiveResyncWorkerDashboardQueryVariables>;
export const OidcSignInSignInOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OidcSignInSignInOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signInOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"google"}},{"kind":"Field","name":{"kind":"Name","value":"providerName"}}]}}]}}]} as unknown as DocumentNode<OidcSignInSignInOptionsQuery, OidcSignInSignInOptionsQueryVariables>;
export const OidcSignInConfirmLinkedIdentityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OidcSignInConfirmLinkedIdentity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"t"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmLinkedIdentity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"t"}}}]}]}}]} as unknown as DocumentNode<OidcSignInConfirmLinkedIdentityMutation, OidcSignInConfirmLinkedIdentityMutationVariables>;
export const OidcSignInLinkedIdentitiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OidcSignInLinkedIdentities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linkedIdentities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"issuer"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSignInAt"}}]}}]}}]} as unknown as DocumentNode<OidcSignInLinkedIdentitiesQuery, OidcSignInLinkedIdentitiesQueryVariables>;
export const OidcSignInRemoveLinkedIdentityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OidcSignInRemoveLinkedIdentity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeLinkedIdentity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<OidcSignInRemoveLinkedIdentityMutation, OidcSignInRemoveLinkedIdentityMutationVariables>;
export const PageDocumentRegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PageDocumentRegister"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<PageDocumentRegisterMutation, PageDocumentRegisterMutationVariables>;
export const RequestEventsMyRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RequestEventsMyRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"200"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<RequestEventsMyRequestsQuery, RequestEventsMyRequestsQueryVariables>;
export const RequestEventsMyJobsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RequestEventsMyJobs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"s"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myJobs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"scope"},"value":{"kind":"Variable","name":{"kind":"Name","value":"s"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"200"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<RequestEventsMyJobsQuery, RequestEventsMyJobsQueryVariables>;
export const RequestEventsAdminReviewQueueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RequestEventsAdminReviewQueue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminReviewQueue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"200"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<RequestEventsAdminReviewQueueQuery, RequestEventsAdminReviewQueueQueryVariables>;
export const RequestEventsAdminScheduleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RequestEventsAdminSchedule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminSchedule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"200"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<RequestEventsAdminScheduleQuery, RequestEventsAdminScheduleQueryVariables>;
export const RequestEventsAdminDashboardStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RequestEventsAdminDashboardStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminDashboardStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewQueue"}},{"kind":"Field","name":{"kind":"Name","value":"activeJobs"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}}]}}]}}]} as unknown as DocumentNode<RequestEventsAdminDashboardStatsQuery, RequestEventsAdminDashboardStatsQueryVariables>;
export const RequestEventsAdminBillingStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RequestEventsAdminBillingStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminBillingStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalRevenueCents"}},{"kind":"Field","name":{"kind":"Name","value":"pendingPaymentsCount"}}]}}]}}]} as unknown as DocumentNode<RequestEventsAdminBillingStatsQuery, RequestEventsAdminBillingStatsQueryVariables>;
export const ServerDecidedFieldsCheckoutQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ServerDecidedFieldsCheckoutQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkoutQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"requestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dueFor"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}}]}}]}}]} as unknown as DocumentNode<ServerDecidedFieldsCheckoutQuoteQuery, ServerDecidedFieldsCheckoutQuoteQueryVariables>;
export const ServerDecidedFieldsServiceRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ServerDecidedFieldsServiceRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allowedActions"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}}]}}]}}]} as unknown as DocumentNode<ServerDecidedFieldsServiceRequestQuery, ServerDecidedFieldsServiceRequestQueryVariables>;
export const ServerDecidedFieldsServiceRequest2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ServerDecidedFieldsServiceRequest2"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"balanceDueCents"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ServerDecidedFieldsServiceRequest2Query, ServerDecidedFieldsServiceRequest2QueryVariables>;
export const ServerDecidedFieldsCancelServiceRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ServerDecidedFieldsCancelServiceRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelServiceRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}}]}}]}}]} as unknown as DocumentNode<ServerDecidedFieldsCancelServiceRequestMutation, ServerDecidedFieldsCancelServiceRequestMutationVariables>;
export const ServerDecidedFieldsServiceRequest3Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ServerDecidedFieldsServiceRequest3"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"liveLists"}}]}}]}}]} as unknown as DocumentNode<ServerDecidedFieldsServiceRequest3Query, ServerDecidedFieldsServiceRequest3QueryVariables>;
export const ServerDecidedFieldsOpenJobsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ServerDecidedFieldsOpenJobs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"openJobs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"request"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ServerDecidedFieldsOpenJobsQuery, ServerDecidedFieldsOpenJobsQueryVariables>;
export const ServerRulesServiceRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ServerRulesServiceRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isProjectWorkflow"}},{"kind":"Field","name":{"kind":"Name","value":"awaitingPaymentDecision"}},{"kind":"Field","name":{"kind":"Name","value":"billing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceCostCents"}},{"kind":"Field","name":{"kind":"Name","value":"payoutTiming"}}]}}]}}]}}]} as unknown as DocumentNode<ServerRulesServiceRequestQuery, ServerRulesServiceRequestQueryVariables>;
export const ServerRulesPriceInvoiceLinesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ServerRulesPriceInvoiceLines"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"l"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceLineInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"priceInvoiceLines"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"requestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"lineItems"},"value":{"kind":"Variable","name":{"kind":"Name","value":"l"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"rateCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subtotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"billing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceCostCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceDueCents"}},{"kind":"Field","name":{"kind":"Name","value":"payoutTiming"}}]}}]}}]}}]} as unknown as DocumentNode<ServerRulesPriceInvoiceLinesQuery, ServerRulesPriceInvoiceLinesQueryVariables>;
export const ServerRulesCreateJobInvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ServerRulesCreateJobInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateJobInvoiceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createJobInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subtotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"finalAmountCents"}},{"kind":"Field","name":{"kind":"Name","value":"lineItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}}]}}]}}]} as unknown as DocumentNode<ServerRulesCreateJobInvoiceMutation, ServerRulesCreateJobInvoiceMutationVariables>;
export const ServerRulesServiceRequest2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ServerRulesServiceRequest2"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceCostCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceDueCents"}}]}}]}}]}}]} as unknown as DocumentNode<ServerRulesServiceRequest2Query, ServerRulesServiceRequest2QueryVariables>;
export const ServerRulesAdminEditInvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ServerRulesAdminEditInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminEditInvoiceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminEditInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newTotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"lineItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}}]}}]}}]} as unknown as DocumentNode<ServerRulesAdminEditInvoiceMutation, ServerRulesAdminEditInvoiceMutationVariables>;
export const StatementCountOpenJobsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StatementCountOpenJobs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"openJobs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"request"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<StatementCountOpenJobsQuery, StatementCountOpenJobsQueryVariables>;
export const StatementCountAdminPastDueBalancesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StatementCountAdminPastDueBalances"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminPastDueBalances"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"23"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceCreatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"daysPastDue"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<StatementCountAdminPastDueBalancesQuery, StatementCountAdminPastDueBalancesQueryVariables>;
export const WorkerActionsCanRateServiceRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkerActionsCanRateServiceRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"workerActions"}},{"kind":"Field","name":{"kind":"Name","value":"canRate"}}]}}]}}]} as unknown as DocumentNode<WorkerActionsCanRateServiceRequestQuery, WorkerActionsCanRateServiceRequestQueryVariables>;
export const WorkerActionsCanRateCompleteJobDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkerActionsCanRateCompleteJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"requestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"workerActions"}}]}}]}}]} as unknown as DocumentNode<WorkerActionsCanRateCompleteJobMutation, WorkerActionsCanRateCompleteJobMutationVariables>;
export const WorkerActionsCanRateSubmitReviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkerActionsCanRateSubmitReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmitReviewInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"workerRating"}}]}}]}}]} as unknown as DocumentNode<WorkerActionsCanRateSubmitReviewMutation, WorkerActionsCanRateSubmitReviewMutationVariables>;
export const WorkerApplicationApplyAsProviderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkerApplicationApplyAsProvider"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProviderApplicationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applyAsProvider"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"provider"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"onboardingCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"backgroundCheckStatus"}},{"kind":"Field","name":{"kind":"Name","value":"documentVerificationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"totalJobs"}},{"kind":"Field","name":{"kind":"Name","value":"completedJobs"}},{"kind":"Field","name":{"kind":"Name","value":"serviceCategories"}},{"kind":"Field","name":{"kind":"Name","value":"serviceRadius"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"onboardingData"}},{"kind":"Field","name":{"kind":"Name","value":"offeredCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WorkerApplicationApplyAsProviderMutation, WorkerApplicationApplyAsProviderMutationVariables>;
export const WorkerApplicationMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkerApplicationMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionRole"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"provider"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}}]}}]}}]}}]} as unknown as DocumentNode<WorkerApplicationMeQuery, WorkerApplicationMeQueryVariables>;
export const WorkerApplicationRegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkerApplicationRegister"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<WorkerApplicationRegisterMutation, WorkerApplicationRegisterMutationVariables>;
export const WorkerApplicationMyProviderApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkerApplicationMyProviderApplication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myProviderApplication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<WorkerApplicationMyProviderApplicationQuery, WorkerApplicationMyProviderApplicationQueryVariables>;
export const WorkerApplicationOpenJobsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkerApplicationOpenJobs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"openJobs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"request"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WorkerApplicationOpenJobsQuery, WorkerApplicationOpenJobsQueryVariables>;
export const WorkerApplicationUpdateBankAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkerApplicationUpdateBankAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BankAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBankAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasAccount"}},{"kind":"Field","name":{"kind":"Name","value":"accountHolderName"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"routingNumberMasked"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumberMasked"}},{"kind":"Field","name":{"kind":"Name","value":"isVerified"}}]}}]}}]} as unknown as DocumentNode<WorkerApplicationUpdateBankAccountMutation, WorkerApplicationUpdateBankAccountMutationVariables>;
export const WorkerApplicationMyBankAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkerApplicationMyBankAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myBankAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isVerified"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumberMasked"}}]}}]}}]} as unknown as DocumentNode<WorkerApplicationMyBankAccountQuery, WorkerApplicationMyBankAccountQueryVariables>;
export const WorkerApplicationMyBankAccount2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkerApplicationMyBankAccount2"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myBankAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isVerified"}}]}}]}}]} as unknown as DocumentNode<WorkerApplicationMyBankAccount2Query, WorkerApplicationMyBankAccount2QueryVariables>;
export const WorkerApplicationUpdateProviderSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkerApplicationUpdateProviderSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProviderSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProviderSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"serviceRadius"}},{"kind":"Field","name":{"kind":"Name","value":"pushNotifications"}}]}}]}}]} as unknown as DocumentNode<WorkerApplicationUpdateProviderSettingsMutation, WorkerApplicationUpdateProviderSettingsMutationVariables>;
export const WorkerApplicationProviderSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkerApplicationProviderSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"providerSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"serviceRadius"}},{"kind":"Field","name":{"kind":"Name","value":"smsNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"pushNotifications"}}]}}]}}]} as unknown as DocumentNode<WorkerApplicationProviderSettingsQuery, WorkerApplicationProviderSettingsQueryVariables>;
export const WorkerJobsOpenJobsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkerJobsOpenJobs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"openJobs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distanceMiles"}},{"kind":"Field","name":{"kind":"Name","value":"request"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WorkerJobsOpenJobsQuery, WorkerJobsOpenJobsQueryVariables>;
export const WorkerJobsAcceptJobDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkerJobsAcceptJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"requestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"providerId"}}]}}]}}]} as unknown as DocumentNode<WorkerJobsAcceptJobMutation, WorkerJobsAcceptJobMutationVariables>;
export const WorkerJobsScheduleJobDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkerJobsScheduleJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"at"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scheduleJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"requestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"scheduledAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"at"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scheduledAt"}}]}}]}}]} as unknown as DocumentNode<WorkerJobsScheduleJobMutation, WorkerJobsScheduleJobMutationVariables>;
export const WorkerJobsScheduleNextVisitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkerJobsScheduleNextVisit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"at"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scheduleNextVisit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"requestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"scheduledAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"at"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scheduledAt"}}]}}]}}]} as unknown as DocumentNode<WorkerJobsScheduleNextVisitMutation, WorkerJobsScheduleNextVisitMutationVariables>;
export const WorkerJobsAddJobNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkerJobsAddJobNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JobNoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addJobNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"photos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"originalName"}}]}}]}}]}}]} as unknown as DocumentNode<WorkerJobsAddJobNoteMutation, WorkerJobsAddJobNoteMutationVariables>;
export const WorkerJobsPriceInvoiceLinesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkerJobsPriceInvoiceLines"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"l"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceLineInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"priceInvoiceLines"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"requestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"lineItems"},"value":{"kind":"Variable","name":{"kind":"Name","value":"l"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subtotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"billing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platformFeeCents"}},{"kind":"Field","name":{"kind":"Name","value":"salesTaxCents"}},{"kind":"Field","name":{"kind":"Name","value":"processingFeeCents"}},{"kind":"Field","name":{"kind":"Name","value":"serviceTotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceDueCents"}}]}}]}}]}}]} as unknown as DocumentNode<WorkerJobsPriceInvoiceLinesQuery, WorkerJobsPriceInvoiceLinesQueryVariables>;
export const WorkerJobsCreateJobInvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkerJobsCreateJobInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateJobInvoiceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createJobInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"subtotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"finalAmountCents"}},{"kind":"Field","name":{"kind":"Name","value":"lineItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"rateCents"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}}]}}]}}]} as unknown as DocumentNode<WorkerJobsCreateJobInvoiceMutation, WorkerJobsCreateJobInvoiceMutationVariables>;
export const WorkerJobsServiceRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkerJobsServiceRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceCostCents"}}]}}]}}]}}]} as unknown as DocumentNode<WorkerJobsServiceRequestQuery, WorkerJobsServiceRequestQueryVariables>;
export const WorkerJobsEditJobInvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkerJobsEditJobInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EditJobInvoiceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editJobInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lastEditedBy"}},{"kind":"Field","name":{"kind":"Name","value":"editReason"}},{"kind":"Field","name":{"kind":"Name","value":"originalAmountCents"}},{"kind":"Field","name":{"kind":"Name","value":"finalAmountCents"}}]}}]}}]} as unknown as DocumentNode<WorkerJobsEditJobInvoiceMutation, WorkerJobsEditJobInvoiceMutationVariables>;
export const WorkerJobsCompleteJobDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkerJobsCompleteJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"requestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}}]}}]} as unknown as DocumentNode<WorkerJobsCompleteJobMutation, WorkerJobsCompleteJobMutationVariables>;
export const WorkerJobsCompleteHundredDollarSpecialDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkerJobsCompleteHundredDollarSpecial"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeHundredDollarSpecial"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"requestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"hundredDollarSpecial"}},{"kind":"Field","name":{"kind":"Name","value":"adminApprovalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"billing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"balanceDueCents"}},{"kind":"Field","name":{"kind":"Name","value":"workerPayoutCents"}}]}}]}}]}}]} as unknown as DocumentNode<WorkerJobsCompleteHundredDollarSpecialMutation, WorkerJobsCompleteHundredDollarSpecialMutationVariables>;
export const WorkerJobsUnassignJobDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkerJobsUnassignJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unassignJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"requestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"providerId"}}]}}]}}]} as unknown as DocumentNode<WorkerJobsUnassignJobMutation, WorkerJobsUnassignJobMutationVariables>;
export const WorkerJobsWorkerEarningsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkerJobsWorkerEarnings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workerEarnings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekCents"}},{"kind":"Field","name":{"kind":"Name","value":"monthCents"}},{"kind":"Field","name":{"kind":"Name","value":"pendingCents"}},{"kind":"Field","name":{"kind":"Name","value":"potentialCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"week"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"cents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"jobs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payoutCents"}},{"kind":"Field","name":{"kind":"Name","value":"payoutStatus"}},{"kind":"Field","name":{"kind":"Name","value":"thisWeek"}},{"kind":"Field","name":{"kind":"Name","value":"potential"}},{"kind":"Field","name":{"kind":"Name","value":"request"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WorkerJobsWorkerEarningsQuery, WorkerJobsWorkerEarningsQueryVariables>;
export const WorkerJobsWorkerDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkerJobsWorkerDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workerDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"availableRequests"}},{"kind":"Field","name":{"kind":"Name","value":"activeJobs"}},{"kind":"Field","name":{"kind":"Name","value":"completedJobs"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"today"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<WorkerJobsWorkerDashboardQuery, WorkerJobsWorkerDashboardQueryVariables>;
export const WorkerJobsWorkerRatingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkerJobsWorkerRatings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workerRatings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"average"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"elite"}},{"kind":"Field","name":{"kind":"Name","value":"standing"}},{"kind":"Field","name":{"kind":"Name","value":"breakdown"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stars"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reviews"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestTitle"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"workerRating"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}}]}}]}}]}}]} as unknown as DocumentNode<WorkerJobsWorkerRatingsQuery, WorkerJobsWorkerRatingsQueryVariables>;
export const SignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"e"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"p"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"e"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"p"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<SignInMutation, SignInMutationVariables>;
export const LedgerInvariantsServiceRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LedgerInvariantsServiceRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"balanceDueCents"}},{"kind":"Field","name":{"kind":"Name","value":"combinedTotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"balancePaid"}}]}}]}}]}}]} as unknown as DocumentNode<LedgerInvariantsServiceRequestQuery, LedgerInvariantsServiceRequestQueryVariables>;
export const LedgerInvariantsCheckoutQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LedgerInvariantsCheckoutQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkoutQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"requestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dueFor"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}}]}}]} as unknown as DocumentNode<LedgerInvariantsCheckoutQuoteQuery, LedgerInvariantsCheckoutQuoteQueryVariables>;
export const LiveSessionsLogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LiveSessionsLogout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LiveSessionsLogoutMutation, LiveSessionsLogoutMutationVariables>;
export const LiveSessionsImpersonateDemoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LiveSessionsImpersonateDemo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"impersonateDemo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"EnumValue","value":"client"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<LiveSessionsImpersonateDemoMutation, LiveSessionsImpersonateDemoMutationVariables>;
export const LiveSessionsServiceCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LiveSessionsServiceCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<LiveSessionsServiceCategoriesQuery, LiveSessionsServiceCategoriesQueryVariables>;
export const MoneyAfterPaymentProcessPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MoneyAfterPaymentProcessPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProcessPaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}}]}}]}}]} as unknown as DocumentNode<MoneyAfterPaymentProcessPaymentMutation, MoneyAfterPaymentProcessPaymentMutationVariables>;
export const MoneyAfterPaymentAdminEditInvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MoneyAfterPaymentAdminEditInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminEditInvoiceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminEditInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newTotalCents"}}]}}]}}]} as unknown as DocumentNode<MoneyAfterPaymentAdminEditInvoiceMutation, MoneyAfterPaymentAdminEditInvoiceMutationVariables>;
export const MoneyAfterPaymentCheckoutQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MoneyAfterPaymentCheckoutQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkoutQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"requestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dueFor"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}}]}}]} as unknown as DocumentNode<MoneyAfterPaymentCheckoutQuoteQuery, MoneyAfterPaymentCheckoutQuoteQueryVariables>;
export const MoneyAfterPaymentServiceRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MoneyAfterPaymentServiceRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"balancePaid"}},{"kind":"Field","name":{"kind":"Name","value":"billing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"balanceDueCents"}},{"kind":"Field","name":{"kind":"Name","value":"combinedTotalCents"}}]}}]}}]}}]} as unknown as DocumentNode<MoneyAfterPaymentServiceRequestQuery, MoneyAfterPaymentServiceRequestQueryVariables>;
export const MoneyAfterPaymentApprovePayoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MoneyAfterPaymentApprovePayout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approvePayout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"requestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"serviceCostCents"}}]}}]}}]}}]} as unknown as DocumentNode<MoneyAfterPaymentApprovePayoutMutation, MoneyAfterPaymentApprovePayoutMutationVariables>;
export const WsGuardsServiceCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WsGuardsServiceCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<WsGuardsServiceCategoriesQuery, WsGuardsServiceCategoriesQueryVariables>;