import { User } from '../modules/users/user.entity';
import { Session } from '../modules/auth/session.entity';
import { PasswordResetToken } from '../modules/auth/password-reset-token.entity';
import { ExternalIdentity } from '../modules/auth/external-identity.entity';
import { OidcSignInFlow } from '../modules/auth/oidc-sign-in-flow.entity';
import { IdentityLinkRequest } from '../modules/auth/identity-link-request.entity';
import { Client } from '../modules/clients/client.entity';
import { ServiceProvider } from '../modules/providers/service-provider.entity';
import { ServiceCategory } from '../modules/catalog/service-category.entity';
import { ServiceType } from '../modules/catalog/service-type.entity';
import { ServiceRequest } from '../modules/requests/service-request.entity';
import { Activity } from '../modules/requests/activity.entity';
import { Invoice } from '../modules/invoices/invoice.entity';
import { InvoiceLineItem } from '../modules/invoices/invoice.entity';
import { Payment } from '../modules/payments/payment.entity';
import { PaymentMethod } from '../modules/payments/payment-method.entity';
import { WorkerPayout } from '../modules/payouts/worker-payout.entity';
import { Notification } from '../modules/notifications/notification.entity';
import { Review } from '../modules/reviews/review.entity';
import { WaitlistEntry } from '../modules/waitlist/waitlist-entry.entity';
import { Upload } from '../modules/uploads/upload.entity';
import { AuditEvent } from '../modules/audit/audit-event.entity';
import { SupportRequest } from '../modules/support/support-request.entity';
import { OutboxMessage } from '../modules/outbox/outbox-message.entity';
import { OutboundMessage } from '../modules/notifications/outbound-message.entity';
import { PushSubscription } from '../modules/notifications/push-subscription.entity';
import { DispatcherHeartbeat } from '../modules/messages/dispatcher-heartbeat.entity';
import { AdminMessageSettings } from '../modules/messages/admin-message-settings.entity';
import { VisitReminder } from '../modules/messages/visit-reminder.entity';
import { PaymentAttempt } from '../modules/payments/payment-attempt.entity';
import { SimulatedCharge, SimulatedRefund } from '../modules/payments/simulated-gateway.entity';
import { RevenueMilestone } from '../modules/payments/revenue-milestone.entity';
import { Conversation } from '../modules/conversations/conversation.entity';
import { ConversationMessage } from '../modules/conversations/conversation-message.entity';
import { ConversationRead } from '../modules/conversations/conversation-read.entity';
import { CalendarFeed } from '../modules/calendar/calendar-feed.entity';
import { Series } from '../modules/requests/series.entity';
import { Place } from '../domain/place';
import { Approval } from '../domain/approval';

/** Every entity of the domain and every value shape they embed (Place, Approval), listed once for the ORM. */
export const entities = [
  User, Session, Client, ServiceProvider, ServiceCategory, ServiceType, ServiceRequest, Activity,
  Invoice, InvoiceLineItem, Payment, PaymentMethod, WorkerPayout, Notification, Review, WaitlistEntry,
  Upload, AuditEvent, SupportRequest, OutboxMessage, OutboundMessage, DispatcherHeartbeat, AdminMessageSettings, VisitReminder,
  PaymentAttempt, SimulatedCharge, SimulatedRefund, PasswordResetToken, RevenueMilestone,
  ExternalIdentity, OidcSignInFlow, IdentityLinkRequest, Conversation, ConversationMessage, ConversationRead, CalendarFeed, Series, PushSubscription,
  Place, Approval,
];
