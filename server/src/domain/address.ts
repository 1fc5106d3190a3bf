import { Field, ObjectType } from 'type-graphql';

/**
 * A postal address as a person writes it, as the schema shows it: street, city, state and ZIP
 * code. Entities store addresses as a Place (domain/place.ts), which adds the coordinates; a
 * Place answers as an Address (its parts have the same names).
 */
@ObjectType({ description: 'A postal address: street, city, state and ZIP code' })
export class Address {
  @Field(() => String, { nullable: true, description: 'The street line' })
  street!: string | null;

  @Field(() => String, { nullable: true, description: 'The city' })
  city!: string | null;

  @Field(() => String, { nullable: true, description: 'The two-letter state code' })
  state!: string | null;

  @Field(() => String, { nullable: true, description: 'The five-digit ZIP code' })
  zipCode!: string | null;
}

/** The parts of an address, any of them missing. */
export interface AddressParts {
  street?: string | null;
  city?: string | null;
  state?: string | null;
  zipCode?: string | null;
}
