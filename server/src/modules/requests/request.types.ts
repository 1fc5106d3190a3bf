import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { BillingEntryKindEnum, BillingEntryStatusEnum } from './request-words';
import { DisplayStatusEnum, PaymentDueEnum } from '../../domain/words';
import type { DisplayStatus } from '../../domain/request-status';
import { RecordedPaymentMethodEnum } from '../../domain/words';
import { RecurrenceInput } from './series.types';

@InputType({ description: 'The request wizard: service, type, contact, location and schedule' })
export class CreateRequestInput {
  @Field(() => ID) categoryId!: string | number;
  @Field({ description: 'The chosen service type; a title starting with Custom may be replaced by customTitle' }) title!: string;
  @Field(() => String, { nullable: true }) customTitle?: string | null;
  @Field() description!: string;

  @Field() contactName!: string;
  @Field() contactPhone!: string;
  @Field() contactEmail!: string;
  @Field() contactAddress!: string;
  @Field() contactCity!: string;
  @Field() contactState!: string;
  @Field() contactZipCode!: string;

  @Field({ description: 'true: the service address is the contact address' }) sameAddress!: boolean;
  @Field(() => String, { nullable: true }) serviceAddress?: string | null;
  @Field(() => String, { nullable: true }) serviceCity?: string | null;
  @Field(() => String, { nullable: true }) serviceState?: string | null;
  @Field(() => String, { nullable: true }) serviceZipCode?: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD, not before today' }) preferredDate?: string | null;
  @Field(() => String, { nullable: true, description: 'morning, afternoon, evening or specific' }) preferredTime?: string | null;
  @Field(() => String, { nullable: true, description: 'HH:MM when preferredTime is specific' }) specificTime?: string | null;
  @Field(() => String, { nullable: true }) alternativeTime1?: string | null;
  @Field(() => String, { nullable: true }) alternativeTime2?: string | null;
  @Field(() => String, { nullable: true }) notes?: string | null;
  @Field(() => String, { nullable: true, description: 'urgent, high, medium, normal (default) or low' }) priority?: string | null;
  @Field({ defaultValue: false, description: 'Save for later: the request stays unpaid and the client is told how to pay' }) payLater!: boolean;
  @Field(() => RecurrenceInput, { nullable: true, description: 'Repeat the visit (needs preferredDate and preferredTime): the consultation fee is paid once, for the series' }) recurrence?: RecurrenceInput | null;
}

@InputType({ description: 'What a client may change while the request is pending' })
export class UpdateRequestInput {
  @Field(() => ID) id!: string;
  @Field() title!: string;
  @Field(() => String, { nullable: true }) customTitle?: string | null;
  @Field() description!: string;
  @Field(() => ID, { nullable: true }) categoryId?: string | number | null;
  @Field(() => String, { nullable: true }) serviceAddress?: string | null;
  @Field(() => String, { nullable: true }) serviceCity?: string | null;
  @Field(() => String, { nullable: true }) serviceState?: string | null;
  @Field(() => String, { nullable: true }) serviceZipCode?: string | null;
}

@ObjectType({ description: "One line of the client's billing history" })
export class BillingEntry {
  @Field(() => ID) requestId!: number;
  @Field() title!: string;
  @Field() categoryName!: string;
  @Field(() => String, { nullable: true }) providerName!: string | null;
  @Field(() => String, { nullable: true }) invoiceNumber!: string | null;
  @Field(() => BillingEntryStatusEnum) status!: (typeof BillingEntryStatusEnum)[keyof typeof BillingEntryStatusEnum];
  @Field(() => BillingEntryKindEnum) kind!: (typeof BillingEntryKindEnum)[keyof typeof BillingEntryKindEnum];
  @Field(() => Int, { description: 'What the client is billed in total: consultation plus any balance' }) totalCents!: number;
  @Field(() => Int, { description: "The tip inside totalCents: 100% the worker's" }) tipCents!: number;
  @Field(() => Int, { description: 'What the client still owes' }) amountDueCents!: number;
  @Field(() => Int, { description: 'What the client has paid and kept paid (a refunded fee counts nothing): the Total spent adds these' }) paidCents!: number;
  @Field(() => PaymentDueEnum, { description: 'consultation or balance: what paying now would pay' }) dueFor!: 'consultation' | 'balance';
  @Field(() => DisplayStatusEnum) requestStatus!: DisplayStatus;
  @Field() date!: Date;
  @Field(() => RecordedPaymentMethodEnum, { nullable: true }) paymentMethod!: string | null;
}
