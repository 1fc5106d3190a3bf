import fs from 'node:fs';
import path from 'node:path';
import zipcodes from 'zipcodes';
import { lookupZip } from '../../server/src/domain/geo';
import { ZIP_TABLE_FILE, zipRowsFromPackage } from '../../server/src/domain/zip-table';

/** What lookupZip answered when it asked the zipcodes package itself. */
function fromPackage(zip: string) {
  const hit = zipcodes.lookup(zip.trim());
  return hit ? { zip: hit.zip, city: hit.city, state: hit.state, latitude: hit.latitude, longitude: hit.longitude } : null;
}

describe('the ZIP code table', () => {
  it('answers every US ZIP code and Canadian area as the zipcodes package does', () => {
    const codes = Object.keys(zipcodes.codes);
    expect(codes.length).toBeGreaterThan(40_000);
    const differ = codes.filter((code) => JSON.stringify(lookupZip(code)) !== JSON.stringify(fromPackage(code)));
    expect(differ).toEqual([]);
  });

  it('reads a Canadian postal code by its area, trims spaces, and knows nothing of what is not a code', () => {
    expect(lookupZip('K1A 0B1')).toEqual(fromPackage('K1A 0B1'));
    expect(lookupZip('K1A 0B1')?.zip).toBe('K1A');
    expect(lookupZip(' 37201 ')).toMatchObject({ zip: '37201', city: 'Nashville', state: 'TN' });
    for (const nothing of ['99999', '', '   ', 'constructor', '__proto__', 'toString', null, undefined]) expect(lookupZip(nothing)).toBeNull();
  });

  it('is written by the build as the package gives it', () => {
    // npm test builds first; the API processes read this file instead of compiling the package at start.
    const built = path.resolve(__dirname, '../../server/dist/domain', ZIP_TABLE_FILE);
    expect(fs.existsSync(built)).toBe(true);
    expect(JSON.parse(fs.readFileSync(built, 'utf8'))).toEqual(zipRowsFromPackage());
  });
});
