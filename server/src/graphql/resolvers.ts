import type { NonEmptyArray } from 'type-graphql';
import { AuthResolver } from '../modules/auth/auth.resolver';
import { AccountRecoveryResolver } from '../modules/auth/account-recovery.resolver';
import { CatalogResolver } from '../modules/catalog/catalog.resolver';
import { NotificationResolver } from '../modules/notifications/notification.resolver';
import { RequestResolver } from '../modules/requests/request.resolver';
import { BillingBreakdownResolver } from '../modules/requests/billing.types';
import { ProviderResolver } from '../modules/providers/provider.resolver';
import { JobResolver, ActivityPhotosResolver } from '../modules/jobs/job.resolver';
import { JobInvoiceResolver } from '../modules/invoices/job-invoice.resolver';
import { ClientRequestResolver } from '../modules/requests/client-request.resolver';
import { RequestLiveResolver } from '../modules/requests/request-live.resolver';
import { ClientResolver } from '../modules/clients/client.resolver';
import { ReviewResolver } from '../modules/reviews/review.resolver';
import { WaitlistResolver } from '../modules/waitlist/waitlist.resolver';
import { SupportResolver } from '../modules/support/support.resolver';
import { PaymentMethodResolver } from '../modules/payments/payment-method.resolver';

import { AdminCompletedJobsResolver, AdminResolver } from '../modules/admin/admin.resolver';
import { AdminLiveResolver, AdminReviewChangeFiguresResolver } from '../modules/admin/admin-live.resolver';
import { LiveResyncResolver, RequestChangeFiguresResolver } from '../modules/requests/live-resync.resolver';
import { BillingResolver } from '../modules/billing/billing.resolver';
import { AnalyticsResolver } from '../modules/analytics/analytics.resolver';
import { InvoiceAdminResolver } from '../modules/invoices/invoice-admin.resolver';
import { MessageResolver, RefundDeadlineResolver } from '../modules/messages/message.resolver';
/** Every resolver of the schema. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const resolvers: NonEmptyArray<Function> = [
  AuthResolver,
  AccountRecoveryResolver,
  CatalogResolver,
  NotificationResolver,
  RequestResolver,
  BillingBreakdownResolver,
  ProviderResolver,
  JobResolver,
  ActivityPhotosResolver,
  JobInvoiceResolver,
  ClientRequestResolver,
  RequestLiveResolver,
  ClientResolver,
  ReviewResolver,
  WaitlistResolver,
  SupportResolver,
  PaymentMethodResolver,
  AdminResolver,
  AdminCompletedJobsResolver,
  AdminLiveResolver,
  AdminReviewChangeFiguresResolver,
  LiveResyncResolver,
  RequestChangeFiguresResolver,
  BillingResolver,
  AnalyticsResolver,
  InvoiceAdminResolver,
  MessageResolver,
  RefundDeadlineResolver,
];
