import { Entity, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { WaitlistRoleEnum, type WaitlistRole } from './waitlist-words';

@ObjectType()
@Entity({ tableName: 'waitlist_entries' })
@Unique({ properties: ['email', 'zipCode'] })
export class WaitlistEntry {
  [OptionalProps]?: 'createdAt' | 'city' | 'state' | 'userType';

  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @Field()
  @Property({ length: 254 })
  email!: string;

  @Field()
  @Property({ length: 30 })
  phone!: string;

  @Field()
  @Property({ length: 5 })
  zipCode!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 100, nullable: true })
  city: string | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 2, nullable: true })
  state: string | null = null;

  @Field(() => WaitlistRoleEnum)
  @Property({ type: 'string', length: 10 })
  userType: WaitlistRole = 'client';

  @Field()
  @Property()
  createdAt: Date = new Date();
}
