import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { BillingBreakdownType } from '../requests/billing.types';
import { LineItemTypeEnum } from './invoice-words';

@InputType({ description: 'One invoice line as typed: quantity x rate (dollars, two decimals)' })
export class InvoiceLineInput {
  @Field(() => LineItemTypeEnum, { description: 'labor, material, mileage, fee or custom' }) type!: string;
  @Field() description!: string;
  @Field(() => Float) quantity!: number;
  @Field(() => Float, { description: 'dollars per unit' }) rate!: number;
}

@InputType()
export class CreateJobInvoiceInput {
  @Field(() => ID) requestId!: string;
  @Field(() => [InvoiceLineInput]) lineItems!: InvoiceLineInput[];
  @Field(() => String, { nullable: true }) notes?: string | null;
}

@InputType()
export class EditJobInvoiceInput {
  @Field(() => ID) invoiceId!: string;
  @Field(() => [InvoiceLineInput]) lineItems!: InvoiceLineInput[];
  @Field(() => String, { nullable: true }) notes?: string | null;
  @Field({ description: 'required: why the invoice changes' }) editReason!: string;
  @Field(() => Int, { nullable: true, description: 'The invoice version the worker edited; a newer one is a CONFLICT' }) expectedVersion?: number | null;
}

@ObjectType()
export class InvoicePreviewLine {
  @Field(() => LineItemTypeEnum, { description: 'What the line bills' }) type!: string;
  @Field() description!: string;
  @Field(() => Float) quantity!: number;
  @Field(() => Int) rateCents!: number;
  @Field(() => Int) amountCents!: number;
}

@ObjectType({ description: 'Invoice lines as the server prices them: each line\'s amount and the subtotal an invoice of them stores, and what the client would be billed' })
export class InvoicePreview {
  @Field(() => [InvoicePreviewLine]) lines!: InvoicePreviewLine[];
  @Field(() => Int) subtotalCents!: number;
  @Field(() => BillingBreakdownType) billing!: BillingBreakdownType;
}
