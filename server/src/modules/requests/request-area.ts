import { isInServiceArea } from '../../domain/service-area';
import { badInput } from '../../shared/errors';

export const OUT_OF_AREA_MESSAGE = 'We do not serve this ZIP code yet. Join the expansion waitlist and we will let you know when we arrive.';

/**
 * Every new or edited request must be in the service area, whoever creates it (the client's
 * wizard, the client's edit, an admin for a client): BAD_USER_INPUT on `path` otherwise.
 */
export function requireServedZip(zip: string | null | undefined, path: string, message: string = OUT_OF_AREA_MESSAGE): void {
  if (!isInServiceArea(zip)) throw badInput([{ path, message }]);
}

/** The admin's wording: the request takes the client's address, so the client is named. */
export function requireServedClient(client: { name: string; zipCode: string | null }): void {
  const zip = client.zipCode?.trim();
  if (!zip) throw badInput([{ path: 'clientId', message: `${client.name} has no ZIP code on file: add their address before creating a request` }]);
  requireServedZip(zip, 'clientId', `${client.name}'s ZIP code ${zip} is outside the service area: we do not serve it yet`);
}
