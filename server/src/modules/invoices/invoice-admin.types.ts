import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Invoice } from './invoice.entity';
import { InvoiceLineItem } from './invoice.entity';
import { GraphQLSafeInt } from 'graphql-scalars';
import { LineItemTypeEnum } from './invoice-words';

@InputType()
export class AdminInvoiceLineInput {
  @Field(() => LineItemTypeEnum, { description: 'labor, material, mileage, fee or custom' }) type!: string;
  @Field() description!: string;
  @Field(() => Float, { description: 'units, at most two decimals' }) quantity!: number;
  @Field(() => GraphQLSafeInt, { description: 'rate per unit in cents' }) rateCents!: number;
}

@InputType({ description: 'An admin edit: auto-approved, a reason is required' })
export class AdminEditInvoiceInput {
  @Field(() => ID) invoiceId!: string;
  @Field(() => String, { nullable: true }) editReason?: string | null;
  @Field(() => [AdminInvoiceLineInput]) lineItems!: AdminInvoiceLineInput[];
  @Field(() => String, { nullable: true }) notes?: string | null;
  @Field(() => Int, { nullable: true, description: 'The invoice version the admin edited; a newer one is a CONFLICT' }) expectedVersion?: number | null;
}

@ObjectType({ description: 'Invoice lookup response: the invoice and its line items' })
export class AdminInvoiceDetails {
  @Field(() => Invoice) invoice!: Invoice;
  @Field(() => [InvoiceLineItem]) lineItems!: InvoiceLineItem[];
  @Field(() => Int, { description: 'Send back as expectedVersion when editing' }) version!: number;
}

@ObjectType()
export class AdminInvoiceEditResult {
  @Field(() => Invoice) invoice!: Invoice;
  @Field(() => [InvoiceLineItem]) lineItems!: InvoiceLineItem[];
  @Field(() => Int) newTotalCents!: number;
  @Field(() => Int) originalTotalCents!: number;
  @Field(() => Int, { description: 'new total minus original' }) differenceCents!: number;
}
