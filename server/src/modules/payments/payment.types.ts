import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Payment } from './payment.entity';
import { ServiceRequest } from '../requests/service-request.entity';

@InputType({ description: 'Pay the consultation fee or the service balance of one of your requests' })
export class PayInput {
  @Field(() => ID)
  requestId!: string;

  @Field({ description: 'Unique per payment attempt; repeating it never charges twice' })
  idempotencyKey!: string;

  @Field({ description: 'google_pay, apple_pay or card' })
  method!: string;

  @Field(() => String, { nullable: true, description: "The payment method token; the simulated gateway declines 'decline'" })
  token?: string | null;
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
  @Field({ description: 'consultation, balance or none' }) dueFor!: string;
  @Field(() => Int) amountCents!: number;
  @Field() appointmentFeePaid!: boolean;
}
