import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { AppConfig } from './config';
import type { AppPubSub } from './events/pubsub';
import type { RateLimits } from './shared/rate-limit';
import { SessionService } from './modules/auth/session.service';
import { AuthService } from './modules/auth/auth.service';
import { AccountRecoveryService } from './modules/auth/account-recovery.service';
import { ExternalIdentityService } from './modules/auth/external-identity.service';
import type { SignInThrottle } from './shared/account-throttle';
import type { ViewerCache } from './modules/auth/viewer-cache';
import { NotificationService } from './modules/notifications/notification.service';
import { PushSubscriptionService } from './modules/notifications/push-subscriptions';
import { CatalogService } from './modules/catalog/catalog.service';
import { ProviderService } from './modules/providers/provider.service';
import { OpenJobsService } from './modules/jobs/open-jobs.service';
import { JobClaimService } from './modules/jobs/job-claim.service';
import { JobVisitService } from './modules/jobs/job-visit.service';
import { OnMyWayService } from './modules/jobs/on-my-way.service';
import { JobCompletionService } from './modules/jobs/job-completion.service';
import { WorkerJobsService } from './modules/jobs/worker-jobs.service';
import { WorkerEarningsService } from './modules/jobs/worker-earnings.service';
import { InvoiceService } from './modules/invoices/invoice.service';
import { UploadService } from './modules/uploads/upload.service';
import { RequestCreationService } from './modules/requests/request-creation.service';
import { ClientRequestChangesService } from './modules/requests/client-request-changes.service';
import { ClientRequestListsService } from './modules/requests/client-request-lists.service';
import { ClientBillingService } from './modules/invoices/client-billing.service';
import { PaymentService } from './modules/payments/payment.service';
import { payoutTips } from './modules/payouts/payout-tips';
import { PaymentDisputeService } from './modules/payments/payment-dispute.service';
import type { PaymentGateway } from './modules/payments/payment-gateway';
import { PaymentMethodService } from './modules/payments/payment-method.service';
import { ClientService } from './modules/clients/client.service';
import { ClientStatsService } from './modules/reviews/client-stats.service';
import { ReviewService } from './modules/reviews/review.service';
import { WaitlistService } from './modules/waitlist/waitlist.service';
import { SupportService } from './modules/support/support.service';

import { AdminDashboardService } from './modules/admin/admin-dashboard.service';
import { AdminRequestListsService } from './modules/admin/admin-request-lists.service';
import { AdminPeopleService } from './modules/admin/admin-people.service';
import { AdminLookupService } from './modules/admin/admin-lookup.service';
import { WorkerApprovalService } from './modules/admin/worker-approval.service';
import { AdminRequestsService } from './modules/admin/admin-requests.service';
import { AssignmentService } from './modules/admin/assignment.service';
import { ProjectWorkflowService } from './modules/admin/project-workflow.service';
import { PayoutApprovalService } from './modules/admin/payout-approval.service';
import { PayoutService } from './modules/payouts/payout.service';
import { PaymentDecisionService } from './modules/billing/payment-decision.service';
import { BillingOverviewService } from './modules/billing/billing-overview.service';
import { AnalyticsService } from './modules/analytics/analytics.service';
import { InvoiceAdminService } from './modules/invoices/invoice-admin.service';
import { MessageService } from './modules/messages/message.service';
import { ConversationService } from './modules/conversations/conversation.service';
import { SupportChatService } from './modules/conversations/support-chat.service';
import { CancelFeeRefunds } from './modules/payments/fee-refund';
import { CalendarFeedService } from './modules/calendar/calendar-feed.service';
import { SeriesService } from './modules/jobs/series.service';
import type { Clock } from './shared/account-throttle';
/** App-wide dependencies, created once at start. */
export interface AppDeps {
  config: AppConfig;
  pubsub: AppPubSub;
  limits: RateLimits;
  /** Growing waits after failed passwords on one account (shared/account-throttle.ts). */
  signInThrottle: SignInThrottle;
  /** Null: admin password sign-in is off (production without ADMIN_PASSWORD / ADMIN_PASSWORD_HASH). */
  adminPasswordHash: Promise<string | null>;
  log: Logger;
  /** The time, in ms (Date.now; tests move it): reminders, refunds, message retries and link expiry follow it. */
  now: Clock;
  /** Where money moves: the processor (the simulation's durable ledger unless replaced). */
  gateway: PaymentGateway;
  /** The viewers of recent sessions (auth/viewer-cache.ts); absent, every request reads its session. */
  viewers?: ViewerCache;
}

/**
 * The services of one operation, bound to its EntityManager fork. Built lazily: an
 * operation pays only for the services it touches.
 */
export class Services {
  private readonly cache = new Map<string, unknown>();

  private readonly emOf: () => EntityManager;

  /** `em`, or a function that makes it on first use (a subscription's context: services/deps without a fork). */
  constructor(em: EntityManager | (() => EntityManager), readonly deps: AppDeps) {
    this.emOf = typeof em === 'function' ? em : () => em;
  }

  get em(): EntityManager {
    return this.emOf();
  }

  private once<T>(key: string, make: () => T): T {
    if (!this.cache.has(key)) this.cache.set(key, make());
    return this.cache.get(key) as T;
  }

  get sessions() {
    return this.once('sessions', () => new SessionService(this.em, this.deps.config.sessionTtlHours, this.deps.pubsub));
  }
  get notifications() {
    return this.once('notifications', () => new NotificationService(this.em));
  }
  get auth() {
    return this.once('auth', () => new AuthService(this.em, this.sessions, this.notifications, this.deps.limits, this.deps.adminPasswordHash, this.deps.signInThrottle));
  }
  get accountRecovery() {
    return this.once('accountRecovery', () => new AccountRecoveryService(this.em, this.sessions, this.notifications, this.deps.limits, this.deps.signInThrottle, this.deps.now));
  }
  get externalIdentities() {
    return this.once('externalIdentities', () => new ExternalIdentityService(this.em, this.sessions, this.notifications, this.auth, this.deps.limits, this.deps.now, this.deps.config.oidc?.providerName ?? 'the sign-in provider'));
  }
  get catalog() {
    return this.once('catalog', () => new CatalogService(this.em));
  }
  get requestCreation() {
    return this.once('requestCreation', () => new RequestCreationService(this.em, this.notifications));
  }
  get clientRequestChanges() {
    return this.once('clientRequestChanges', () => new ClientRequestChangesService(this.em, this.notifications, new CancelFeeRefunds(this.em, this.deps.gateway)));
  }
  get clientRequestLists() {
    return this.once('clientRequestLists', () => new ClientRequestListsService(this.em));
  }

  get clientBilling() {
    return this.once('clientBilling', () => new ClientBillingService(this.em));
  }
  get payments() {
    return this.once('payments', () => new PaymentService(this.em, this.deps.gateway, this.notifications, this.deps.limits, payoutTips));
  }
  get paymentDisputes() {
    return this.once('paymentDisputes', () => new PaymentDisputeService(this.em, this.notifications));
  }
  get paymentMethods() {
    return this.once('paymentMethods', () => new PaymentMethodService(this.em));
  }
  get clients() {
    return this.once('clients', () => new ClientService(this.em));
  }

  get clientStats() {
    return this.once('clientStats', () => new ClientStatsService(this.em));
  }
  get reviews() {
    return this.once('reviews', () => new ReviewService(this.em, this.notifications));
  }
  get waitlist() {
    return this.once('waitlist', () => new WaitlistService(this.em));
  }
  get support() {
    return this.once('support', () => new SupportService(this.em, this.notifications));
  }
  get providers() {
    return this.once('providers', () => new ProviderService(this.em, this.notifications, this.sessions, this.deps.limits));
  }
  get openJobs() {
    return this.once('openJobs', () => new OpenJobsService(this.em));
  }
  get series() {
    return this.once('series', () => new SeriesService(this.em, this.notifications, this.clientRequestChanges));
  }
  get jobClaims() {
    return this.once('jobClaims', () => new JobClaimService(this.em, this.notifications));
  }
  get jobVisits() {
    return this.once('jobVisits', () => new JobVisitService(this.em, this.notifications));
  }
  get onMyWay() {
    return this.once('onMyWay', () => new OnMyWayService(this.em, this.notifications));
  }
  get jobCompletion() {
    return this.once('jobCompletion', () => new JobCompletionService(this.em, this.notifications));
  }
  get workerJobs() {
    return this.once('workerJobs', () => new WorkerJobsService(this.em, this.openJobs));
  }
  get workerEarnings() {
    return this.once('workerEarnings', () => new WorkerEarningsService(this.em));
  }
  get invoices() {
    return this.once('invoices', () => new InvoiceService(this.em, this.notifications));
  }
  get uploads() {
    return this.once('uploads', () => new UploadService(this.em, this.deps.config.uploadDir, this.deps.config.uploadMaxBytes, this.deps.limits));
  }
  get adminDashboard() {
    return this.once('adminDashboard', () => new AdminDashboardService(this.em));
  }
  get adminRequestLists() {
    return this.once('adminRequestLists', () => new AdminRequestListsService(this.em));
  }
  get adminPeople() {
    return this.once('adminPeople', () => new AdminPeopleService(this.em));
  }
  get adminLookup() {
    return this.once('adminLookup', () => new AdminLookupService(this.em));
  }
  get workerApproval() {
    return this.once('workerApproval', () => new WorkerApprovalService(this.em, this.notifications, this.deps.pubsub));
  }
  get adminRequests() {
    return this.once('adminRequests', () => new AdminRequestsService(this.em));
  }
  get assignment() {
    return this.once('assignment', () => new AssignmentService(this.em, this.notifications));
  }
  get projectWorkflow() {
    return this.once('projectWorkflow', () => new ProjectWorkflowService(this.em, this.notifications, this.payouts));
  }
  get payouts() {
    return this.once('payouts', () => new PayoutService(this.em));
  }
  get payoutApproval() {
    return this.once('payoutApproval', () => new PayoutApprovalService(this.em, this.paymentDecisions, this.projectWorkflow));
  }
  get paymentDecisions() {
    return this.once('paymentDecisions', () => new PaymentDecisionService(this.em, this.notifications, this.payouts));
  }
  get billingOverview() {
    return this.once('billingOverview', () => new BillingOverviewService(this.em));
  }
  get analytics() {
    return this.once('analytics', () => new AnalyticsService(this.em));
  }
  get messages() {
    return this.once('messages', () => new MessageService(this.em, this.deps));
  }
  get conversations() {
    return this.once('conversations', () => new ConversationService(this.em, this.notifications, this.deps.limits));
  }
  get supportChats() {
    return this.once('supportChats', () => new SupportChatService(this.em));
  }
  get pushSubscriptions() {
    return this.once('pushSubscriptions', () => new PushSubscriptionService(this.em, this.deps.config));
  }
  get calendarFeeds() {
    return this.once('calendarFeeds', () => new CalendarFeedService(this.em, this.deps.config.publicUrl));
  }
  get invoiceAdmin() {
    return this.once('invoiceAdmin', () => new InvoiceAdminService(this.em, this.notifications));
  }
}
