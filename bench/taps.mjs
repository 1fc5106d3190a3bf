// Taps on a phone: Interaction to Next Paint of the taps people make most, in Chromium at 4x CPU
// slowdown on a 390 px touch screen, the way the shipped client runs (the built app, the demo data).
//   npm run build && node bench/taps.mjs          (starts node server/dist/main.js on a fresh embedded PGlite)
//   TAPS_URL=http://host:port node bench/taps.mjs (a server already running, with fresh demo data)
//   TAPS_RUNS=3                                   (runs, each on a fresh server; default 2)
//   TAPS_CPU=4                                    (CPU slowdown; default 4)
// For each tap it prints the interaction's duration as the browser's Event Timing reports it (the
// input, its handlers, and the next frame painted: what INP is made of) and, apart, how long after
// the tap its result was on the screen (a dialog's content, the next step, the sent message).
// Needs Chromium: CHROMIUM_PATH (default /usr/bin/chromium).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { demoSessionCookie, startDemoServer } from './demo-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.TAPS_PORT || 3960);
const RUNS = Number(process.env.TAPS_RUNS || 2);
const CPU = Number(process.env.TAPS_CPU || 4);
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/* global window, PerformanceObserver, requestAnimationFrame -- COLLECT and the evaluated functions run in the page */

/** Collects the page's Event Timing entries (every interaction, durationThreshold 16 ms, the API's floor). */
const COLLECT = () => {
  window.__taps = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.interactionId) window.__taps.push({ id: e.interactionId, name: e.name, start: e.startTime, duration: e.duration, processing: e.processingEnd - e.processingStart, delay: e.processingStart - e.startTime });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
};

async function signedInPage(browser, url, email) {
  const context = await browser.newContext(PHONE);
  if (email) {
    const sid = await demoSessionCookie(url, email);
    await context.addCookies([{ name: 'sid', value: sid.slice(4), url }]);
  }
  await context.addInitScript(COLLECT);
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  return { page, close: () => context.close() };
}

/** Opens a screen and waits until it has settled (its content shown, the network quiet). */
async function open(page, url, ready) {
  await page.goto(url);
  await ready.waitFor();
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await sleep(500);
}

/**
 * One tap: its interaction's duration (the longest Event Timing entry of the interaction the tap
 * made: pointer down, pointer up, click), and the time until `shown` is on the screen.
 */
async function tap(page, target, shown) {
  await page.evaluate(() => (window.__taps.length = 0));
  const asked = [];
  const onRequest = (r) => asked.push(`${r.method()} ${new URL(r.url()).pathname} ${r.postData()?.match(/"operationName":"(\w+)"/)?.[1] ?? ''}`);
  page.on('request', onRequest);
  const t0 = Date.now();
  await target.tap();
  await shown.waitFor();
  const onScreen = Date.now() - t0;
  page.off('request', onRequest);
  if (process.env.TAPS_DEBUG) console.error(`  requests during the tap: ${asked.join(', ') || 'none'}`);
  // Entries are reported once the frame after the interaction has been presented.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 300)))));
  const entries = await page.evaluate(() => window.__taps);
  const byInteraction = new Map();
  for (const e of entries) byInteraction.set(e.id, Math.max(byInteraction.get(e.id) ?? 0, e.duration));
  const inp = Math.max(0, ...byInteraction.values());
  return { inp, onScreen };
}

async function requestIdOf(url, email, title) {
  const sid = await demoSessionCookie(url, email);
  const answer = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: sid, 'x-requested-with': 'bench' }, body: JSON.stringify({ query: '{ myRequests(first: 50) { items { id title } } }' }) }).then((r) => r.json());
  const found = answer.data?.myRequests?.items?.find((r) => r.title === title);
  if (!found) throw new Error(`no request "${title}" for ${email}: ${JSON.stringify(answer).slice(0, 300)}`);
  return found.id;
}

async function oneRun(browser, url) {
  const rows = [];
  const record = (name, r) => rows.push({ name, ...r });

  // The client: a request's detail dialog (its code loads on the first opening), then another one.
  {
    const { page, close } = await signedInPage(browser, url, 'client@demo.elite');
    await open(page, `${url}/request-status`, page.getByRole('button', { name: 'View Details' }).first());
    const details = page.getByRole('button', { name: 'View Details' });
    record("open a request's detail dialog (first)", await tap(page, details.nth(0), page.getByRole('dialog').getByRole('tab', { name: 'Billing' })));
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await sleep(300);
    record("open a request's detail dialog (again)", await tap(page, details.nth(1), page.getByRole('dialog').getByRole('tab', { name: 'Billing' })));
    await close();
  }

  // The client: each step of the request wizard.
  {
    const { page, close } = await signedInPage(browser, url, 'client@demo.elite');
    await open(page, `${url}/client-app`, page.getByRole('button', { name: /House Cleaning/ }));
    const next = page.getByRole('button', { name: 'Next' });
    record('wizard: choose a service (to its types)', await tap(page, page.getByRole('button', { name: /House Cleaning/ }), page.getByLabel('Service type')));
    await page.getByLabel('Service type').selectOption('Deep Cleaning');
    record('wizard: Next to contact details', await tap(page, next, page.getByLabel('Street address')));
    await page.getByLabel('Street address').fill('500 Broadway');
    await page.getByLabel('City').fill('Nashville');
    await page.getByLabel('State').selectOption('TN');
    await page.getByLabel('ZIP code').fill('37203');
    await page.getByLabel('Describe what you need').fill('Three bedrooms and two baths, please bring supplies.');
    record('wizard: Next to the schedule', await tap(page, next, page.getByLabel('Preferred date')));
    const tomorrow = new Date(Date.now() + 2 * 86400_000).toISOString().slice(0, 10);
    await page.getByLabel('Preferred date').fill(tomorrow);
    await page.getByLabel('Preferred time').selectOption('morning');
    record('wizard: Pay $102.99', await tap(page, page.getByRole('button', { name: 'Pay $102.99' }), page.getByRole('heading', { name: 'Transaction Complete' })));
    await close();
  }

  // The worker: accepting a job from Available Requests.
  {
    const { page, close } = await signedInPage(browser, url, 'worker@demo.elite');
    const accept = page.getByRole('button', { name: 'Accept This Job' }).first();
    await open(page, `${url}/worker-queue`, accept);
    record('accept a job from the queue', await tap(page, accept, page.getByText('Job Started!').first()));
    await close();
  }

  // The admin: approving a consultation payment on /billing.
  {
    const { page, close } = await signedInPage(browser, url, 'admin@demo.elite');
    const approve = page.getByRole('button', { name: 'Approve', exact: true }).first();
    await open(page, `${url}/billing`, approve);
    record('approve a payment', await tap(page, approve, page.getByText('Transaction approved').first()));
    await close();
  }

  // The client: sending a message in a job's conversation.
  {
    const id = await requestIdOf(url, 'client@demo.elite', 'Appliance Repair');
    const { page, close } = await signedInPage(browser, url, 'client@demo.elite');
    const log = page.getByRole('log', { name: 'Messages' });
    await open(page, `${url}/messages?request=${id}`, log);
    const text = `The side gate is open ${Date.now()}`;
    await page.locator('textarea[name="body"]').fill(text);
    record('send a message', await tap(page, page.getByRole('button', { name: 'Send' }), log.getByText(text)));
    await close();
  }
  return rows;
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-dev-shm-usage'] });
const runs = [];
try {
  for (let i = 0; i < RUNS; i++) {
    const server = process.env.TAPS_URL ? { url: process.env.TAPS_URL.replace(/\/$/, ''), stop: async () => {} } : await startDemoServer({ port: PORT, main: path.join(root, 'server/dist/main.js'), portVariable: 'TAPS_PORT' });
    try {
      runs.push(await oneRun(browser, server.url));
      console.error(`run ${i + 1} of ${RUNS} done`);
    } finally {
      await server.stop();
    }
    if (process.env.TAPS_URL) break;
  }
} finally {
  await browser.close();
}

const names = runs[0].map((r) => r.name);
const headers = ['tap', ...runs.map((_, i) => `INP run ${i + 1}`), ...runs.map((_, i) => `on screen run ${i + 1}`)];
const cells = names.map((n, k) => [n, ...runs.map((r) => `${Math.round(r[k].inp)} ms`), ...runs.map((r) => `${Math.round(r[k].onScreen)} ms`)]);
const widths = headers.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
const line = (c) => '| ' + c.map((x, i) => x.padEnd(widths[i])).join(' | ') + ' |';
console.log(`\nTaps at ${CPU}x CPU slowdown, 390 px touch screen (Event Timing; "on screen": from the tap until its result shows, measured by the driver)`);
console.log(line(headers));
console.log('|' + widths.map((w) => '-'.repeat(w + 2)).join('|') + '|');
for (const c of cells) console.log(line(c));
