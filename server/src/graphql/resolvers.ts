import type { NonEmptyArray } from 'type-graphql';
import { AuthResolver } from './resolvers/auth/auth.resolver';
import { AccountRecoveryResolver } from './resolvers/auth/account-recovery.resolver';
import { ExternalIdentityResolver } from './resolvers/auth/external-identity.resolver';
import { CatalogResolver } from './resolvers/catalog/catalog.resolver';
import { NotificationResolver } from './resolvers/notifications/notification.resolver';
import { RequestResolver } from './resolvers/requests/request.resolver';
import { BillingBreakdownResolver } from '../modules/requests/billing.types';
import { ProviderApplicationResultResolver, ProviderResolver } from './resolvers/providers/provider.resolver';
import { JobResolver, ActivityPhotosResolver } from './resolvers/jobs/job.resolver';
import { JobInvoiceResolver } from './resolvers/invoices/job-invoice.resolver';
import { ClientRequestResolver, PaymentResultQuoteResolver } from './resolvers/requests/client-request.resolver';
import { SeriesResolver } from './resolvers/requests/series.resolver';
import { RequestLiveResolver } from './resolvers/requests/request-live.resolver';
import { ClientResolver } from './resolvers/clients/client.resolver';
import { ReviewResolver } from './resolvers/reviews/review.resolver';
import { WaitlistResolver } from './resolvers/waitlist/waitlist.resolver';
import { SupportResolver } from './resolvers/support/support.resolver';
import { PaymentMethodResolver } from './resolvers/payments/payment-method.resolver';

import { AdminCompletedJobsResolver, AdminResolver } from './resolvers/admin/admin.resolver';
import { AdminLiveResolver, AdminReviewChangeFiguresResolver } from './resolvers/admin/admin-live.resolver';
import { LiveResyncResolver, RequestChangeFiguresResolver } from './resolvers/requests/live-resync.resolver';
import { BillingResolver } from './resolvers/billing/billing.resolver';
import { AnalyticsResolver } from './resolvers/analytics/analytics.resolver';
import { InvoiceAdminResolver } from './resolvers/invoices/invoice-admin.resolver';
import { MessageResolver, RefundDeadlineResolver } from './resolvers/messages/message.resolver';
import { ConversationMessageResolver, ConversationResolver } from './resolvers/conversations/conversation.resolver';
import { SupportChatResolver } from './resolvers/conversations/support-chat.resolver';
import { CalendarFeedResolver } from './resolvers/calendar/calendar-feed.resolver';
import { PushSubscriptionResolver } from './resolvers/notifications/push-subscription.resolver';
/** Every resolver of the schema. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const resolvers: NonEmptyArray<Function> = [
  AuthResolver,
  AccountRecoveryResolver,
  ExternalIdentityResolver,
  CatalogResolver,
  NotificationResolver,
  RequestResolver,
  BillingBreakdownResolver,
  ProviderResolver,
  ProviderApplicationResultResolver,
  JobResolver,
  ActivityPhotosResolver,
  JobInvoiceResolver,
  ClientRequestResolver,
  PaymentResultQuoteResolver,
  SeriesResolver,
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
  ConversationResolver,
  ConversationMessageResolver,
  SupportChatResolver,
  CalendarFeedResolver,
  PushSubscriptionResolver,
];
