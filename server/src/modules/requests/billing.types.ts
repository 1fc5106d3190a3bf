import { Field, Int, ObjectType } from 'type-graphql';
import { PayoutTimingEnum } from '../../domain/words';
import type { PayoutTiming } from '../../domain/billing';

@ObjectType({ description: 'The dual-transaction billing breakdown of a request, computed on the server (cents)' })
export class BillingBreakdownType {
  @Field(() => Int) consultationFeeCents!: number;
  @Field(() => Int) consultationTotalCents!: number;
  @Field(() => Int) serviceCostCents!: number;
  @Field(() => Int) platformFeeCents!: number;
  @Field(() => Int) salesTaxCents!: number;
  @Field(() => Int) processingFeeCents!: number;
  @Field(() => Int) tipCents!: number;
  @Field(() => Int) serviceTotalCents!: number;
  @Field(() => Int) consultationCreditCents!: number;
  @Field(() => Int, { description: 'max(0, service total - $100 consultation credit)' }) balanceDueCents!: number;
  @Field(() => Int) combinedTotalCents!: number;
  @Field(() => Int, { description: '90% of service cost (or $78.25 for the $100 Special) plus tips' }) workerPayoutCents!: number;
  @Field() hundredDollarSpecial!: boolean;
  @Field({ description: 'true when the balance is paid (or nothing is due)' }) balancePaid!: boolean;
  @Field(() => PayoutTimingEnum, { description: "When the worker's payout is released for this service cost (the payout rule, quotePayout)" }) payoutTiming!: PayoutTiming;
}
