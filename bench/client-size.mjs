// Reports the JavaScript a browser downloads before the first screen, compressed as sent.
//   npm run size   (after npm run build)
//   npm run size -- --max-kb 170   (exit 1 when / or /login needs more than that, Brotli)
// "initial" is what index.html loads and preloads (the entry and its static imports); each
// route line adds the route's lazily loaded page and its static imports (signed in: the role's
// live subscription and the notification bell, which the shell loads at once), read from the
// build's manifest (client/dist/.vite/manifest.json). Sizes are of the .br and .gz copies the
// build wrote beside each chunk (the file itself when too small to compress).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../client/dist');
const src = path.resolve(dist, '../src');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);

function staticClosure(keys) {
  const seen = new Set();
  const stack = [...keys];
  while (stack.length) {
    const key = stack.pop();
    if (seen.has(key)) continue;
    seen.add(key);
    stack.push(...(manifest[key]?.imports ?? []));
  }
  return [...seen].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
}

const pageOf = new Map();
for (const area of fs.readdirSync(path.join(src, 'features'))) {
  const file = path.join(src, 'features', area, 'routes.tsx');
  if (!fs.existsSync(file)) continue;
  const text = fs.readFileSync(file, 'utf8');
  for (const m of text.matchAll(/path: '([^']+)'[^\n]*?import\('\.\/pages\/(\w+)'\)/g)) {
    pageOf.set(m[1], `src/features/${area}/pages/${m[2]}.tsx`);
  }
  // A page the routes file imports statically (the landing page) is part of the entry.
  const statics = new Set([...text.matchAll(/^import (\w+) from '\.\/pages\/\w+';$/gm)].map((m) => m[1]));
  for (const m of text.matchAll(/path: '([^']+)'[^\n]*?page: (\w+) /g)) if (statics.has(m[2])) pageOf.set(m[1], null);
}

const sent = (file, ext) => {
  const full = path.join(dist, file);
  return fs.existsSync(`${full}.${ext}`) ? fs.statSync(`${full}.${ext}`).size : fs.statSync(full).size;
};
const kb = (files, ext) => files.reduce((s, f) => s + sent(f, ext), 0) / 1024;
const line = (files) => `${kb(files, 'br').toFixed(1)} KB Brotli, ${kb(files, 'gz').toFixed(1)} KB gzip in ${files.length} file(s)`;

const initial = staticClosure([entryKey]);
console.log(`initial JavaScript (entry and preloads): ${line(initial)}`);
for (const f of initial.sort((a, b) => sent(b, 'br') - sent(a, 'br'))) console.log(`  ${f}  ${(sent(f, 'br') / 1024).toFixed(1)} KB br, ${(sent(f, 'gz') / 1024).toFixed(1)} KB gz`);

// Chakra's global CSS (client/build/chakra-global-css.ts): the entry's stylesheet, render-blocking, fetched with it.
const css = manifest[entryKey].css ?? [];
console.log(`initial CSS: ${line(css)}`);

const BELL = 'src/shell/notifications/NotificationBell.tsx';
const routes = [
  ['/', []],
  ['/login', []],
  ['/client-app', ['src/features/client/live/ClientLive.tsx', BELL]],
  ['/worker-queue', ['src/features/worker/live/WorkerLive.tsx', BELL]],
  ['/dashboard', ['src/features/admin/live/AdminLive.tsx', BELL]],
  ['/request-status', ['src/features/client/live/ClientLive.tsx', BELL]],
  ['/client-billing-history', ['src/features/client/live/ClientLive.tsx', BELL]],
  ['/worker-active-jobs', ['src/features/worker/live/WorkerLive.tsx', BELL]],
  ['/billing', ['src/features/admin/live/AdminLive.tsx', BELL]],
  ['/admin/pending-jobs', ['src/features/admin/live/AdminLive.tsx', BELL]],
];
const firstScreen = {};
console.log('first screen, with the page:');
for (const [route, extra] of routes) {
  const page = pageOf.get(route);
  const files = staticClosure([entryKey, ...(page ? [page] : []), ...extra]);
  firstScreen[route] = kb(files, 'br');
  // The page's own share: what its route loads beyond the entry (its chunk and the chunks that chunk imports).
  const own = page ? staticClosure([page]).filter((f) => !initial.includes(f)) : [];
  console.log(`  ${route.padEnd(24)} ${line(files)}; the page's own ${line(own)}`);
}

const all = fs.readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js')).map((f) => `assets/${f}`);
console.log(`all JavaScript: ${line(all)} (the rest load per route)`);

if (process.argv.includes('--max-kb')) {
  const max = Number(process.argv[process.argv.indexOf('--max-kb') + 1]);
  const over = ['/', '/login'].filter((r) => firstScreen[r] > max);
  if (over.length) {
    console.error(`${over.join(' and ')} download more than ${max} KB of JavaScript before the first screen`);
    process.exit(1);
  }
}
