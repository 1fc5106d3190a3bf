import { GraphQLSafeInt } from 'graphql-scalars';
import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Connection, PageArgs } from '../../pagination';
import { ServiceRequest } from '../../../modules/requests/service-request.entity';
import { Payment } from '../../../modules/payments/payment.entity';
import type { AppContext } from '../../context';
import { CurrentViewer } from '../../current-viewer';
import type { Viewer } from '../../../modules/auth/viewer';
import { AdminInvoiceRow, AdminPayoutRow, BillingStats, PastDueRecordType } from '../../../modules/billing/billing.types';
import { AdminPaymentRow } from '../../../modules/payments/payment.types';
import { BillingDecision } from '../../../modules/payouts/billing-decision.types';

const AdminPaymentRowConnection = Connection(AdminPaymentRow);
const AdminPayoutRowConnection = Connection(AdminPayoutRow);
const PastDueRecordConnection = Connection(PastDueRecordType, 'PastDueRecord');
const ServiceRequestConnection = Connection(ServiceRequest);

/** Billing and Payments: the admin's money decisions and the billing page's lists. */
@Resolver()
export class BillingResolver {
  @Authorized('admin')
  @Query(() => BillingStats)
  adminBillingStats(@CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext) {
    return services.billingOverview.stats(viewer);
  }

  @Authorized('admin')
  @Query(() => ServiceRequestConnection, { description: 'Admin Review Queue: balance paid, approval absent or pending; oldest request first' })
  adminReviewQueue(@Args() page: PageArgs, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext) {
    return services.billingOverview.reviewQueue(viewer, page);
  }

  @Authorized('admin')
  @Query(() => PastDueRecordConnection, { description: 'Balances unpaid 7+ days after invoicing, most days past due first' })
  adminPastDueBalances(@Args() page: PageArgs, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext) {
    return services.billingOverview.pastDue(viewer, page);
  }

  @Authorized('admin')
  @Query(() => [AdminInvoiceRow], { description: 'The 10 most recently completed requests with their billing state' })
  adminRecentInvoices(@CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext) {
    return services.billingOverview.recentInvoices(viewer);
  }

  @Authorized('admin')
  @Query(() => [AdminInvoiceRow], { description: 'Billing search: request number, invoice number, title, client name or e-mail' })
  adminBillingSearch(@Arg('query') query: string, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext) {
    return services.billingOverview.search(viewer, query);
  }

  @Authorized('admin')
  @Query(() => AdminPaymentRowConnection, { description: 'Consultation payments, newest first' })
  adminConsultationPayments(@Args() page: PageArgs, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext) {
    return services.billingOverview.consultationPayments(viewer, page);
  }

  @Authorized('admin')
  @Query(() => AdminPayoutRowConnection, { description: 'Worker payouts, newest first' })
  adminPayouts(@Args() page: PageArgs, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext) {
    return services.billingOverview.payouts(viewer, page);
  }

  @Authorized('admin')
  @Mutation(() => BillingDecision, { description: 'Reject a request\'s payment; a reason is required' })
  adminRejectPayment(@Arg('requestId', () => ID) requestId: string, @Arg('reason', () => String, { nullable: true }) reason: string | null, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext) {
    return services.paymentDecisions.rejectPayment(viewer, requestId, reason);
  }

  @Authorized('admin')
  @Mutation(() => Payment, { description: 'Approve one transaction (a payment)' })
  adminApproveTransaction(@Arg('paymentId', () => ID) paymentId: string, @Arg('adminNotes', () => String, { nullable: true }) adminNotes: string | null, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext) {
    return services.paymentDecisions.approveTransaction(viewer, paymentId, adminNotes);
  }

  @Authorized('admin')
  @Mutation(() => Payment, { description: 'Reject one transaction; a reason is required' })
  adminRejectTransaction(@Arg('paymentId', () => ID) paymentId: string, @Arg('reason', () => String, { nullable: true }) reason: string | null, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext) {
    return services.paymentDecisions.rejectTransaction(viewer, paymentId, reason);
  }

  @Authorized('admin')
  @Mutation(() => BillingDecision, { description: 'Simulate the client paying what is due (consultation fee or balance)' })
  adminSimulateClientPayment(@Arg('requestId', () => ID) requestId: string, @Arg('paymentAmountCents', () => GraphQLSafeInt, { nullable: true }) paymentAmountCents: number | null, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext) {
    return services.payments.simulateForClient(viewer, requestId, paymentAmountCents);
  }
}
