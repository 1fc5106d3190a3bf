import { Embedded, Entity, Enum, Index, OneToOne, OptionalProps, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { User } from '../users/user.entity';
import { Address } from '../../domain/address';
import { Place } from '../../domain/place';
import { CONTACT_METHODS } from './client-words';

@ObjectType({ description: 'A person or household that requests services', simpleResolvers: true })
@Entity({ tableName: 'clients' })
/** The admin's client list, by name (keyset pagination). */
@Index({ properties: ['name'] })
export class Client {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'phone' | 'contactAddress' | 'notes' |
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

  /** In the columns address, city, state, zip_code, latitude and longitude; null when the client gave no part of the address. */
  @Field(() => Address, { nullable: true, description: "The client's contact address: null when they gave no part of it" })
  @Embedded(() => Place, { prefix: false, nullable: true })
  contactAddress: Place | null = null;

  /** The street line (contactAddress.street), as the schema has always named it. */
  @Field(() => String, { nullable: true })
  get address(): string | null {
    return this.contactAddress?.street ?? null;
  }

  @Field(() => String, { nullable: true })
  get city(): string | null {
    return this.contactAddress?.city ?? null;
  }

  @Field(() => String, { nullable: true })
  get state(): string | null {
    return this.contactAddress?.state ?? null;
  }

  @Field(() => String, { nullable: true })
  get zipCode(): string | null {
    return this.contactAddress?.zipCode ?? null;
  }

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  notes: string | null = null;

  @Field()
  @Enum({ items: [...CONTACT_METHODS], columnType: 'varchar(10)' })
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
