import type zipcodes from 'zipcodes';

/** One ZIP code (or Canadian forward sortation area): its centre, city and state or province, as the zipcodes package gives them. */
export type ZipRow = [latitude: number, longitude: number, city: string, state: string];

/** The table's file name, beside the built geo module (written by `npm run build`: scripts/zip-table.ts). */
export const ZIP_TABLE_FILE = 'zip-table.json';

/**
 * The zipcodes package's table (US ZIP codes and Canadian areas) as rows keyed by code. The
 * package is a 5 MB JavaScript source that each process compiled at start (about 0.75 s of CPU);
 * the same data as JSON parses in a few tens of milliseconds.
 */
export function zipRowsFromPackage(): Record<string, ZipRow> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only when asked: the point is not to load it at start
  const { codes } = require('zipcodes') as typeof zipcodes;
  const rows: Record<string, ZipRow> = {};
  for (const [code, hit] of Object.entries(codes)) rows[code] = [hit.latitude, hit.longitude, hit.city, hit.state];
  return rows;
}
