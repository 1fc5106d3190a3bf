import { isEnumType, isInputObjectType, isInterfaceType, isObjectType, type GraphQLSchema } from 'graphql';

/**
 * Descriptions for the parts of the schema declared without one, so that every type, field,
 * argument and enum value an integrator sees is described (tests/server/schema-descriptions
 * .test.ts). A description written on the decorator always wins; these fill the rest, by
 * exact name first ('Type', 'Type.field', 'Type.field(arg)', 'Enum.value'), then by the
 * field, argument or value name, which means the same thing wherever it appears. `{t}`
 * stands for the type's name in words ("admin payment row").
 */

const TYPES: Record<string, string> = {
  Query: 'What can be read: each field names who may read it',
  Mutation: 'What can be changed: each field names who may change it',
  Subscription: 'Live changes over a WebSocket (graphql-ws)',
  AddPaymentMethodInput: 'A payment method to save (no card number: a brand and the last four digits)',
  AdminAccountSearch: 'Accounts found by an admin search',
  AdminActivityItem: 'One entry of the recent activity an admin sees',
  AdminAssignCandidate: 'A worker an admin may assign to a request, with how well they fit',
  AdminCategoryStats: "One category's figures for an admin",
  AdminClientRow: 'A client as the admin client list shows them',
  AdminCompletedJob: 'A completed job as the admin list shows it',
  AdminCustomerLookup: 'A customer an admin looked up, with their requests and payments',
  AdminInvoiceEditResult: "An admin's invoice edit: the invoice and how its total changed",
  AdminInvoiceLineInput: 'One invoice line as an admin edits it (rate in cents)',
  AdminPaymentRow: 'A payment as the admin payment list shows it',
  AdminPayoutRow: 'A worker payout as the admin payout list shows it',
  AdminProviderRow: 'A worker as the admin worker list shows them',
  AdminRevenue: 'Revenue figures for an admin',
  AdminSearchResult: 'One result of an admin search: a request, a client or a worker',
  AuditEvent: 'One entry of the audit trail: who did what to which record, with the state before and after',
  AuthPayload: 'A session: its token and the signed-in user',
  BankAccountInput: "The worker's bank account for payouts",
  BillingStats: 'Billing figures for an admin',
  CategoryRevenue: "One category's revenue",
  ChangePasswordInput: 'The current password and the new one',
  ClientStats: "A client's own figures",
  CreateJobInvoiceInput: "A worker's invoice for a job, from its lines",
  CustomerMetrics: 'Figures about customers',
  EarningsDay: "One day of a worker's earnings",
  EditJobInvoiceInput: "A worker's edit of their invoice",
  Invoice: 'An invoice for a service request',
  InvoiceLineItem: 'One line of an invoice',
  InvoicePreviewLine: 'One priced line of an invoice preview',
  JobNoteInput: "A worker's note on a job, with photos",
  JoinWaitlistInput: 'Someone outside the service area asking to be told when it opens there',
  JoinWaitlistResult: 'The waitlist answer',
  LoginInput: 'E-mail and password',
  MonthlyTrend: "One month's figures",
  Notification: 'A notification to one user',
  OperationalMetrics: 'Figures about operations',
  PaymentResult: 'A processed payment and the request it paid',
  ProfitAnalysis: 'Profit figures',
  ProviderApplicationResult: 'A worker application, and the session of an account it created',
  ProviderSettingsInput: "A worker's settings",
  RatingBucket: 'How many ratings gave this many stars',
  ReferralInfo: "A person's referral code and what it earned",
  RegisterInput: 'A new client or worker account',
  ResetPasswordInput: "A reset link's token and the new password",
  RevenueBreakdown: 'Revenue by source',
  Review: "A client's review of a completed service",
  ServiceCategory: 'A category of service (House Cleaning, Lawn Care...)',
  ServiceType: 'A kind of service within a category',
  SubmitReviewInput: 'A review of a completed service',
  SupportRequest: 'A message to support',
  SupportRequestInput: 'A message to support',
  UpdateClientProfileInput: "The client's profile and notification switches",
  User: 'An account',
  ViewerProvider: "The signed-in worker's provider record, as far as the session needs it",
  WaitlistEntry: 'A person on the expansion waitlist',
  WorkerReview: 'A review as the reviewed worker sees it',
};

const FIELDS: Record<string, string> = {
  'Mutation.addPaymentMethod': 'Save a payment method (clients)',
  'Mutation.adminRejectWorker': "Reject a worker's application with a reason sent to them (admins)",
  'Mutation.login': 'Sign in with e-mail and password; returns the session token (also set as a cookie)',
  'Mutation.markNotificationRead': 'Mark one of your notifications read',
  'Mutation.updateProviderSettings': 'Change your worker settings (approved workers)',
  'Query.adminAdvancedEarnings': 'Earnings analytics (admins)',
  'Query.adminBillingStats': 'Billing figures (admins)',
  'Query.adminCategoryStats': "One category's figures (admins)",
  'Query.adminDashboardStats': 'The admin dashboard tiles (admins)',
  'Query.adminInvoice': 'One invoice with its lines (admins)',
  'Query.adminRecentActivity': 'The latest activity across the marketplace (admins)',
  'Query.adminRevenue': 'Revenue figures (admins)',
  'Query.adminSearchAccounts': 'Accounts whose name or e-mail matches (admins)',
  'Query.myBankAccount': 'Your payout bank account, masked (workers)',
  'Query.myClientStats': 'Your figures as a client',
  'Query.providerSettings': 'Your worker settings (workers)',
  'Query.unreadNotificationCount': 'How many of your notifications are unread',
  'Query.workerDashboard': 'Your worker dashboard (approved workers)',
  'Query.workerEarnings': 'Your earnings (approved workers)',
  'Query.workerRatings': 'Your ratings and reviews (approved workers)',
};

/** By field name, on whatever type. */
const BY_NAME: Record<string, string> = {
  id: "The {t}'s id", requestId: "The service request's id", clientId: "The client's id", providerId: "The worker's (provider's) id", categoryId: "The category's id",
  categoryIds: "The categories' ids", invoiceId: "The invoice's id", actorId: "The acting user's id", entityId: "The changed record's id", impersonatorId: 'The admin acting as this account, if any',
  photoIds: 'Ids of the attached photos (uploads)',
  createdAt: 'When the {t} was created', updatedAt: 'When the {t} last changed', completedAt: 'When the job was completed', cancelledAt: 'When it was cancelled', approvedAt: 'When it was approved',
  paidAt: 'When it was paid', refundedAt: 'When it was refunded', sentAt: 'When it was sent', scheduledAt: 'When the visit is scheduled', inspectionDate: 'When the inspection is scheduled',
  paymentDate: 'When the consultation fee was paid', invoicePaymentDate: 'When the invoice was paid', invoiceCreatedAt: 'When the invoice was created', memberSince: 'When the account was created',
  date: 'The day (YYYY-MM-DD)', weekStart: 'The first day of the week (YYYY-MM-DD)', monthStart: 'The first day of the month (YYYY-MM-DD)',
  pageInfo: 'Where this page ends and whether more follow', items: 'The items of this page', hasNextPage: 'Whether another page follows', endCursor: 'Pass as `after` to read the next page; null on an empty page',
  email: 'E-mail address', phone: 'Phone number', zipCode: '5-digit ZIP code', city: 'City', state: 'Two-letter state', address: 'Street address',
  name: 'Name', firstName: 'First name', lastName: 'Last name', fullName: 'First and last name', title: 'Title', subtitle: 'A second line of text', label: 'Text to show',
  description: 'Description', notes: 'Notes', note: 'The note', comment: 'The review comment', message: 'The message text', subject: 'Subject line', code: 'The code',
  status: "The {t}'s status", kind: 'What kind of {t} it is', type: 'What kind of {t} it is', action: 'What was done', role: 'The role', userType: 'Client or worker',
  request: 'The service request', requests: 'The service requests', client: 'The client', clients: 'The clients', provider: 'The worker (provider)', providers: 'The workers (providers)',
  category: 'The category', categoryName: "The category's name", categoryNames: "The categories' names", user: 'The account', invoice: 'The invoice', invoices: 'The invoices',
  payment: 'The payment', payout: "The worker's payout", lineItems: 'The invoice lines', lines: 'The lines', reviews: 'The reviews', jobs: 'The jobs', photos: 'The photos', entry: 'The entry',
  recentRequests: 'The latest requests', recentPayments: 'The latest payments', breakdown: 'The figures by part', billing: 'Where billing stands', data: 'Extra details (JSON)',
  amountCents: 'Amount in cents', tipCents: 'Tip in cents', serviceCostCents: 'The cost of the service in cents', revenueCents: 'Revenue in cents', subtotalCents: 'Subtotal in cents',
  rateCents: 'Rate per unit in cents', hourlyRateCents: 'Hourly rate in cents', totalCents: 'Total in cents', balanceCents: 'Balance in cents', balanceDueCents: 'Balance due in cents',
  payoutsCents: 'Payouts in cents', payoutCents: 'Payout in cents', pastDueTotalCents: 'Past-due balances in cents', totalRevenueCents: 'Total revenue in cents', serviceTotalCents: 'Service total in cents',
  salesTaxCents: 'Sales tax in cents', processingFeeCents: 'Payment processing fee in cents', platformFeeCents: 'Platform fee in cents', pendingPaymentsCents: 'Payments waiting for approval, in cents',
  payoutsReleasedCents: 'Payouts released, in cents', originalTotalCents: 'Total before the edit, in cents', newTotalCents: 'Total after the edit, in cents', paymentAmountCents: 'Amount paid in cents',
  invoicePaymentAmountCents: 'Invoice amount paid in cents', finalAmountCents: 'Final amount in cents', estimatedCostCents: 'Estimated cost in cents', actualCostCents: 'Actual cost in cents',
  earnedCents: 'Earned, in cents', bonusCents: 'Bonus in cents', consultationTotalCents: 'Consultation fees in cents', consultationFeeCents: 'Consultation fee in cents',
  consultationCreditCents: 'Consultation fee credited against the service, in cents', consultationCents: 'Consultation fees in cents', combinedTotalCents: 'Consultation and service together, in cents',
  appointmentFeeCents: 'Consultation fee in cents', avgCustomerValueCents: 'Average spend per customer in cents', cents: 'Amount in cents',
  quantity: 'Quantity', count: 'How many', totalRequests: 'How many requests', requestCount: 'How many requests', ratingCount: 'How many ratings', completedJobs: 'How many jobs were completed',
  totalJobs: 'How many jobs', activeJobs: 'How many jobs are under way', availableRequests: 'How many open jobs the worker may take', pastDueCount: 'How many balances are past due',
  daysPastDue: 'Days since the balance fell due', requiredJobs: 'Jobs needed to qualify', attempts: 'How many sending attempts', sizeBytes: 'Size in bytes', stars: 'Stars (1 to 5)',
  rating: 'Rating (1 to 5 stars)', serviceRating: 'Rating of the service (1 to 5 stars)', workerRating: 'Rating of the worker (1 to 5 stars)', averageRating: 'Average rating', average: 'Average rating',
  clientName: "The client's name", clientEmail: "The client's e-mail address", providerName: "The worker's name", requestTitle: "The request's title", invoiceNumber: 'Invoice number (INV-...)',
  serviceAddress: 'Street address of the service', serviceCity: 'City of the service', serviceState: 'State of the service', serviceZipCode: 'ZIP code of the service',
  serviceLatitude: 'Latitude of the service address', serviceLongitude: 'Longitude of the service address', latitude: 'Latitude', longitude: 'Longitude',
  contactName: 'Contact name', contactPhone: 'Contact phone', contactEmail: 'Contact e-mail address', contactAddress: 'Contact street address', contactCity: 'Contact city', contactState: 'Contact state', contactZipCode: 'Contact ZIP code',
  serviceRadius: 'How far the worker travels, in miles', serviceCategories: 'Ids of the categories the worker serves', customTitle: 'A title of the client\'s own (for a custom service)',
  alternativeTime1: 'A first alternative time', alternativeTime2: 'A second alternative time', specificTime: 'A specific time (HH:MM)', preferredContactMethod: 'How the client prefers to be contacted',
  priority: 'How urgent the request is', paymentMethod: 'How it was paid', paymentStatus: 'Whether the consultation fee is paid', payoutStatus: "The worker payout's status", requestStatus: "The request's status",
  billingState: 'Where billing stands', adminApprovalStatus: "The admin's payment decision", documentVerificationStatus: "Where the worker's documents stand", backgroundCheckStatus: "Where the worker's background check stands",
  onboardingCompleted: 'Whether the worker finished onboarding', onboardingData: 'What the worker gave when applying (JSON)', requiresScheduling: 'Whether a request of this category asks for a date and time',
  hundredDollarSpecial: 'Whether the job is a $100 special', appointmentFeePaid: 'Whether the consultation fee is paid', balancePaid: 'Whether the service balance is paid', invoicePaid: 'Whether the invoice is paid',
  isRead: 'Whether the notification was read', isDefault: 'Whether it is the default payment method', isVerified: 'Whether it is verified', hasAccount: 'Whether one is on file', elite: 'Whether the worker is elite',
  completed: 'Completed', pending: 'Pending', cancelled: 'Cancelled', active: 'Under way', queued: 'Waiting to be sent',
  emailNotifications: 'Send e-mails', smsNotifications: 'Send text messages', pushNotifications: 'Send push notifications', marketingEmails: 'Send marketing e-mails', appointmentReminders: 'Send appointment reminders',
  password: 'Password', referralCode: 'Referral code', url: 'Where to fetch it', filename: 'Stored file name', originalName: 'The file name as uploaded', mimeType: 'Media type (image/jpeg...)',
  brand: 'Card brand', last4: 'Last four digits', bankName: "The bank's name", accountHolderName: "The account holder's name", accountType: 'Checking or savings',
  timing: 'When the payout is released', editReason: 'Why the invoice was edited', lastEditedBy: 'Who last edited the invoice', adminNotes: "The admin's notes", inspectionNotes: 'Notes from the inspection',
  gatewayTransactionId: "The payment gateway's transaction id", failureReason: 'Why it failed', channel: 'E-mail or text message', switchName: 'The message switch', dueFor: 'What the payment is due for',
  reviewType: 'Who reviewed whom', actorRole: 'Who acted', entityType: 'What kind of record changed', before: 'The state before (JSON)', after: 'The state after (JSON)',
  method: 'How it was paid', agreements: 'The service agreements accepted', termsOfService: 'Accepted the terms of service', qualityStandards: 'Accepted the quality standards', platformFeeAgreement: 'Accepted the platform fee', communicationStandards: 'Accepted the communication standards',
  revenueBreakdown: 'Revenue by source', profitAnalysis: 'Profit figures', customerMetrics: 'Customer figures', operationalMetrics: 'Operational figures',
};

const ARGS: Record<string, string> = {
  id: 'The id', requestId: "The service request's id", providerId: "The worker's (provider's) id", paymentId: "The payment's id", categoryId: "The category's id", customerId: "The customer's id",
  input: 'The fields', note: 'The note', reason: 'Why (sent to the person concerned)', adminNotes: "The admin's notes", inspectionNotes: 'Notes from the inspection', inspectionDate: 'When to inspect (ISO 8601)',
  scheduledAt: "'YYYY-MM-DD HH:MM' (Central time) or ISO 8601 with an offset", password: 'Your password', email: 'E-mail address', token: 'The token of the link', role: 'The demo role',
  actualCostCents: 'Actual cost in cents', paymentAmountCents: 'Amount in cents (the amount due when absent)', query: 'Text to search for', sort: 'How to sort', state: 'Only messages in this state',
  document: 'The document asked for (e.g. proof of insurance)', endpoint: "The device's push service address (PushSubscription.endpoint)",
  limit: 'At most this many', requestNumber: 'The request number (#0012 or 12)', scope: 'Which jobs: active, history or all', lineItems: 'The lines to price',
};

const VALUES: Record<string, string> = {
  'NotificationPriority.low': 'For information', 'NotificationPriority.medium': 'Worth a look', 'NotificationPriority.high': 'Needs attention soon (shown with a label)', 'NotificationPriority.urgent': 'Needs attention now (shown with an icon and announced)',
  'ActorRole.admin': 'An admin', 'ActorRole.client': 'The client', 'ActorRole.worker': 'The worker', 'ActorRole.system': 'The system itself (reminders, refunds)',
  'Audience.admin': 'Admins', 'Audience.client': 'Clients', 'Audience.worker': 'Workers',
  'Role.admin': 'An admin of the marketplace', 'Role.client': 'A client: requests services', 'Role.worker': 'A worker: does jobs',
  'WaitlistRole.client': 'Wants services', 'WaitlistRole.worker': 'Wants to work',
  'BankAccountKind.checking': 'A checking account', 'BankAccountKind.savings': 'A savings account',
  'BillingEntryKind.consultation': 'The consultation fee only', 'BillingEntryKind.service': 'An invoiced job',
  'BillingEntryStatus.paid': 'Paid', 'BillingEntryStatus.pending': 'Not paid yet', 'BillingEntryStatus.refunded': 'Refunded: a cancelled request whose consultation fee was given back (it counts nothing spent)',
  'BillingState.approved': 'Paid and approved', 'BillingState.awaiting_review': 'Paid, waiting for the admin', 'BillingState.covered': 'Covered by the consultation fee', 'BillingState.payment_due': 'A balance is due', 'BillingState.rejected': 'The payment was rejected',
  'ApprovalStatus.approved': 'Approved', 'ApprovalStatus.pending': 'Waiting for the admin', 'ApprovalStatus.rejected': 'Rejected',
  'CheckStatus.approved': 'Passed', 'CheckStatus.pending': 'Not checked yet', 'CheckStatus.rejected': 'Failed',
  'InvoiceEditor.admin': 'An admin', 'InvoiceEditor.worker': 'The worker',
  'InvoiceStatus.approved': 'Approved: the client may pay it', 'InvoiceStatus.pending_approval': 'Waiting for an admin', 'InvoiceStatus.sent': 'Sent to the client',
  'LineItemType.custom': 'Anything else', 'LineItemType.fee': 'A fee', 'LineItemType.labor': 'Labor (hours)', 'LineItemType.material': 'Materials', 'LineItemType.mileage': 'Mileage',
  'LiveList.ADMIN_REVIEW_QUEUE': "The admin's review queue", 'LiveList.ADMIN_SCHEDULE': "The admin's schedule", 'LiveList.MY_JOBS_ACTIVE': "The worker's active jobs (myJobs)", 'LiveList.MY_JOBS_HISTORY': "The worker's past jobs (myJobs)", 'LiveList.MY_REQUESTS': "The client's requests (myRequests)",
  'LiveList.ADMIN_PENDING_PAID': 'Pending (Paid) requests waiting for a worker (adminPendingPaidRequests)', 'LiveList.ADMIN_QUEUED': 'Queued requests whose consultation fee is unpaid (adminQueuedRequests)', 'LiveList.ADMIN_ACTIVE_JOBS': 'Active Jobs: scheduled or in progress (adminActiveJobs)',
  'MessageChannel.email': 'An e-mail', 'MessageChannel.sms': 'A text message', 'MessageChannel.push': 'A push notification to every device the person turned on',
  'RecurrenceFrequency.WEEKLY': 'Every week', 'RecurrenceFrequency.BIWEEKLY': 'Every two weeks', 'RecurrenceFrequency.MONTHLY': 'Every month, on the same day of the month',
  'SeriesStatus.ended': 'Ended by the client: no further visits are created',
  'SupportRequestStatus.open': 'New: nobody has taken it up yet', 'SupportRequestStatus.resolved': 'Answered', 'SupportRequestStatus.closed': 'Closed',
  'MessageState.cancelled': 'Cancelled before sending', 'MessageState.failed': 'Sending failed for good', 'MessageState.queued': 'Waiting to be sent', 'MessageState.sending': 'Being sent', 'MessageState.sent': 'Sent',
  'MessageState.skipped_no_address': 'Not sent: no address or number', 'MessageState.skipped_preference': "Not sent: the person's switches say no",
  'MessageSwitch.email': 'E-mails', 'MessageSwitch.marketing': 'Marketing e-mails', 'MessageSwitch.new_jobs': 'New job alerts', 'MessageSwitch.reminders': 'Appointment reminders', 'MessageSwitch.sms': 'Text messages',
  'PaymentDue.balance': 'The service balance', 'PaymentDue.consultation': 'The consultation fee', 'PaymentDue.none': 'Nothing is due',
  'PaymentStatus.declined': 'The gateway declined it', 'PaymentStatus.refunded': 'Given back', 'PaymentStatus.succeeded': 'Charged',
  'PayoutStatus.approved': 'Approved for release', 'PayoutStatus.inspection_required': 'Waits for an inspection', 'PayoutStatus.paid': 'Paid to the worker', 'PayoutStatus.pending': 'Waiting for an admin',
  'PhotoKind.after': 'After the work', 'PhotoKind.before': 'Before the work',
  'UploadKind.after': 'A job photo after the work', 'UploadKind.before': 'A job photo before the work', 'UploadKind.document': "A worker's document",
  'Priority.high': 'High', 'Priority.low': 'Low', 'Priority.medium': 'Medium', 'Priority.normal': 'Normal', 'Priority.urgent': 'Urgent: first in the open queue',
  'ProviderStatus.approved': 'Approved', 'ProviderStatus.available': 'Approved and taking jobs', 'ProviderStatus.busy': 'Approved, busy', 'ProviderStatus.offline': 'Approved, not taking jobs now',
  'ProviderStatus.pending': 'Waiting', 'ProviderStatus.pending_approval': 'Applied: waits for an admin', 'ProviderStatus.rejected': 'Application rejected', 'ProviderStatus.suspended': 'Suspended by an admin',
  'QueueChangeKind.changed': 'Edited', 'QueueChangeKind.paid': 'Entered the queue (its fee was paid)', 'QueueChangeKind.released': 'Given back to the queue', 'QueueChangeKind.removed': 'Left the queue', 'QueueChangeKind.taken': 'Taken by a worker',
  'RequestPaymentStatus.paid': 'The consultation fee is paid', 'RequestPaymentStatus.refunded': 'The fee was given back', 'RequestPaymentStatus.unpaid': 'The fee is not paid yet',
  'SearchResultKind.client': 'A client', 'SearchResultKind.provider': 'A worker', 'SearchResultKind.request': 'A service request',
  'PaymentMethodKind.apple_pay': 'Apple Pay', 'PaymentMethodKind.card': 'A card', 'PaymentMethodKind.google_pay': 'Google Pay',
  'PaymentMethodUsed.apple_pay': 'Apple Pay', 'PaymentMethodUsed.card': 'A card', 'PaymentMethodUsed.google_pay': 'Google Pay', 'PaymentMethodUsed.simulated': 'Simulated by an admin',
};

/** Request statuses mean the same in every enum that lists them. */
const STATUS_WORDS: Record<string, string> = {
  awaiting_payment: 'Pending, its consultation fee not paid yet', pending: 'Waiting for a worker', scheduled: 'A visit is scheduled', in_progress: 'The work is under way',
  completed: 'The work is done', closed_pending_review: 'Done, waiting for the admin', closed_successful: 'Closed: approved and paid out', cancelled: 'Cancelled', active: 'Scheduled or in progress',
};

function words(typeName: string): string {
  return typeName.replace(/(Type|Input)$/, '').replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
}

function fill(text: string, typeName: string): string {
  return text.replace('{t}', words(typeName));
}

/** Fills the missing descriptions of a built schema in place; returns it. */
export function describeSchema(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (!type.description && TYPES[type.name]) type.description = TYPES[type.name];
    if (!type.description && /Connection$/.test(type.name)) type.description = `A page of ${words(type.name.replace(/Connection$/, ''))} items, with where it ends`;
    if (!type.description && /Input$/.test(type.name)) type.description = `The fields of ${words(type.name)}`;
    if (isEnumType(type)) {
      for (const v of type.getValues()) {
        v.description ??= VALUES[`${type.name}.${v.name}`] ?? (/Status/.test(type.name) ? STATUS_WORDS[v.name] : undefined);
      }
    }
    if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        const named = BY_NAME[field.name] ?? (/Cents$/.test(field.name) ? `${field.name.replace(/Cents$/, '').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()}, in cents` : undefined);
        field.description ??= FIELDS[`${type.name}.${field.name}`] ?? (named ? fill(named, type.name) : undefined);
        if ('args' in field) for (const arg of field.args) arg.description ??= ARGS[arg.name];
      }
    }
  }
  return schema;
}
