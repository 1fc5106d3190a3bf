import { Check, Embedded, Entity, Enum, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { Place } from '../../domain/place';
import { WAITLIST_ROLES, WaitlistRoleEnum, type WaitlistRole } from './waitlist-words';

@ObjectType()
@Entity({ tableName: 'waitlist_entries' })
@Unique({ properties: ['email', 'place.zipCode'] })
@Check({ name: 'waitlist_entries_zip_code_check', expression: '"zip_code" is not null' })
export class WaitlistEntry {
  [OptionalProps]?: 'createdAt' | 'zipCode' | 'city' | 'state' | 'userType';

  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @Field()
  @Property({ length: 254 })
  email!: string;

  @Field()
  @Property({ length: 30 })
  phone!: string;

  /** The ZIP code they wait in (required), with its city and state as they gave them: in the columns zip_code, city and state. */
  @Embedded(() => Place, { prefix: false, nullable: true })
  place!: Place;

  @Field()
  get zipCode(): string {
    return this.place.zipCode!;
  }

  @Field(() => String, { nullable: true })
  get city(): string | null {
    return this.place.city;
  }

  @Field(() => String, { nullable: true })
  get state(): string | null {
    return this.place.state;
  }

  @Field(() => WaitlistRoleEnum)
  @Enum({ items: [...WAITLIST_ROLES], columnType: 'varchar(10)' })
  userType: WaitlistRole = 'client';

  @Field()
  @Property()
  createdAt: Date = new Date();
}
