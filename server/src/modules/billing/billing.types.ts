import { Field, Int, ObjectType, ID } from 'type-graphql';
import { ServiceRequest } from '../requests/service-request.entity';
import { Invoice } from '../invoices/invoice.entity';
import { WorkerPayout } from '../payouts/worker-payout.entity';
import { BillingStateEnum, type BillingState } from './billing-words';

@ObjectType({ description: 'A balance unpaid 7+ days after invoicing' })
export class PastDueRecordType {
  @Field(() => ID) requestId!: number;
  @Field() title!: string;
  @Field() clientName!: string;
  @Field() clientEmail!: string;
  @Field(() => Int) daysPastDue!: number;
  @Field(() => Int) balanceDueCents!: number;
  @Field() invoiceNumber!: string;
  @Field() invoiceCreatedAt!: Date;
}

@ObjectType()
export class BillingStats {
  @Field(() => Int, { description: 'every succeeded payment' }) totalRevenueCents!: number;
  @Field(() => Int, { description: 'invoiced balances not paid yet' }) pendingPaymentsCount!: number;
  @Field(() => Int) pendingPaymentsCents!: number;
  @Field(() => Int, { description: 'average invoice amount' }) avgInvoiceCents!: number;
  @Field(() => Int) pastDueCount!: number;
  @Field(() => Int) pastDueTotalCents!: number;
}

@ObjectType({ description: 'A row of Recent Invoices: the request, its latest invoice and its billing state' })
export class AdminInvoiceRow {
  @Field(() => ServiceRequest) request!: ServiceRequest;
  @Field(() => Invoice, { nullable: true }) invoice!: Invoice | null;
  @Field(() => Int) serviceCostCents!: number;
  @Field(() => Int) balanceDueCents!: number;
  @Field({ description: 'true when the consultation fee covers the service (Min. Service)' }) minService!: boolean;
  @Field(() => BillingStateEnum) billingState!: BillingState;
}

@ObjectType()
export class AdminPayoutRow {
  @Field(() => WorkerPayout) payout!: WorkerPayout;
  @Field() providerName!: string;
  @Field() requestTitle!: string;
}

