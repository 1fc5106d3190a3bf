import { Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { PAYMENT_METHODS, PaymentMethodKindEnum, type PaymentMethodKind } from '../../domain/words';
import { Client } from '../clients/client.entity';
import { CARD_BRANDS } from './payment-words';

@ObjectType({ description: 'A saved way to pay (Apple Pay, Google Pay or a card); no card number is stored' })
@Entity({ tableName: 'payment_methods' })
export class PaymentMethod {
  [OptionalProps]?: 'createdAt' | 'isDefault' | 'last4' | 'brand';

  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @Index()
  @ManyToOne(() => Client, { ref: true })
  client!: Ref<Client>;

  @Field(() => PaymentMethodKindEnum)
  @Enum({ items: [...PAYMENT_METHODS], columnType: 'varchar(20)' })
  kind!: PaymentMethodKind;

  @Field()
  @Property({ length: 100 })
  label!: string;

  @Field(() => String, { nullable: true })
  @Enum({ items: [...CARD_BRANDS], columnType: 'varchar(20)', nullable: true })
  brand: string | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 4, nullable: true })
  last4: string | null = null;

  @Field()
  @Property()
  isDefault: boolean = false;

  @Field()
  @Property()
  createdAt: Date = new Date();
}
