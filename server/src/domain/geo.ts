import { ZIP_TABLE_FILE, zipRowsFromPackage, type ZipRow } from './zip-table';
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

let table: Record<string, ZipRow> | null = null;

/**
 * The ZIP code table, read at the first lookup: the JSON copy the build writes beside this module
 * (see zip-table.ts), else, before a build, the zipcodes package itself.
 */
function zipTable(): Record<string, ZipRow> {
  if (!table) {
    try {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a data file written by the build, not a module
      table = require(`./${ZIP_TABLE_FILE}`) as Record<string, ZipRow>;
    } catch {
      table = zipRowsFromPackage();
    }
  }
  return table;
}

/** The ZIP code table's entry (centre, city, state); null when unknown. Stored addresses are located by Place.locate (place.ts). */
export function lookupZip(zip: string | null | undefined): ZipInfo | null {
  if (!zip) return null;
  const code = zip.trim();
  // As the zipcodes package looks up: a code that starts with a letter is a Canadian postal code, found by its first three characters.
  const key = Number.isNaN(Number(code.charAt(0))) ? code.slice(0, 3) : code;
  const rows = zipTable();
  const row = Object.hasOwn(rows, key) ? rows[key] : undefined;
  if (!row) return null;
  const [latitude, longitude, city, state] = row;
  return { zip: key, city, state, latitude, longitude };
}

/** Stored coordinates when present, else the centre of the ZIP code. */
export function coordinatesOf(lat: number | null | undefined, lng: number | null | undefined, zip: string | null | undefined): Coordinates | null {
  if (typeof lat === 'number' && typeof lng === 'number') return { latitude: lat, longitude: lng };
  const at = lookupZip(zip);
  return at ? { latitude: at.latitude, longitude: at.longitude } : null;
}
