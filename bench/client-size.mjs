// Reports the JavaScript a browser downloads before the first screen (entry + preloads), gzipped.
//   npm run size   (after npm run build)
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../client/dist');
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const initial = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
const all = fs.readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js'));
const gz = (f) => zlib.gzipSync(fs.readFileSync(path.join(dist, f))).length;
const initialBytes = initial.reduce((s, f) => s + gz(f), 0);
const totalBytes = all.reduce((s, f) => s + gz(path.join('assets', f)), 0);
console.log(`initial JavaScript: ${(initialBytes / 1024).toFixed(1)} KB gzipped in ${initial.length} file(s)`);
for (const f of initial) console.log(`  ${f}  ${(gz(f) / 1024).toFixed(1)} KB`);
console.log(`all JavaScript: ${(totalBytes / 1024).toFixed(1)} KB gzipped in ${all.length} chunks (the rest load per route)`);
if (process.argv.includes('--max-kb')) {
  const max = Number(process.argv[process.argv.indexOf('--max-kb') + 1]);
  if (initialBytes / 1024 > max) {
    console.error(`initial JavaScript exceeds ${max} KB`);
    process.exit(1);
  }
}
