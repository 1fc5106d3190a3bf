import { Check, Collection, Entity, Enum, Index, ManyToOne, OneToMany, OptionalProps, PrimaryKey, Property, Unique, type Ref } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType, Float } from 'type-graphql';
import { INVOICE_EDITORS, InvoiceEditorEnum, type InvoiceEditor } from './invoice-words';
import { ServiceRequest } from '../requests/service-request.entity';
import { ServiceProvider } from '../providers/service-provider.entity';
import { Client } from '../clients/client.entity';
import { INVOICE_STATUSES, InvoiceStatusEnum, LineItemTypeEnum } from './invoice-words';
import { LINE_ITEM_TYPES_LIST } from '../../domain/invoice-types';

export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

@ObjectType()
@Entity({ tableName: 'invoices' })
@Index({ properties: ['request', 'createdAt'] })
/** Invoices waiting for approval, oldest change first (keyset pagination). */
@Index({ properties: ['status', 'updatedAt'] })
export class Invoice {
  [OptionalProps]?: 'requestId' | 'clientId' | 'providerId' | 'createdAt' | 'updatedAt' | 'status' | 'paidAt' | 'notes' | 'editReason' | 'lastEditedBy' |
    'originalAmountCents' | 'provider' | 'version' | 'description';

  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @Field({ description: 'INV-{requestId}-{year}, with -2, -3 ... for further invoices of the same request and year' })
  @Unique()
  @Property({ length: 40 })
  invoiceNumber!: string;

  @Field(() => InvoiceStatusEnum)
  @Enum({ items: [...INVOICE_STATUSES], columnType: 'varchar(20)' })
  status: InvoiceStatus = 'pending_approval';

  @ManyToOne(() => ServiceRequest, { ref: true })
  request!: Ref<ServiceRequest>;

  @Index()
  @ManyToOne(() => ServiceProvider, { ref: true, nullable: true })
  provider: Ref<ServiceProvider> | null = null;

  @Index()
  @ManyToOne(() => Client, { ref: true })
  client!: Ref<Client>;

  @Field(() => Int)
  @Check({ expression: '"subtotal_cents" >= 0' })
  @Property()
  subtotalCents!: number;

  @Field(() => Int)
  @Check({ expression: '"final_amount_cents" >= 0' })
  @Property()
  finalAmountCents!: number;

  @Field(() => Int, { nullable: true, description: 'The amount before the latest edit' })
  @Check({ expression: '"original_amount_cents" >= 0' })
  @Property({ type: 'integer', nullable: true })
  originalAmountCents: number | null = null;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  paidAt: Date | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  description: string | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  notes: string | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  editReason: string | null = null;

  @Field(() => InvoiceEditorEnum, { nullable: true })
  @Enum({ items: [...INVOICE_EDITORS], columnType: 'varchar(10)', nullable: true })
  lastEditedBy: InvoiceEditor | null = null;

  @OneToMany(() => InvoiceLineItem, (li) => li.invoice, { orphanRemoval: true, orderBy: { position: 'asc' } })
  lineItems = new Collection<InvoiceLineItem>(this);

  @Field(() => Int, { description: 'Send back as expectedVersion when editing; a newer one is a CONFLICT' })
  @Property({ version: true })
  version: number = 1;

  @Field()
  @Property()
  createdAt: Date = new Date();

  @Field()
  @Property({ onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  @Field(() => ID)
  get requestId(): number {
    return this.request.id;
  }

  @Field(() => ID)
  get clientId(): number {
    return this.client.id;
  }

  @Field(() => ID, { nullable: true })
  get providerId(): number | null {
    return this.provider?.id ?? null;
  }
}

export const LINE_ITEM_TYPES = ['labor', 'material', 'mileage', 'fee', 'custom'] as const;
export type LineItemType = (typeof LINE_ITEM_TYPES)[number];

@ObjectType()
@Entity({ tableName: 'invoice_line_items' })
export class InvoiceLineItem {
  [OptionalProps]?: 'quantity';

  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @ManyToOne(() => Invoice, { ref: true, deleteRule: 'cascade' })
  invoice!: Ref<Invoice>;

  @Property()
  position!: number;

  @Field(() => LineItemTypeEnum)
  @Enum({ items: [...LINE_ITEM_TYPES_LIST], columnType: 'varchar(20)' })
  type!: LineItemType;

  @Field()
  @Property({ length: 300 })
  description!: string;

  /** Hundredths of a unit: 2.5 hours is 250. */
  @Check({ expression: '"quantity_hundredths" >= 0' })
  @Property()
  quantityHundredths!: number;

  @Field(() => Int)
  @Check({ expression: '"rate_cents" >= 0' })
  @Property()
  rateCents!: number;

  @Field(() => Int)
  @Check({ expression: '"amount_cents" >= 0' })
  @Property()
  amountCents!: number;

  @Field(() => Float)
  get quantity(): number {
    return this.quantityHundredths / 100;
  }
}
