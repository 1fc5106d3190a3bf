import zipcodes from 'zipcodes';
import { EARTH_RADIUS_MILES } from './constants';

export interface Coordinates {
  latitude: number;
  longitude: number;
}

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in miles (haversine, earth radius 3959 mi). */
export function haversineMiles(a: Coordinates, b: Coordinates): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface ZipInfo extends Coordinates {
  zip: string;
  city: string;
  state: string;
}

/** The ZIP code table's entry (centre, city, state); null when unknown. Stored addresses are located by Place.locate (place.ts). */
export function lookupZip(zip: string | null | undefined): ZipInfo | null {
  if (!zip) return null;
  const hit = zipcodes.lookup(zip.trim());
  if (!hit) return null;
  return { zip: hit.zip, city: hit.city, state: hit.state, latitude: hit.latitude, longitude: hit.longitude };
}

/** Stored coordinates when present, else the centre of the ZIP code. */
export function coordinatesOf(lat: number | null | undefined, lng: number | null | undefined, zip: string | null | undefined): Coordinates | null {
  if (typeof lat === 'number' && typeof lng === 'number') return { latitude: lat, longitude: lng };
  const at = lookupZip(zip);
  return at ? { latitude: at.latitude, longitude: at.longitude } : null;
}
