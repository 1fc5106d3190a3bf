import { Entity, Index, OneToOne, OptionalProps, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { User } from '../users/user.entity';

@ObjectType({ description: 'A person or household that requests services', simpleResolvers: true })
@Entity({ tableName: 'clients' })
/** The admin's client list, by name (keyset pagination). */
@Index({ properties: ['name'] })
export class Client {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'phone' | 'address' | 'city' | 'state' | 'zipCode' | 'notes' |
    'preferredContactMethod' | 'emailNotifications' | 'smsNotifications' | 'marketingEmails' | 'appointmentReminders' | 'user';

  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @OneToOne(() => User, { ref: true, nullable: true, unique: true, owner: true })
  user: Ref<User> | null = null;

  @Field()
  @Property({ length: 200 })
  name!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 30, nullable: true })
  phone: string | null = null;

  @Field()
  @Index()
  @Property({ length: 254 })
  email!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 300, nullable: true })
  address: string | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 100, nullable: true })
  city: string | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 2, nullable: true })
  state: string | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 5, nullable: true })
  zipCode: string | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  notes: string | null = null;

  @Field()
  @Property({ length: 10 })
  preferredContactMethod: string = 'phone';

  @Field()
  @Property()
  emailNotifications: boolean = true;

  @Field()
  @Property()
  smsNotifications: boolean = true;

  @Field()
  @Property()
  marketingEmails: boolean = false;

  @Field()
  @Property()
  appointmentReminders: boolean = true;

  @Field()
  @Property()
  createdAt: Date = new Date();

  @Property({ onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
