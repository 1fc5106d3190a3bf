import { Embeddable, Property } from '@mikro-orm/core';
import type { AddressParts } from './address';
import { lookupZip } from './geo';

/**
 * Where something is: a postal address (street, city, state, ZIP code) and its coordinates.
 * Every entity that holds an address embeds a Place (MikroORM @Embedded), in the columns it
 * has always had, named by the embedding's prefix:
 *   - a service request (ServiceRequest.address, prefix `service_`): service_address,
 *     service_city, service_state, service_zip_code, service_latitude, service_longitude;
 *     every address part is required;
 *   - a client's contact address (Client.contactAddress, no prefix): address, city, state,
 *     zip_code, latitude, longitude; every part optional (a client may give a ZIP code alone);
 *   - a worker (ServiceProvider.place, no prefix): zip_code, latitude, longitude (and an
 *     address, city and state the worker's settings do not use);
 *   - a waitlist entry (WaitlistEntry.place, no prefix): zip_code, city, state (and an
 *     address and coordinates left empty).
 * Place.locate is the one way a ZIP code becomes coordinates: the centre of the ZIP code.
 * The schema shows a place as an Address (domain/address.ts), without its coordinates.
 */
@Embeddable()
export class Place {
  /** Stored in the `address` column (prefixed): the column kept its name from before the address had one. */
  @Property({ type: 'string', length: 300, fieldName: 'address' })
  street!: string | null;

  @Property({ type: 'string', length: 100 })
  city!: string | null;

  @Property({ type: 'string', length: 2 })
  state!: string | null;

  @Property({ type: 'string', length: 5 })
  zipCode!: string | null;

  @Property({ type: 'double', nullable: true })
  latitude!: number | null;

  @Property({ type: 'double', nullable: true })
  longitude!: number | null;

  /**
   * The place at these parts, located by its ZIP code: the coordinates of the ZIP code's
   * centre (null when the ZIP code is unknown); with `fillTown`, a missing city or state is
   * the ZIP code's own.
   */
  static locate(parts: AddressParts, opts: { fillTown?: boolean } = {}): Place {
    const hit = lookupZip(parts.zipCode);
    const town = opts.fillTown ? hit : null;
    return Object.assign(new Place(), {
      street: parts.street ?? null,
      city: parts.city ?? town?.city ?? null,
      state: parts.state ?? town?.state ?? null,
      zipCode: parts.zipCode ?? null,
      latitude: hit?.latitude ?? null,
      longitude: hit?.longitude ?? null,
    });
  }

  /** A located place of these parts (Place.locate): null when every part is missing. */
  static of(parts: AddressParts): Place | null {
    if (parts.street == null && parts.city == null && parts.state == null && parts.zipCode == null) return null;
    return Place.locate(parts);
  }

  /**
   * This place with new address parts: located again only when the ZIP code changed (and kept
   * where it was when the new ZIP code is unknown), so coordinates set by hand survive an edit
   * of the street.
   */
  moved(parts: AddressParts): Place {
    const next = Place.locate(parts);
    if (parts.zipCode === this.zipCode || next.latitude === null) Object.assign(next, { latitude: this.latitude ?? null, longitude: this.longitude ?? null });
    return next;
  }

  /** This place, located (Place.locate) when it has no coordinates yet. */
  located(): Place {
    return this.latitude != null && this.longitude != null ? this : Place.locate(this);
  }
}

/** A place with every address part present: a service request's (its columns are not null). */
export type CompletePlace = Place & { street: string; city: string; state: string; zipCode: string };
