import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Payment, type PaymentKind } from './payment.entity';
import { PaymentDueEnum, type PaymentDue } from '../../domain/words';
import { PaymentKindEnum } from './payment-words';

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
  @Field(() => [ChargeLine], { description: "The fee lines behind amountCents, from the server's billing rule; they add up to amountCents (empty when nothing is due)" })
  lines!: ChargeLine[];
}

@ObjectType()
export class AdminPaymentRow {
  @Field(() => Payment) payment!: Payment;
  @Field() requestTitle!: string;
  @Field() clientName!: string;
}
