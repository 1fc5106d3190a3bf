import { Embeddable, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';

/**
 * A postal address as a person writes it: street, city, state and ZIP code. An entity embeds
 * it (MikroORM @Embedded) into its own columns, named by the embedding's prefix:
 *   - a service request's address (ServiceRequest.address, prefix `service_`): service_address,
 *     service_city, service_state, service_zip_code, every part required (CompleteAddress);
 *   - a client's contact address (Client.contactAddress, no prefix): address, city, state,
 *     zip_code, every part optional (a client may give a ZIP code alone).
 * Where the address is on a map (the coordinates) is not part of it: locateZip (geo.ts) finds
 * them from the ZIP code, and the entity keeps them beside the address.
 */
@Embeddable()
@ObjectType({ description: 'A postal address: street, city, state and ZIP code' })
export class Address {
  /** Stored in the `address` column (prefixed): the column kept its name from before the address had one. */
  @Field(() => String, { nullable: true, description: 'The street line' })
  @Property({ type: 'string', length: 300, fieldName: 'address' })
  street!: string | null;

  @Field(() => String, { nullable: true, description: 'The city' })
  @Property({ type: 'string', length: 100 })
  city!: string | null;

  @Field(() => String, { nullable: true, description: 'The two-letter state code' })
  @Property({ type: 'string', length: 2 })
  state!: string | null;

  @Field(() => String, { nullable: true, description: 'The five-digit ZIP code' })
  @Property({ type: 'string', length: 5 })
  zipCode!: string | null;

  /** An address of these parts: null when every part is missing. */
  static of(parts: AddressParts): Address | null {
    if (parts.street == null && parts.city == null && parts.state == null && parts.zipCode == null) return null;
    return Object.assign(new Address(), { street: parts.street ?? null, city: parts.city ?? null, state: parts.state ?? null, zipCode: parts.zipCode ?? null });
  }
}

/** The parts of an address, any of them missing. */
export interface AddressParts {
  street?: string | null;
  city?: string | null;
  state?: string | null;
  zipCode?: string | null;
}

/** An address with every part present: a service request's (its columns are not null). */
export type CompleteAddress = Address & { street: string; city: string; state: string; zipCode: string };
