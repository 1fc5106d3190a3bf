import { Entity, OptionalProps, ManyToOne, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { Invoice } from './invoice.entity';
import { LineItemTypeEnum } from './invoice-words';

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
  @Property({ type: 'string', length: 20 })
  type!: LineItemType;

  @Field()
  @Property({ length: 300 })
  description!: string;

  /** Hundredths of a unit: 2.5 hours is 250. */
  @Property()
  quantityHundredths!: number;

  @Field(() => Int)
  @Property()
  rateCents!: number;

  @Field(() => Int)
  @Property()
  amountCents!: number;

  @Field(() => Float)
  get quantity(): number {
    return this.quantityHundredths / 100;
  }
}
