// Lighthouse (mobile preset: a mid-range phone on slow 4G, simulated) on the first screens:
// the landing page and sign-in as a visitor, then each role's home signed in.
//   npm run bench:lighthouse                      (after npm run build: starts node server/dist/main.js on embedded PGlite)
//   LH_URL=http://host:port npm run bench:lighthouse   (a server already running, with the demo data)
//   LH_SERVER=/other/build/server/dist/main.js     (another build, e.g. main's, for a before/after)
//   LH_RUNS=3                                      (median of 3 runs a screen; default 1)
//   LH_ONLY=dashboard,login                       (only the screens whose path contains one of these)
//   LH_SAVE_DIR=/tmp/lh                            (keep each run's Lighthouse JSON there: bootup-time,
//                                                   mainthread-work-breakdown, long-tasks for profiling)
// Needs Chromium: CHROME_PATH (default /usr/bin/chromium).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { demoSessionCookie, startDemoServer } from './demo-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.LH_PORT || 3950);
const RUNS = Number(process.env.LH_RUNS || 1);
const SERVER_MAIN = path.resolve(process.env.LH_SERVER || path.join(root, 'server/dist/main.js'));
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'];

const screens = [
  { name: '/ (visitor)', path: '/' },
  { name: '/login (visitor)', path: '/login' },
  { name: '/client-app (client)', path: '/client-app', user: 'client@demo.elite' },
  { name: '/worker-queue (worker)', path: '/worker-queue', user: 'worker@demo.elite' },
  { name: '/dashboard (admin)', path: '/dashboard', user: 'admin@demo.elite' },
  { name: '/request-status (client)', path: '/request-status', user: 'client@demo.elite' },
  { name: '/client-billing-history (client)', path: '/client-billing-history', user: 'client@demo.elite' },
  { name: '/worker-active-jobs (worker)', path: '/worker-active-jobs', user: 'worker@demo.elite' },
  { name: '/billing (admin)', path: '/billing', user: 'admin@demo.elite' },
  { name: '/admin/pending-jobs (admin)', path: '/admin/pending-jobs', user: 'admin@demo.elite' },
];

const only = process.env.LH_ONLY ? process.env.LH_ONLY.split(',') : null;
if (only) screens.splice(0, screens.length, ...screens.filter((s) => only.some((o) => (o === '/' ? s.path === '/' : s.path.includes(o)))));

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** One Lighthouse run in a Chrome of its own; a run whose trace failed (NO_NAVSTART and the like) is tried again. */
async function audit(url, cookie) {
  for (let attempt = 1; ; attempt++) {
    const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH || '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
    try {
      return await auditIn(chrome, url, cookie);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.error(`${url}: ${error.message}; again`);
    } finally {
      await chrome.kill();
    }
  }
}

async function auditIn(chrome, url, cookie) {
  const result = await lighthouse(
    url,
    { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}) },
    // The default config is the mobile preset (Moto G Power, slow 4G, 4x CPU slowdown, simulated).
    undefined,
  );
  const lhr = result.lhr;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  if (process.env.LH_SAVE_DIR) {
    fs.mkdirSync(process.env.LH_SAVE_DIR, { recursive: true });
    const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_') || 'root';
    fs.writeFileSync(path.join(process.env.LH_SAVE_DIR, `${name}-${Date.now()}.json`), JSON.stringify(lhr));
  }
  const a = lhr.audits;
  const requests = a['network-requests']?.details?.items ?? [];
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: a['first-contentful-paint'].numericValue,
    lcp: a['largest-contentful-paint'].numericValue,
    tbt: a['total-blocking-time'].numericValue,
    transferKb: (a['total-byte-weight'].numericValue ?? 0) / 1024,
    jsKb: requests.filter((r) => r.resourceType === 'Script').reduce((s, r) => s + (r.transferSize ?? 0), 0) / 1024,
    finalUrl: lhr.finalDisplayedUrl,
  };
}

const server = process.env.LH_URL ? { url: process.env.LH_URL.replace(/\/$/, ''), stop: async () => {} } : await startDemoServer({ port: PORT, main: SERVER_MAIN, portVariable: 'LH_PORT' });
const rows = [];
try {
  for (const screen of screens) {
    const cookie = screen.user ? await demoSessionCookie(server.url, screen.user) : null;
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await audit(server.url + screen.path, cookie));
    const pick = (k) => median(runs.map((r) => r[k]));
    const row = { screen: screen.name, score: pick('score'), fcp: pick('fcp'), lcp: pick('lcp'), tbt: pick('tbt'), transferKb: pick('transferKb'), jsKb: pick('jsKb'), landed: new URL(runs[0].finalUrl).pathname };
    rows.push(row);
    console.error(`${row.screen}: ${row.score}`);
  }
} finally {
  await server.stop();
}

const headers = ['screen', 'score', 'FCP', 'LCP', 'TBT', 'transferred', 'JS transferred', 'landed on'];
const cells = rows.map((r) => [r.screen, String(r.score), `${(r.fcp / 1000).toFixed(1)} s`, `${(r.lcp / 1000).toFixed(1)} s`, `${Math.round(r.tbt)} ms`, `${r.transferKb.toFixed(0)} KiB`, `${r.jsKb.toFixed(0)} KiB`, r.landed]);
const widths = headers.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
const line = (c) => '| ' + c.map((x, i) => x.padEnd(widths[i])).join(' | ') + ' |';
console.log(`\nLighthouse ${RUNS > 1 ? `(median of ${RUNS}) ` : ''}mobile, ${server.url}`);
console.log(line(headers));
console.log('|' + widths.map((w) => '-'.repeat(w + 2)).join('|') + '|');
for (const c of cells) console.log(line(c));
