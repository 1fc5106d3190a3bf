import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { GraphQLSafeInt } from 'graphql-scalars';
import { Payment, type PaymentKind } from './payment.entity';
import { PaymentDueEnum, type PaymentDue } from '../../domain/words';
import { FeeStandingEnum, PaymentKindEnum, consultationFeeStanding, type FeeStanding } from './payment-words';

export { PaymentKindEnum };
import { ServiceRequest } from '../requests/service-request.entity';
import { ChargeLine } from '../requests/billing.types';
import { PaymentMethodKindEnum } from '../../domain/words';

@InputType({ description: 'Pay the consultation fee or the service balance of one of your requests' })
export class ProcessPaymentInput {
  @Field(() => ID)
  requestId!: string;

  @Field(() => PaymentKindEnum, { description: 'Which payment: consultation (the fee) or balance (the service balance); REST paymentType' })
  kind!: PaymentKind;

  @Field({ description: 'Unique per payment attempt; repeating it never charges twice' })
  idempotencyKey!: string;

  @Field(() => PaymentMethodKindEnum, { description: 'google_pay, apple_pay or card' })
  method!: string;

  @Field(() => String, { nullable: true, description: "The payment method token; the simulated gateway declines 'decline'" })
  token?: string | null;

  @Field(() => Int, { nullable: true, description: 'The amount the payer was shown, in cents (checkout sends it): when the amount due differs, the answer is CONFLICT and nothing is charged' })
  expectedAmountCents?: number | null;

  @Field(() => GraphQLSafeInt, { nullable: true, description: 'With kind balance: a tip for the worker, in cents, charged with the balance (100% to the worker; at most $1,000,000). expectedAmountCents then includes it' })
  tipCents?: number | null;
}

@ObjectType()
export class PaymentResult {
  @Field(() => Payment)
  payment!: Payment;

  @Field(() => ServiceRequest)
  request!: ServiceRequest;
}

@ObjectType({ description: "What checkout asks the client to pay now, from the server's own figures" })
export class CheckoutQuote {
  @Field(() => ID) requestId!: number;
  @Field() title!: string;
  @Field(() => PaymentDueEnum) dueFor!: PaymentDue;
  @Field(() => Int) amountCents!: number;
  @Field() appointmentFeePaid!: boolean;
  @Field(() => Int, { description: "The service cost a tip's percentages (15%, 20%, 25%) are taken of" }) serviceCostCents!: number;
  @Field(() => Int, { description: 'The tip already given for this job (0: none)' }) tipCents!: number;
  @Field(() => Date, { nullable: true, description: 'Until when a tip may be added with addTip (7 days after the job was paid); null when it cannot' }) tipOpenUntil!: Date | null;
  @Field(() => [ChargeLine], { description: "The fee lines behind amountCents, from the server's billing rule; they add up to amountCents (empty when nothing is due)" })
  lines!: ChargeLine[];
}

@ObjectType()
export class AdminPaymentRow {
  @Field(() => Payment) payment!: Payment;
  @Field() requestTitle!: string;
  @Field() clientName!: string;
  @Field(() => FeeStandingEnum, { description: 'Where the fee stands, decided by the server (a fee kept on a cancelled request is kept_on_cancel, not awaiting review)' })
  standing!: FeeStanding;
  @Field({ description: 'Whether an admin can still approve or reject this payment (only a fee awaiting review)' })
  canDecide!: boolean;
}

/** A payment as the admin's billing lists show it: its request and client loaded. */
export function adminPaymentRow(payment: Payment): AdminPaymentRow {
  const request = payment.request.getEntity();
  const standing = consultationFeeStanding(payment, request.status);
  return { payment, requestTitle: request.title, clientName: payment.client.getEntity().name, standing, canDecide: standing === 'awaiting_review' };
}
