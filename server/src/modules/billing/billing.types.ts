import { Field, Int, ObjectType, ID } from 'type-graphql';
import { ServiceRequest } from '../requests/service-request.entity';
import { Invoice } from '../invoices/invoice.entity';
import { WorkerPayout } from '../payouts/worker-payout.entity';
import { BillingStateEnum, type BillingState } from './billing-words';
import { AdminPaymentRow } from '../payments/payment.types';
import { AdminInvoiceDetails } from '../invoices/invoice-admin.types';

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


@ObjectType({
  description:
    "One request's rows in the admin's billing lists as they are now, so a live change moves them without a query: its Recent Invoices row, its consultation payments, its payouts, its past-due record and its latest invoice",
})
export class AdminRequestMoney {
  @Field(() => ID) requestId!: number;
  @Field(() => AdminInvoiceRow, { nullable: true, description: 'Its row in Recent Invoices and billing search (null until the work is finished)' }) invoiceRow!: AdminInvoiceRow | null;
  @Field(() => [AdminPaymentRow], { description: 'Its consultation payments, newest first (as adminConsultationPayments)' }) consultationPayments!: AdminPaymentRow[];
  @Field(() => [AdminPayoutRow], { description: 'Its worker payouts, newest first (as adminPayouts)' }) payouts!: AdminPayoutRow[];
  @Field(() => PastDueRecordType, { nullable: true, description: 'Its past-due balance (as adminPastDueBalances); null when nothing is past due' }) pastDue!: PastDueRecordType | null;
  @Field(() => AdminInvoiceDetails, { nullable: true, description: 'Its latest invoice with its lines (as adminRequestInvoice); null when it has none' }) invoice!: AdminInvoiceDetails | null;
}
