import { Field, FieldResolver, Int, ObjectType, Resolver, Root } from 'type-graphql';
import { PayoutTimingEnum } from '../../domain/words';
import { balanceLines, type BillingBreakdown, type PayoutTiming } from '../../domain/billing';

@ObjectType({ description: 'One line of what a payer is charged, as the payer sees it' })
export class ChargeLine {
  @Field({ description: "What the line is for: 'Consultation fee', 'Processing fee', 'Service cost', '$100 Special', 'Platform fee (12%)', 'Sales tax (9.75%)', 'Tip', 'Consultation fee credit'" })
  label!: string;

  @Field(() => Int, { description: 'The line in cents; a credit is negative' })
  amountCents!: number;
}

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

/** The breakdown's lines as the payer reads them, from the billing rule (domain/billing.ts balanceLines). */
@Resolver(() => BillingBreakdownType)
export class BillingBreakdownResolver {
  @FieldResolver(() => [ChargeLine], { description: "The service balance line by line: service cost, platform fee, sales tax, processing fee, tip, less the consultation credit; they add up to balanceDueCents" })
  lines(@Root() b: BillingBreakdown): ChargeLine[] {
    return balanceLines(b);
  }
}
