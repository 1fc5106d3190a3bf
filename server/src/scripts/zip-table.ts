import fs from 'node:fs';
import path from 'node:path';
import { ZIP_TABLE_FILE, zipRowsFromPackage } from '../domain/zip-table';

/** Writes the ZIP code table beside the built geo module (part of `npm run build`). */
const file = path.resolve(__dirname, '..', 'domain', ZIP_TABLE_FILE);
fs.writeFileSync(file, JSON.stringify(zipRowsFromPackage()));
console.log(`wrote ${path.relative(process.cwd(), file)}`);
