import { Payment } from '../../../modules/payments/payment.entity';
import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { GraphQLSafeInt } from 'graphql-scalars';
import { PaymentMethodKindEnum } from '../../../domain/words';
import { Connection, PageArgs } from '../../pagination';
import { ServiceRequest } from '../../../modules/requests/service-request.entity';
import { Activity } from '../../../modules/requests/activity.entity';
import { BillingEntry, CreateRequestInput, UpdateRequestInput } from '../../../modules/requests/request.types';
import { CheckoutQuote, ProcessPaymentInput, PaymentResult } from '../../../modules/payments/payment.types';
import type { AppContext } from '../../context';
import { CurrentViewer } from '../../current-viewer';
import type { Viewer } from '../../../modules/auth/viewer';

const BillingEntryConnection = Connection(BillingEntry);
const ServiceRequestConnection = Connection(ServiceRequest);


/** The client's own requests: create, edit, cancel, pay, and the lists of their screens. */
@Resolver()
export class ClientRequestResolver {
  @Authorized()
  @Query(() => ServiceRequestConnection, { description: "The viewer's own requests, newest first (cancelled ones hidden)" })
  myRequests(@Args() page: PageArgs, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext) {
    return services.clientRequestLists.myRequests(viewer, page);
  }

  @Authorized()
  @Query(() => ServiceRequestConnection, { description: "The viewer's completed services, most recently completed first" })
  myServiceHistory(@Args() page: PageArgs, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext) {
    return services.clientRequestLists.myServiceHistory(viewer, page);
  }

  @Authorized()
  @Query(() => BillingEntryConnection, { description: "The viewer's billing history, newest first" })
  myBilling(@Args() page: PageArgs, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext) {
    return services.clientBilling.myBilling(viewer, page);
  }

  @Authorized()
  @Query(() => CheckoutQuote, { description: 'What paying now for one of the viewer\'s requests costs' })
  checkoutQuote(@Arg('requestId', () => ID) requestId: string, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext): Promise<CheckoutQuote> {
    return services.payments.quote(viewer, requestId);
  }

  @Authorized()
  @Mutation(() => ServiceRequest, { description: 'Submit a request from the wizard (pending, fee unpaid)' })
  createServiceRequest(@Arg('input') input: CreateRequestInput, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext): Promise<ServiceRequest> {
    return services.requestCreation.create(viewer, input);
  }

  @Authorized()
  @Mutation(() => ServiceRequest, { description: 'Edit one of your requests while it is pending' })
  updateServiceRequest(@Arg('input') input: UpdateRequestInput, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext): Promise<ServiceRequest> {
    return services.clientRequestChanges.update(viewer, input);
  }

  @Authorized()
  @Mutation(() => ServiceRequest, { description: 'Cancel one of your requests that is not completed (the record is kept)' })
  cancelServiceRequest(@Arg('id', () => ID) id: string, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext): Promise<ServiceRequest> {
    return services.clientRequestChanges.cancel(viewer, id);
  }

  @Authorized()
  @Mutation(() => Activity, { description: 'Add a note to one of your requests (its timeline); the assigned worker is notified' })
  addClientNote(@Arg('requestId', () => ID) requestId: string, @Arg('note') note: string, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext): Promise<Activity> {
    return services.clientRequestChanges.addNote(viewer, requestId, note);
  }

  @Authorized()
  @Mutation(() => PaymentResult, { description: 'Pay the $102.99 consultation fee (kind consultation; the request then reaches workers and admins) or the service balance due after the consultation credit (kind balance); REST POST /api/service-requests/{id}/process-payment' })
  processPayment(@Arg('input') input: ProcessPaymentInput, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext): Promise<PaymentResult> {
    return services.payments.process(viewer, input);
  }

  @Authorized()
  @Mutation(() => PaymentResult, { description: 'Add a tip for the worker to one of your paid jobs (the balance paid, or a completed $100 Special): a separate charge through the same payment attempts, up to 7 days after the job was paid, one per job, 100% to the worker. REST POST /api/service-requests/{id}/tip' })
  addTip(
    @Arg('requestId', () => ID) requestId: string,
    @Arg('tipCents', () => GraphQLSafeInt, { description: 'The tip in cents: more than $0.00, at most $1,000,000' }) tipCents: number,
    @Arg('idempotencyKey', { description: 'Unique per tip attempt; repeating it never charges twice' }) idempotencyKey: string,
    @Arg('method', () => PaymentMethodKindEnum, { nullable: true, description: 'google_pay, apple_pay or card (default card)' }) method: string | null,
    @CurrentViewer() viewer: Viewer,
    @Ctx() { services }: AppContext,
  ): Promise<PaymentResult> {
    return services.payments.addTip(viewer, { requestId, tipCents, idempotencyKey, method });
  }

  @Authorized()
  @Mutation(() => Payment, { description: 'Dispute one of your payments with a reason: recorded on the payment (disputedAt, disputeReason) and the request timeline; admins are told. REST POST /api/payments/{paymentId}/dispute' })
  disputePayment(@Arg('paymentId', () => ID) paymentId: string, @Arg('reason') reason: string, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext): Promise<Payment> {
    return services.paymentDisputes.dispute(viewer, paymentId, reason);
  }
}

/** What checkout shows for the request once a payment or a tip went through, so the client's checkout updates from the answer. */
@Resolver(() => PaymentResult)
export class PaymentResultQuoteResolver {
  @FieldResolver(() => CheckoutQuote, { description: 'What paying now for this request costs after this payment (amount due, tip window), as checkoutQuote answers' })
  checkoutQuote(@Root() result: PaymentResult, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext): Promise<CheckoutQuote> {
    return services.payments.quote(viewer, String(result.request.id));
  }
}
