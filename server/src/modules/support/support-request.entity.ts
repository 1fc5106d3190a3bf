import { Entity, Enum, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { User } from '../users/user.entity';
import { SUPPORT_CATEGORIES, SUPPORT_PRIORITIES, SUPPORT_STATUSES, SupportStatusEnum, type SupportStatus } from './support-words';

@ObjectType()
@Entity({ tableName: 'support_requests' })
export class SupportRequest {
  [OptionalProps]?: 'createdAt' | 'phone' | 'status' | 'user';

  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @ManyToOne(() => User, { ref: true, nullable: true })
  user: Ref<User> | null = null;

  @Field()
  @Enum({ items: [...SUPPORT_CATEGORIES], columnType: 'varchar(40)' })
  category!: string;

  @Field()
  @Property({ length: 200 })
  subject!: string;

  @Field()
  @Property({ type: 'text' })
  message!: string;

  @Field()
  @Enum({ items: [...SUPPORT_PRIORITIES], columnType: 'varchar(10)' })
  priority!: string;

  @Field()
  @Property({ length: 254 })
  email!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 30, nullable: true })
  phone: string | null = null;

  @Field(() => SupportStatusEnum, { description: 'Where the request stands' })
  @Enum({ items: [...SUPPORT_STATUSES], columnType: 'varchar(20)' })
  status: SupportStatus = 'open';

  @Field()
  @Property()
  createdAt: Date = new Date();
}
