import { graphql, useFragment, type FragmentType } from '../../gql';

/** What every screen reads of a request's address (ServiceRequest.address). */
export const RequestAddressFields = graphql(`
  fragment RequestAddress_address on Address {
    street
    city
    state
    zipCode
  }
`);

/**
 * How much of the address a screen shows:
 *   - `full`: street, city, state ZIP ("1 Main St, Nashville, TN 37201"); without a street
 *     (an open job a worker has not taken), the area alone;
 *   - `area`: city, state ZIP ("Nashville, TN 37201");
 *   - `town`: city, state ("Nashville, TN");
 *   - `city`: the city alone;
 *   - `street-city`: street, city ("1 Main St, Nashville");
 *   - `street-town`: street, city, state ("1 Main St, Nashville, TN").
 */
export type AddressShown = 'full' | 'area' | 'town' | 'city' | 'street-city' | 'street-town';

interface AddressParts {
  street?: string | null;
  city?: string | null;
  state?: string | null;
  zipCode?: string | null;
}

/** The address as one line of text, as much of it as `shown` asks for. */
export function addressLine(a: AddressParts, shown: AddressShown = 'full'): string {
  const stateZip = [a.state, a.zipCode].filter(Boolean).join(' ');
  const parts: Record<AddressShown, (string | null | undefined)[]> = {
    full: [a.street, a.city, stateZip],
    area: [a.city, stateZip],
    town: [a.city, a.state],
    city: [a.city],
    'street-city': [a.street, a.city],
    'street-town': [a.street, a.city, a.state],
  };
  return parts[shown].filter(Boolean).join(', ');
}

/** A request's address as text (inside the caller's Text), with the one fragment every screen spreads. */
export function RequestAddress({ address: ref, shown = 'full' }: { address: FragmentType<typeof RequestAddressFields>; shown?: AddressShown }) {
  const a = useFragment(RequestAddressFields, ref);
  return <>{addressLine(a, shown)}</>;
}
