// A conversation message until it is on the other participants' open screens, in Chromium, on
// the local PostgreSQL: `node bench/messages-on-screen.mjs` (after `npm run build`; the shipped
// client bundle is what the pages load). Starts the product as production runs it on this
// machine (NODE_ENV=production, a cluster of BENCH_CLUSTER_WORKERS (2) API processes on one port
// sharing Redis at BENCH_REDIS_URL, `none` for the cluster's own relay) on a fresh database with
// the demo data, loads the bench data (bench/support.mjs loadData) with BENCH_SUBSCRIBERS (5,000)
// online workers on graphql-ws with what every screen of the shipped worker app subscribes to
// (the queue, the bell, their own jobs), and opens the demo job under way ("Appliance Repair":
// the demo client, the demo worker on it) in three Chromium pages of the real app, each signed
// in by its session cookie: the client on a 390 px phone, the worker and an admin on a desktop,
// all at /messages?request=ID.
//
// Then BENCH_MESSAGES (300, after 20 to warm up) messages are sent with the shipped SendMessage
// mutation, open loop at BENCH_MESSAGE_RATE (1) a second (a busy conversation: three people
// rarely write faster), by BENCH_SENDERS (20) admin accounts of their own taking turns (one
// account may send 20 a minute), so that each of the three screens receives every message. In
// each page, installed before the app loads, a wrapper of WebSocket notes when a message's frame
// arrives on the page's socket and a MutationObserver when its text enters the DOM, and the next
// animation frame after it (the message matched by a tag in its body); all are read as
// performance.timeOrigin + performance.now(), the machine's wall clock, as is the send time in
// this process. It prints, over all receiving screens, the p50, p95, p99 and max from sending
// until the message is in the DOM, until the frame after, until it is on the page's socket and
// from the socket to the DOM; each screen's figures; messages never shown; the sender's answer
// time; the servers' CPU per message, their RSS and the load average; and the requests the
// screens made while measuring, by operation.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import {
  require, DB_NAME, PORT_BASE, log, step, sleep, pct, fmt, loadAverage, table, dbUrl,
  servers, startServer, waitReady, stopServer, cpuMs, rssMiB, loadData, clientOperation, freshDatabase,
} from './support.mjs';
import { onlineWorkers, gql } from './sockets.mjs';

const pg = require('pg');
const { chromium } = require('playwright-core');

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS || 5000);
const MESSAGES = Number(process.env.BENCH_MESSAGES || 300);
const RATE = Number(process.env.BENCH_MESSAGE_RATE || 1);
const SENDERS = Number(process.env.BENCH_SENDERS || 20);
const CLUSTER_WORKERS = Number(process.env.BENCH_CLUSTER_WORKERS || 2);
const REDIS_URL = process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379';
const CHROMIUM = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => p && fs.existsSync(p));
const WARMUP = 20;
const PORT = PORT_BASE;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const DEMO = { client: 'client@demo.elite', worker: 'worker@demo.elite', admin: 'admin@demo.elite' };
const DEMO_PASSWORD = 'demo-pass-2026';
const TITLE = 'Appliance Repair';
const now = () => performance.timeOrigin + performance.now();

/**
 * Installed in every page before the app's scripts: each message tag ([screen-N]) is reported
 * once when its frame arrives on the page's socket (before the app's own handler runs), once
 * when its text enters the DOM, and once at the next animation frame after that, each with the
 * wall-clock time (performance.timeOrigin + performance.now()).
 */
/* global window, document, requestAnimationFrame, MutationObserver -- observeMessages runs in the page */
function observeMessages() {
  const clock = () => performance.timeOrigin + performance.now();
  const tags = (text) => [...text.matchAll(/\[screen-(\d+)\]/g)].map((m) => m[1]);
  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (e) => {
        const at = clock();
        if (typeof e.data === 'string') for (const tag of tags(e.data)) window.__benchMark(tag, 'socket', at);
      });
    }
  };
  const seen = new Set();
  const scan = (text, at) => {
    for (const tag of tags(text)) {
      if (seen.has(tag)) continue;
      seen.add(tag);
      window.__benchMark(tag, 'dom', at);
      requestAnimationFrame(() => window.__benchMark(tag, 'frame', clock()));
    }
  };
  new MutationObserver((records) => {
    const at = clock();
    for (const r of records) {
      if (r.type === 'characterData') scan(r.target.data ?? '', at);
      else for (const n of r.addedNodes) if (n.nodeType === 3 || (n.nodeType === 1 && n.tagName !== 'STYLE' && n.tagName !== 'SCRIPT')) scan(n.textContent ?? '', at);
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

main().catch((err) => {
  console.error(err);
  for (const child of servers) console.error(`\n-- server ${child.pid} (exit ${child.exitCode ?? 'running'}):\n${child.output().slice(-3000)}`);
  for (const child of servers) if (child.exitCode === null) child.kill('SIGTERM');
  process.exit(1);
});

/** The process and its children (the cluster's API processes): their CPU ms and RSS MiB. */
function processTree(pid) {
  let kids = [];
  try {
    kids = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    /* gone */
  }
  return [pid, ...kids];
}

async function signInSid(email) {
  const res = await fetch(`${ORIGIN}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: DEMO_PASSWORD }) });
  if (!res.ok) throw new Error(`sign-in of ${email}: ${res.status} ${await res.text()}`);
  const sid = res.headers.getSetCookie().map((c) => c.split(';')[0]).find((c) => c.startsWith('sid='));
  if (!sid) throw new Error(`no sid cookie for ${email}`);
  return decodeURIComponent(sid.slice(4));
}

/** The demo job under way and SENDERS admin accounts with sessions (their tokens). */
async function prepareConversation() {
  const db = new pg.Client({ connectionString: dbUrl(DB_NAME) });
  await db.connect();
  const job = (
    await db.query(
      `select r.id from service_requests r join clients c on c.id = r.client_id join users u on u.id = c.user_id
        join service_providers p on p.id = r.provider_id where r.title = $1 and r.status = 'in_progress' and u.email = $2 and p.email = $3`,
      [TITLE, DEMO.client, DEMO.worker],
    )
  ).rows[0];
  if (!job) throw new Error(`no demo job "${TITLE}" in progress between ${DEMO.client} and ${DEMO.worker}`);
  const hash = (await db.query('select password_hash from users where email = $1', [DEMO.admin])).rows[0].password_hash;
  const senderTokens = [];
  for (let i = 0; i < SENDERS; i++) {
    const user = (
      await db.query(
        `insert into users (email, password_hash, role, first_name, last_name, referral_code, created_at, updated_at)
         values ($1, $2, 'admin', 'Support', $3, $4, now(), now()) returning id`,
        [`bench-support-${i}@bench.local`, hash, `No${i}`, `BS${String(i).padStart(6, '0')}`],
      )
    ).rows[0];
    const token = randomBytes(32).toString('base64url');
    await db.query(`insert into sessions (token_hash, user_id, created_at, expires_at) values ($1, $2, now(), now() + interval '1 day')`, [createHash('sha256').update(token).digest('hex'), user.id]);
    senderTokens.push(token);
  }
  await db.end();
  return { requestId: String(job.id), senderTokens };
}

async function main() {
  const started = Date.now();
  if (!CHROMIUM) throw new Error('Chromium is not installed: apt-get install -y chromium (or set CHROMIUM_PATH)');
  await freshDatabase();

  const redis = REDIS_URL === 'none' ? {} : { REDIS_URL };
  step(`starting the product: ${CLUSTER_WORKERS} API process(es)${redis.REDIS_URL ? ` sharing Redis (${REDIS_URL})` : ''}, migrations, catalog and demo data`);
  const server = startServer(PORT, { SEED_DEMO_DATA: 'true', WEB_CONCURRENCY: String(CLUSTER_WORKERS), ...redis });
  await waitReady(PORT, server);

  step('loading data');
  const data = await loadData({ liveWorkers: SUBSCRIBERS });
  const { requestId, senderTokens } = await prepareConversation();
  const sids = { client: await signInSid(DEMO.client), worker: await signInSid(DEMO.worker), admin: await signInSid(DEMO.admin) };
  const { conversation } = await gql(PORT, sids.client, clientOperation('Conversation'), { requestId }, 'Conversation');

  step(`${SUBSCRIBERS} online workers on graphql-ws (queue, bell, own jobs)`);
  const others = await onlineWorkers(PORT, data.liveTokens);

  step(`the conversation open in Chromium (${CHROMIUM}): client on a phone, worker and admin on a desktop`);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  });
  const shown = new Map(); // tag -> { t0, measured, at: { screen: { socket, dom, frame } } }
  const screens = [
    ['client', { width: 390, height: 844 }],
    ['worker', { width: 1280, height: 900 }],
    ['admin', { width: 1280, height: 900 }],
  ];
  const pageErrors = [];
  const asked = new Map();
  let counting = false;
  const pages = [];
  for (const [screen, viewport] of screens) {
    const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
    await context.addCookies([{ name: 'sid', value: sids[screen], url: ORIGIN, httpOnly: true, sameSite: 'Lax' }]);
    const page = await context.newPage();
    page.on('pageerror', (e) => pageErrors.push(`${screen}: ${e.message}`));
    // The pages' own requests while measuring, by operation: what each message makes the screens ask.
    page.on('request', (r) => {
      if (!counting || !r.url().includes('/graphql')) return;
      const name = /"operationName":"(\w+)"/.exec(r.postData() ?? '')?.[1] ?? `${r.method()} ${new URL(r.url()).pathname}`;
      asked.set(`${screen} ${name}`, (asked.get(`${screen} ${name}`) ?? 0) + 1);
    });
    await page.exposeFunction('__benchMark', (tag, phase, at) => {
      const entry = shown.get(tag);
      if (!entry) return;
      const times = (entry.at[screen] ??= {});
      times[phase] ??= at;
    });
    await page.addInitScript(observeMessages);
    await page.goto(`${ORIGIN}/messages?request=${requestId}`);
    await page.getByRole('heading', { name: `Messages: ${TITLE}` }).waitFor({ timeout: 60_000 });
    pages.push({ screen, page });
  }
  await sleep(2000); // the pages' subscriptions registered server-side
  // The pages' clock against this process's: the same wall clock, read on both sides.
  const skew = [];
  for (const { page } of pages) {
    const before = now();
    const inPage = await page.evaluate(() => performance.timeOrigin + performance.now());
    skew.push(inPage - (before + now()) / 2);
  }
  log(`  ${SUBSCRIBERS} worker sockets open; page clocks against this one: ${skew.map((s) => `${fmt(s, 2)} ms`).join(', ')}; load average ${loadAverage()}`);

  const sendMessage = clientOperation('SendMessage');
  const answered = [];
  const send = async (n, measured) => {
    const tag = String(n);
    const entry = { t0: now(), measured, at: {} };
    shown.set(tag, entry);
    const body = `Running about ten minutes late, see you soon [screen-${tag}]`;
    await gql(PORT, senderTokens[n % senderTokens.length], sendMessage, { input: { conversationId: conversation.id, body } }, 'SendMessage');
    if (measured) answered.push(now() - entry.t0);
  };

  step(`warm-up: ${WARMUP} messages`);
  for (let n = 0; n < WARMUP; n++) {
    await send(n, false);
    await sleep(1000 / RATE);
  }
  await sleep(2000);

  step(`${MESSAGES} messages at ${RATE} a second (open loop), each expected on ${pages.length} screens`);
  const pids = processTree(server.pid);
  const cpu = () => pids.reduce((s, p) => s + cpuMs(p), 0);
  const cpuBefore = cpu();
  counting = true;
  const t = performance.now();
  const pending = [];
  for (let k = 0; k < MESSAGES; k++) {
    const due = t + (k * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    pending.push(send(WARMUP + k, true));
  }
  await Promise.all(pending);
  const measured = [...shown.values()].filter((e) => e.measured);
  const expected = measured.length * pages.length;
  const count = () => measured.reduce((s, e) => s + Object.values(e.at).filter((x) => x.frame).length, 0);
  const deadline = Date.now() + 30_000;
  while (count() < expected && Date.now() < deadline) await sleep(20);
  const serverCpu = cpu() - cpuBefore;
  counting = false;
  const rss = pids.map((p) => fmt(rssMiB(p), 0)).join(' + ');

  const sorted = (xs) => xs.sort((a, b) => a - b);
  const times = (from, to) => sorted(measured.flatMap((e) => Object.values(e.at).filter((x) => x[to] && (from === 't0' || x[from])).map((x) => x[to] - (from === 't0' ? e.t0 : x[from]))));
  const dom = times('t0', 'dom');
  answered.sort((a, b) => a - b);
  const row = (name, xs) => [name, fmt(pct(xs, 50)), fmt(pct(xs, 95)), fmt(pct(xs, 99)), fmt(xs[xs.length - 1])];
  table(
    `From sendMessage until the message is on the open conversation screens (${SUBSCRIBERS.toLocaleString('en-US')} workers online, ${CLUSTER_WORKERS} API process(es), ${MESSAGES} messages at ${RATE}/s; shown ${dom.length}/${expected}, never shown ${expected - dom.length})`,
    ['until', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'],
    [row('in the DOM', dom), row('next frame', times('t0', 'frame')), row('(on the page\'s socket)', times('t0', 'socket')), row('(from socket to DOM)', times('socket', 'dom'))],
  );
  table(
    'Each screen (in the DOM)',
    ['screen', 'shown', 'p50 ms', 'p99 ms', 'max ms'],
    pages.map(({ screen }) => {
      const xs = sorted(measured.filter((e) => e.at[screen]?.dom).map((e) => e.at[screen].dom - e.t0));
      return [screen, `${xs.length}/${measured.length}`, fmt(pct(xs, 50)), fmt(pct(xs, 99)), fmt(xs[xs.length - 1])];
    }),
  );
  table(
    'The sender and the servers',
    ['sender answered p50 ms', 'p99 ms', 'server CPU per message ms', 'server RSS MiB', 'load average'],
    [[fmt(pct(answered, 50)), fmt(pct(answered, 99)), fmt(serverCpu / MESSAGES), rss, loadAverage()]],
  );
  table(
    'What the screens asked the server while measuring (GraphQL over HTTP)',
    ['screen and operation', 'requests', 'per message'],
    [...asked].sort(([a], [b]) => a.localeCompare(b)).map(([name, n]) => [name, n, fmt(n / MESSAGES, 2)]),
  );
  if (pageErrors.length) log(`\npage errors:\n${pageErrors.join('\n')}`);
  const p99 = pct(dom, 99);
  log(`\n${dom.length === expected && p99 < 300 ? 'PASS' : 'FAIL'}: p99 ${fmt(p99)} ms in the DOM (target under 300 ms), ${dom.length}/${expected} shown`);

  await browser.close();
  others.close();
  await stopServer(server);
  log(`\nbench finished in ${fmt((Date.now() - started) / 1000, 0)} s`);
  process.exit(0);
}
