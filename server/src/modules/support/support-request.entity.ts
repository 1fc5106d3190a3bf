import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { User } from '../users/user.entity';

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
  @Property({ length: 40 })
  category!: string;

  @Field()
  @Property({ length: 200 })
  subject!: string;

  @Field()
  @Property({ type: 'text' })
  message!: string;

  @Field()
  @Property({ length: 10 })
  priority!: string;

  @Field()
  @Property({ length: 254 })
  email!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 30, nullable: true })
  phone: string | null = null;

  @Field()
  @Property({ length: 20 })
  status: string = 'open';

  @Field()
  @Property()
  createdAt: Date = new Date();
}
