import type { RoleName } from './trust-support';

/**
 * Who may call each operation, with its arguments pointing at client A's records (an in-progress
 * cleaning job of the approved worker, its pending invoice and payment, A's notification and
 * payment method). One line per GraphQL field and per REST route ("METHOD /path").
 *   public      every viewer, anonymous too
 *   signed_in   anyone signed in
 *   admin       admins only
 *   a list      exactly those viewers
 */
export type Access = 'public' | 'signed_in' | 'admin' | RoleName[];

const ALL: RoleName[] = ['anon', 'clientA', 'clientB', 'worker', 'otherWorker', 'pending', 'admin'];

export function allowedRoles(access: Access | undefined): RoleName[] {
  if (access === undefined) return [];
  if (access === 'public') return ALL;
  if (access === 'signed_in') return ALL.filter((r) => r !== 'anon');
  if (access === 'admin') return ['admin'];
  return access;
}

/** Signed in, not an admin: a viewer's own lists (a worker or applicant without a client profile gets an empty one). */
const NON_ADMIN: RoleName[] = ['clientA', 'clientB', 'worker', 'otherWorker', 'pending'];
const APPROVED_WORKERS: RoleName[] = ['worker', 'otherWorker'];
const CLIENTS: RoleName[] = ['clientA', 'clientB'];
/** Client A's own records. */
const OWNER: RoleName[] = ['clientA'];
/** Client A's job's conversation: A, the worker on the job and the admins. */
const CONVERSATION: RoleName[] = ['clientA', 'worker', 'admin'];
/** The approved worker on client A's job. */
const ON_THE_JOB: RoleName[] = ['worker'];

export const ACCESS: Record<string, Access> = {
  // ---- GraphQL queries
  me: 'public',
  mySessions: 'signed_in',
  linkedIdentities: 'signed_in',
  /** A made-up token: a clear BAD_USER_INPUT for anyone (the token is the authority, not the session). */
  confirmLinkedIdentity: 'public',
  signInOptions: 'public',
  serviceCategories: 'public',
  serviceTypes: 'public',
  notifications: 'signed_in',
  unreadNotificationCount: 'signed_in',
  /** Each viewer reads only what their own subscriptions would have carried (checked in tests/server/live-resync.test.ts). */
  liveChangesSince: 'signed_in',
  serviceRequest: ['clientA', 'worker', 'admin'],
  conversation: CONVERSATION,
  conversationById: CONVERSATION,
  myConversations: 'signed_in',
  supportConversations: 'admin',
  supportReplyTime: 'signed_in',
  myProviderApplication: 'signed_in',
  providerSettings: APPROVED_WORKERS,
  myBankAccount: APPROVED_WORKERS,
  openJobs: APPROVED_WORKERS,
  myJobs: APPROVED_WORKERS,
  workerEarnings: APPROVED_WORKERS,
  myPayouts: APPROVED_WORKERS,
  workerDashboard: APPROVED_WORKERS,
  workerRatings: APPROVED_WORKERS,
  priceInvoiceLines: ['worker', 'admin'],
  myRequests: NON_ADMIN,
  myServiceHistory: NON_ADMIN,
  myBilling: NON_ADMIN,
  checkoutQuote: OWNER,
  myClientProfile: CLIENTS,
  myClientStats: 'signed_in',
  myReferral: 'signed_in',
  /** A client's or a worker's own feed (an applicant has a worker profile too); an admin has no visits. */
  myCalendarFeed: NON_ADMIN,
  pushPublicKey: 'signed_in',
  resetCalendarFeed: NON_ADMIN,
  registerPushSubscription: 'signed_in',
  removePushSubscription: 'signed_in',
  myReviews: CLIENTS,
  myPaymentMethods: CLIENTS,
  adminDashboardStats: 'admin',
  adminPendingPaidRequests: 'admin',
  adminActiveJobs: 'admin',
  adminCompletedJobs: 'admin',
  adminQueuedRequests: 'admin',
  adminServiceRequests: 'admin',
  adminClients: 'admin',
  adminProviders: 'admin',
  adminSchedule: 'admin',
  adminSearch: 'admin',
  adminSearchAccounts: 'admin',
  adminCustomerLookup: 'admin',
  adminRequestLookup: 'admin',
  adminWorkerApplications: 'admin',
  adminAvailableWorkers: 'admin',
  adminEligibleWorkers: 'admin',
  assignableWorkers: 'admin',
  adminAssignmentBoard: 'admin',
  adminAuditEvents: 'admin',
  adminBillingStats: 'admin',
  adminReviewQueue: 'admin',
  adminPastDueBalances: 'admin',
  adminMessages: 'admin',
  adminRefundDeadlines: 'admin',
  // An unsubscribe link's token is the credential: anyone holding one, signed in or not.
  messageSubscription: 'public',
  adminRecentInvoices: 'admin',
  adminBillingSearch: 'admin',
  adminConsultationPayments: 'admin',
  adminPayouts: 'admin',
  adminAdvancedEarnings: 'admin',
  adminCategoryRevenue: 'admin',
  adminRevenue: 'admin',
  adminRecentActivity: 'admin',
  adminCategoryStats: 'admin',
  adminInvoice: 'admin',
  adminRequestInvoice: 'admin',
  adminInvoicesPendingApproval: 'admin',

  // ---- GraphQL mutations
  register: 'public',
  login: 'public',
  adminAccess: 'public',
  logout: 'public',
  impersonateDemo: 'admin',
  /** Only an admin test (impersonation) session may stop; none of the seven viewers holds one (admin tests cover it). */
  stopImpersonation: [],
  /** A wrong current password (generated) changes nothing; any signed-in person may try their own. */
  changePassword: 'signed_in',
  requestPasswordReset: 'public',
  resetPassword: 'public',
  /** Aimed at a spare session of client A: only client A may end it (the others: not found). */
  signOutSession: OWNER,
  /** Aimed at an outside sign-in of client A: only client A may remove it. */
  removeLinkedIdentity: OWNER,
  /** Run last: it ends the listening sockets' sessions of the same people (authz-matrix.test.ts). */
  signOutOtherSessions: 'signed_in',
  markNotificationRead: OWNER,
  markAllNotificationsRead: 'signed_in',
  clearNotifications: 'signed_in',
  /** Visitors and signed-in people apply; an admin cannot become a worker. */
  applyAsProvider: ['anon', 'clientA', 'clientB', 'worker', 'otherWorker', 'pending'],
  updateProviderSettings: APPROVED_WORKERS,
  updateBankAccount: APPROVED_WORKERS,
  /** Any approved worker may try; the job's state (taken) answers with a conflict. */
  acceptJob: APPROVED_WORKERS,
  scheduleJob: ON_THE_JOB,
  scheduleNextVisit: ON_THE_JOB,
  announceOnMyWay: ON_THE_JOB,
  addJobNote: ON_THE_JOB,
  completeJob: ON_THE_JOB,
  completeHundredDollarSpecial: ON_THE_JOB,
  unassignJob: ON_THE_JOB,
  createJobInvoice: ON_THE_JOB,
  editJobInvoice: ON_THE_JOB,
  createServiceRequest: NON_ADMIN,
  updateServiceRequest: OWNER,
  cancelServiceRequest: OWNER,
  /** Recurring visits: A's own visit (A's job is no series visit: a BAD_USER_INPUT naming requestId, nothing changed). */
  skipVisit: OWNER,
  rescheduleVisit: OWNER,
  endSeries: OWNER,
  /** The series' worker on the visit (A's job is no series visit: BAD_USER_INPUT). */
  releaseVisit: ON_THE_JOB,
  addClientNote: OWNER,
  processPayment: OWNER,
  updateMyClientProfile: CLIENTS,
  submitReview: OWNER,
  joinWaitlist: 'public',
  unsubscribe: 'public',
  resubscribe: 'public',
  submitSupportRequest: 'signed_in',
  /** A request's conversation: its client, the worker on the job and the admins (Elite Support). */
  sendMessage: CONVERSATION,
  markConversationRead: CONVERSATION,
  /** One's own support chat with the admins; admins answer chats rather than open them. */
  startSupportConversation: NON_ADMIN,
  addPaymentMethod: CLIENTS,
  setDefaultPaymentMethod: OWNER,
  removePaymentMethod: OWNER,
  assignWorker: 'admin',
  adminApproveWorker: 'admin',
  adminRejectWorker: 'admin',
  adminSuspendWorker: 'admin',
  adminRequestWorkerDocument: 'admin',
  adminCompleteBackgroundCheck: 'admin',
  adminScheduleVisit: 'admin',
  /** Client A's own payment; another client gets NOT_FOUND. */
  disputePayment: OWNER,
  addTip: OWNER,
  adminCreateServiceRequest: 'admin',
  adminScheduleInspection: 'admin',
  approvePayout: 'admin',
  adminRejectPayment: 'admin',
  adminApproveTransaction: 'admin',
  adminRejectTransaction: 'admin',
  adminSimulateClientPayment: 'admin',
  adminEditInvoice: 'admin',
  adminDeleteInvoice: 'admin',
  adminSetActualCost: 'admin',
  adminApproveInvoice: 'admin',

  // ---- GraphQL subscriptions
  notificationAdded: 'signed_in',
  messageAdded: CONVERSATION,
  conversationRead: CONVERSATION,
  supportConversationChanged: 'admin',
  queueChanged: APPROVED_WORKERS,
  /** Anyone signed in subscribes; each hears only their own requests and jobs (checked in the matrix). */
  requestChanged: 'signed_in',
  adminReviewChanged: 'admin',
  // ---- REST routes (the route table, and the upload routes mounted beside it)
  'POST /api/uploads': 'signed_in',
  /** A photo: its uploader, whoever may see its request (client A, the worker on the job), admins. */
  'GET /api/uploads/{filename}': ['clientA', 'worker', 'admin'],
  'GET /api/calendar-feed': NON_ADMIN,
  'POST /api/calendar-feed/reset': NON_ADMIN,
  'GET /api/push/public-key': 'signed_in',
  'POST /api/push/subscriptions': 'signed_in',
  'POST /api/push/subscriptions/remove': 'signed_in',
  /** Whoever may see client A's request (its visit as an .ics file; 409 while it has no time). */
  'GET /api/service-requests/{id}/calendar.ics': ['clientA', 'worker', 'admin'],
  'POST /auth/register': 'public',
  'POST /auth/login': 'public',
  'POST /auth/logout': 'public',
  'GET /auth/me': 'signed_in',
  'POST /auth/change-password': 'signed_in',
  'POST /auth/forgot-password': 'public',
  'POST /auth/reset-password': 'public',
  'GET /auth/sessions': 'signed_in',
  /** Aimed at a spare session of client A: only client A may end it. */
  'DELETE /auth/sessions/{id}': OWNER,
  'POST /auth/sessions/sign-out-others': 'signed_in',
  'GET /auth/linked-identities': 'signed_in',
  /** Aimed at an outside sign-in of client A: only client A may remove it. */
  'DELETE /auth/linked-identities/{id}': OWNER,
  'POST /auth/linked-identities/confirm': 'public',
  /** Admins never link (403); everyone else gets 501 "not configured" on a server without a provider. */
  'POST /auth/oidc/connect': NON_ADMIN,
  /** 501 "not configured" for everyone on a server without Google credentials. */
  'GET /auth/google': 'public',
  'GET /auth/google/callback': 'public',
  'GET /auth/oidc': 'public',
  'GET /auth/oidc/callback': 'public',
  'GET /api/service-categories': 'public',
  'GET /api/service-types': 'public',
  /** {userId} is accepted and ignored: the session decides whose notifications. */
  'GET /api/notifications/{userId}': 'signed_in',
  'POST /api/notifications': 'signed_in',
  'PUT /api/notifications/{id}/read': OWNER,
  'GET /api/service-requests/{id}/messages': CONVERSATION,
  'POST /api/service-requests/{id}/messages': CONVERSATION,
  'PUT /api/service-requests/{id}/messages/read': CONVERSATION,
  'POST /api/support/conversations': NON_ADMIN,
  'GET /api/support/conversations': 'admin',
  'GET /api/support/conversations/{id}/messages': CONVERSATION,
  'POST /api/support/conversations/{id}/messages': CONVERSATION,
  'PUT /api/notifications/{userId}/read-all': 'signed_in',
  'DELETE /api/notifications/{userId}': 'signed_in',
  'GET /api/clients': 'admin',
  'GET /api/clients/{id}': ['clientA', 'admin'],
  'POST /api/clients': CLIENTS,
  'PUT /api/clients/{id}': OWNER,
  'GET /api/service-providers': 'signed_in',
  'GET /api/service-providers/check-pending/{clientId}': 'signed_in',
  /** The worker's own record, an admin, or a client with this worker on one of their requests (client B's Standard Cleaning). */
  'GET /api/service-providers/{id}': ['clientA', 'clientB', 'worker', 'admin'],
  'POST /api/service-providers': ['anon', 'clientA', 'clientB', 'worker', 'otherWorker', 'pending'],
  'GET /api/service-requests': 'signed_in',
  'GET /api/service-requests/{id}': ['clientA', 'worker', 'admin'],
  /** A client for themselves, an admin for a client. */
  'POST /api/service-requests': ['clientA', 'clientB', 'admin'],
  'PUT /api/service-requests/{id}': OWNER,
  /** 501 for everyone: the cost of a job follows its invoice. */
  'PATCH /api/service-requests/{id}': 'admin',
  'DELETE /api/service-requests/{id}': OWNER,
  'POST /api/service-requests/{id}/skip': OWNER,
  'POST /api/service-requests/{id}/reschedule': OWNER,
  'POST /api/service-requests/{id}/end-series': OWNER,
  'PUT /api/service-requests/{id}/release': ON_THE_JOB,
  'POST /api/service-requests/{id}/process-payment': OWNER,
  'POST /api/payments/{paymentId}/dispute': OWNER,
  'POST /api/service-requests/{id}/tip': OWNER,
  'POST /api/admin/service-providers/{providerId}/suspend': 'admin',
  'POST /api/admin/service-providers/{providerId}/request-document': 'admin',
  'POST /api/admin/service-providers/{providerId}/background-check': 'admin',
  'POST /api/service-requests/{id}/rating': OWNER,
  'POST /api/service-requests/{id}/assign': 'admin',
  'POST /api/service-requests/{id}/accept': APPROVED_WORKERS,
  'POST /api/service-requests/{id}/notes': ON_THE_JOB,
  'POST /api/service-requests/{id}/invoice': ON_THE_JOB,
  'POST /api/service-requests/{id}/schedule': ON_THE_JOB,
  'POST /api/service-requests/{id}/schedule-next': ON_THE_JOB,
  'POST /api/service-requests/{id}/on-my-way': ON_THE_JOB,
  'POST /api/service-requests/{id}/complete': ON_THE_JOB,
  'POST /api/service-requests/{id}/complete-special': ON_THE_JOB,
  'PUT /api/service-requests/{id}/unassign': ON_THE_JOB,
  'POST /api/service-requests/{id}/schedule-inspection': 'admin',
  'POST /api/service-requests/{id}/approve-payout': 'admin',
  'GET /api/invoices': 'signed_in',
  'GET /api/invoices/request/{id}': ['clientA', 'worker', 'admin'],
  'POST /api/invoices': ON_THE_JOB,
  'PATCH /api/invoices/{id}': ['worker', 'admin'],
  'DELETE /api/invoices/{id}': 'admin',
  'GET /api/reviews': CLIENTS,
  'POST /api/reviews': OWNER,
  'POST /api/expansion-waitlist': 'public',
  'POST /api/unsubscribe': 'public',
  'GET /api/admin/service-requests': 'admin',
  'POST /api/admin/approve-payment/{id}': 'admin',
  'POST /api/admin/approve-transaction/{id}': 'admin',
  'POST /api/admin/reject-transaction/{id}': 'admin',
  'POST /api/admin/simulate-client-payment/{id}': 'admin',
  'GET /api/worker-payouts': 'admin',
  'GET /api/billing/past-due': 'admin',
  'GET /api/analytics/advanced-earnings': 'admin',
  /** The worker dashboard for approved workers, the admin dashboard for admins. */
  'GET /api/dashboard/stats': [...APPROVED_WORKERS, 'admin'],
};
