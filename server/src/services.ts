import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { AppConfig } from './config';
import type { AppPubSub } from './graphql/pubsub';
import type { RateLimits } from './shared/rate-limit';
import { SessionService } from './modules/auth/session.service';
import { AuthService } from './modules/auth/auth.service';
import type { SignInThrottle } from './shared/account-throttle';
import { NotificationService } from './modules/notifications/notification.service';
import { CatalogService } from './modules/catalog/catalog.service';
import { ProviderService } from './modules/providers/provider.service';
import { JobService } from './modules/jobs/job.service';
import { InvoiceService } from './modules/invoices/invoice.service';
import { UploadService } from './modules/uploads/upload.service';
import { RequestService } from './modules/requests/request.service';
import { PaymentService } from './modules/payments/payment.service';
import { paymentGateway } from './modules/payments/payment-gateway';
import { PaymentMethodService } from './modules/payments/payment-method.service';
import { ClientService } from './modules/clients/client.service';
import { ReviewService } from './modules/reviews/review.service';
import { WaitlistService } from './modules/waitlist/waitlist.service';
import { SupportService } from './modules/support/support.service';

import { AdminService } from './modules/admin/admin.service';
import { AssignmentService } from './modules/admin/assignment.service';
import { ProjectWorkflowService } from './modules/admin/project-workflow.service';
import { PayoutApprovalService } from './modules/payouts/payout-approval.service';
import { PayoutService } from './modules/payouts/payout.service';
import { BillingService } from './modules/billing/billing.service';
import { AnalyticsService } from './modules/analytics/analytics.service';
import { InvoiceAdminService } from './modules/invoices/invoice-admin.service';
/** App-wide dependencies, created once at start. */
export interface AppDeps {
  config: AppConfig;
  pubsub: AppPubSub;
  limits: RateLimits;
  /** Growing waits after failed passwords on one account (shared/account-throttle.ts). */
  signInThrottle: SignInThrottle;
  adminPasswordHash: Promise<string>;
  log: Logger;
}

/**
 * The services of one operation, bound to its EntityManager fork. Built lazily: an
 * operation pays only for the services it touches.
 */
export class Services {
  private readonly cache = new Map<string, unknown>();

  constructor(readonly em: EntityManager, readonly deps: AppDeps) {}

  private once<T>(key: string, make: () => T): T {
    if (!this.cache.has(key)) this.cache.set(key, make());
    return this.cache.get(key) as T;
  }

  get sessions() {
    return this.once('sessions', () => new SessionService(this.em, this.deps.config.sessionTtlHours, this.deps.pubsub));
  }
  get notifications() {
    return this.once('notifications', () => new NotificationService(this.em, this.deps.pubsub));
  }
  get auth() {
    return this.once('auth', () => new AuthService(this.em, this.sessions, this.notifications, this.deps.limits, this.deps.adminPasswordHash, this.deps.signInThrottle));
  }
  get catalog() {
    return this.once('catalog', () => new CatalogService(this.em));
  }
  get requests() {
    return this.once('requests', () => new RequestService(this.em, this.notifications, this.deps.pubsub));
  }
  get payments() {
    return this.once('payments', () => new PaymentService(this.em, paymentGateway(), this.notifications, this.deps.pubsub, this.deps.limits));
  }
  get paymentMethods() {
    return this.once('paymentMethods', () => new PaymentMethodService(this.em));
  }
  get clients() {
    return this.once('clients', () => new ClientService(this.em));
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
    return this.once('providers', () => new ProviderService(this.em, this.notifications, this.sessions));
  }
  get jobs() {
    return this.once('jobs', () => new JobService(this.em, this.notifications, this.deps.pubsub));
  }
  get invoices() {
    return this.once('invoices', () => new InvoiceService(this.em, this.notifications, this.deps.pubsub));
  }
  get uploads() {
    return this.once('uploads', () => new UploadService(this.em, this.deps.config.uploadDir, this.deps.config.uploadMaxBytes, this.deps.limits));
  }
  get admin() {
    return this.once('admin', () => new AdminService(this.em, this.notifications, this.deps.pubsub));
  }
  get assignment() {
    return this.once('assignment', () => new AssignmentService(this.em, this.notifications, this.deps.pubsub, () => this.admin.categoryNames()));
  }
  get projectWorkflow() {
    return this.once('projectWorkflow', () => new ProjectWorkflowService(this.em, this.notifications, this.payouts, this.deps.pubsub));
  }
  get payouts() {
    return this.once('payouts', () => new PayoutService(this.em));
  }
  get payoutApproval() {
    return this.once('payoutApproval', () => new PayoutApprovalService(this.em, this.billing, this.projectWorkflow));
  }
  get billing() {
    return this.once('billing', () => new BillingService(this.em, this.notifications, this.payouts, this.deps.pubsub));
  }
  get analytics() {
    return this.once('analytics', () => new AnalyticsService(this.em));
  }
  get invoiceAdmin() {
    return this.once('invoiceAdmin', () => new InvoiceAdminService(this.em, this.notifications, this.deps.pubsub));
  }
}
