// Benchmarks of the worker queue and of live fan-out, on the local PostgreSQL.
//   npm run bench            (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres)
// Starts the product on a fresh database, loads 2,000 clients, 500 workers and 10,000
// requests, then prints one table per measurement. Every load targets 127.0.0.1 only and
// every loop is bounded in count and time.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { PEER_FUNCTIONS_SQL } from './queue-sql.mjs';

const require = createRequire(import.meta.url);
const pg = require('pg');
const autocannon = require('autocannon');
const argon2 = require('argon2');
const zipcodes = require('zipcodes');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BASE_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = process.env.BENCH_DB_NAME || 'bench_marketplace';
const DURATION = Number(process.env.BENCH_SECONDS || 10);
const PASSWORD = 'bench-pass-2026';
/** BENCH_PORT_BASE moves every port, so that two benches can run on one machine. */
const PORT_BASE = Number(process.env.BENCH_PORT_BASE || 3901);
const PORT_A = PORT_BASE;
// PORT_BASE + 1 is the second API process of bench/live.mjs.
const PORT_FLOOR = PORT_BASE + 2;
const PORT_STATS = PORT_BASE + 3;
const PORT_PEER = PORT_BASE + 4;
const PORT_CLUSTER = PORT_BASE + 5;
/** Closed-loop runs of the queue's main rows (floor, peer, ours), alternating. */
const ROUNDS = Number(process.env.BENCH_ROUNDS || 2);
/** Seconds of load before each measured target, so that none is measured cold. */
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS || 2);
/** The server build to measure (another build's main.js compares two versions on one machine). */
const SERVER_MAIN = path.resolve(process.env.BENCH_SERVER || path.join(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'), 'server/dist/main.js'));
/** API workers of the cluster rows. */
const CLUSTER_WORKERS = Number(process.env.BENCH_CLUSTER_WORKERS || 2);
/** BENCH_ONLY=live: only the live queue (sections 4 and 5); BENCH_ONLY=queue: only the request cost (sections 1 to 3). */
const LIVE_ONLY = process.env.BENCH_ONLY === 'live';
const QUEUE_ONLY = process.env.BENCH_ONLY === 'queue';
/** The flags npm start runs the server with (package.json). */
const NODE_FLAGS = ['--max-semi-space-size=32'];
/** The servers' log level: production's default (info: one line per request). */
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL || 'info';

const log = (...a) => console.log(...a);
const step = (msg) => log(`\n== ${msg}`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const fmt = (n, d = 1) => (n === undefined || n === null || Number.isNaN(n) ? '-' : Number(n).toFixed(d));

function dbUrl(name) {
  const u = new URL(BASE_URL);
  u.pathname = `/${name}`;
  return u.toString();
}

function table(title, headers, rows) {
  log(`\n${title}`);
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => '| ' + cells.map((c, i) => String(c).padEnd(widths[i])).join(' | ') + ' |';
  log(line(headers));
  log('|' + widths.map((w) => '-'.repeat(w + 2)).join('|') + '|');
  rows.forEach((r) => log(line(r)));
}

// ---------------------------------------------------------------- server processes

// Production with DATABASE_URL needs the data encryption key; every server process shares one.
const DATA_ENCRYPTION_KEY = process.env.DATA_ENCRYPTION_KEY || randomBytes(32).toString('base64');

function startServer(port, extraEnv = {}) {
  const child = spawn(process.execPath, [...NODE_FLAGS, SERVER_MAIN], {
    cwd: root,
    // One API process unless a row asks for a cluster (WEB_CONCURRENCY defaults to the cores with DATABASE_URL).
    env: { ...process.env, DATABASE_URL: dbUrl(DB_NAME), DATA_ENCRYPTION_KEY, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL, NODE_ENV: 'production', GRAPHQL_INTROSPECTION: 'true', WEB_CONCURRENCY: '1', ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The last 64 KiB of its output (request lines at info), for the error message of a failed start.
  let out = '';
  const keep = (d) => {
    out += d;
    if (out.length > 128 * 1024) out = out.slice(-64 * 1024);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.output = () => out;
  return child;
}

async function waitReady(port, child) {
  for (let i = 0; i < 120; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/readyz`);
      if (res.ok) return;
    } catch {
      /* not yet */
    }
    if (child.exitCode !== null) throw new Error(`server on ${port} exited:\n${child.output()}`);
    await sleep(500);
  }
  throw new Error(`server on ${port} did not become ready:\n${child.output()}`);
}

/** Wait until the server answers promptly again (an overload run leaves requests queued behind it). */
async function settle(port) {
  const deadline = Date.now() + 60000;
  let prompt = 0;
  while (prompt < 3 && Date.now() < deadline) {
    const t = performance.now();
    await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => {});
    prompt = performance.now() - t < 20 ? prompt + 1 : 0;
    await sleep(200);
  }
}

function stopServer(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}


// ---------------------------------------------------------------- data

function serviceAreaZips() {
  const zips = [];
  for (const prefix of ['370', '371', '372', '373', '380', '381', '382']) {
    for (let i = 0; i < 100; i++) {
      const z = zipcodes.lookup(`${prefix}${String(i).padStart(2, '0')}`);
      if (z && z.latitude) zips.push(z);
    }
  }
  return zips;
}

/** Deterministic pseudo-random numbers, so every run loads the same data. */
function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

async function insertRows(client, table, columns, rows, chunk = 1000) {
  for (let i = 0; i < rows.length; i += chunk) {
    const part = rows.slice(i, i + chunk);
    const values = [];
    const params = [];
    part.forEach((row, r) => {
      values.push(`(${row.map((_, c) => `$${r * row.length + c + 1}`).join(',')})`);
      params.push(...row);
    });
    await client.query(`insert into ${table} (${columns.join(',')}) values ${values.join(',')}`, params);
  }
}

async function loadData() {
  const rand = rng(42);
  const pick = (arr) => arr[Math.floor(rand() * arr.length)];
  const zips = serviceAreaZips();
  const nashville = zipcodes.lookup('37203');
  const hash = await argon2.hash(PASSWORD, { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 });
  const db = new pg.Client({ connectionString: dbUrl(DB_NAME) });
  await db.connect();
  const categories = (await db.query('select id from service_categories order by id')).rows.map((r) => r.id);
  const now = Date.now();

  log('loading 2,000 clients ...');
  const clientUsers = Array.from({ length: 2000 }, (_, i) => [`bench-client-${i}@bench.local`, hash, 'client', 'Client', `No${i}`, `BC${String(i).padStart(6, '0')}`, new Date(now - i * 60000), new Date()]);
  await insertRows(db, 'users', ['email', 'password_hash', 'role', 'first_name', 'last_name', 'referral_code', 'created_at', 'updated_at'], clientUsers);
  const cu = (await db.query(`select id, email from users where email like 'bench-client-%' order by id`)).rows;
  const clientRows = cu.map((u, i) => {
    const z = pick(zips);
    return [u.id, `Client No${i}`, u.email, '615-555-0000', `${100 + i} Main St`, z.city, 'TN', z.zip, new Date(now - i * 60000), new Date()];
  });
  await insertRows(db, 'clients', ['user_id', 'name', 'email', 'phone', 'address', 'city', 'state', 'zip_code', 'created_at', 'updated_at'], clientRows);
  const clients = (await db.query(`select c.id, c.name, c.zip_code, u.email from clients c join users u on u.id = c.user_id where u.email like 'bench-client-%' order by c.id`)).rows;

  log('loading 500 approved workers ...');
  const workerUsers = Array.from({ length: 500 }, (_, i) => [`bench-worker-${i}@bench.local`, hash, 'worker', 'Worker', `No${i}`, `BW${String(i).padStart(6, '0')}`, new Date(), new Date()]);
  await insertRows(db, 'users', ['email', 'password_hash', 'role', 'first_name', 'last_name', 'referral_code', 'created_at', 'updated_at'], workerUsers);
  const wu = (await db.query(`select id, email from users where email like 'bench-worker-%' order by id`)).rows;
  const providerRows = wu.map((u, i) => {
    // Worker 0 is the measured one: Nashville, 100 miles, the two busiest categories.
    const z = i === 0 ? nashville : pick(zips);
    const cats = i === 0 ? [categories[0], categories[1]] : [pick(categories), pick(categories)].filter((c, k, a) => a.indexOf(c) === k);
    const radius = i === 0 ? 100 : pick([25, 50, 100]);
    const data = { workerInfo: { name: `Worker No${i}`, email: u.email, phone: '615-555-0000', zipCode: z.zip, serviceRadius: radius, serviceAreas: [z.zip] }, selectedCategories: cats, serviceAgreements: { termsOfService: true, platformFeeAgreement: true, qualityStandards: true, communicationStandards: true }, submittedAt: new Date().toISOString() };
    return [u.id, `Worker No${i}`, u.email, '615-555-0000', z.zip, radius, cats[0], JSON.stringify(cats), 'available', true, 'approved', 'approved', z.latitude, z.longitude, JSON.stringify(data), new Date(), new Date()];
  });
  await insertRows(db, 'service_providers', ['user_id', 'name', 'email', 'phone', 'zip_code', 'service_radius', 'category_id', 'service_categories', 'status', 'onboarding_completed', 'document_verification_status', 'background_check_status', 'latitude', 'longitude', 'onboarding_data', 'created_at', 'updated_at'], providerRows);
  const providers = (await db.query(`select p.id from service_providers p join users u on u.id = p.user_id where u.email like 'bench-worker-%' order by p.id`)).rows.map((r) => r.id);

  log('loading 10,000 requests ...');
  const statuses = [
    ['pending', true, 0.25],
    ['pending', false, 0.1],
    ['scheduled', true, 0.15],
    ['in_progress', true, 0.15],
    ['completed', true, 0.25],
    ['cancelled', false, 0.05],
    ['closed_successful', true, 0.05],
  ];
  const requestRows = [];
  for (let i = 0; i < 10000; i++) {
    let x = rand();
    let chosen = statuses[0];
    for (const s of statuses) {
      if (x < s[2]) {
        chosen = s;
        break;
      }
      x -= s[2];
    }
    const [status, paid] = chosen;
    const c = pick(clients);
    const z = zipcodes.lookup(c.zip_code);
    const withProvider = !['pending', 'cancelled'].includes(status);
    const created = new Date(now - Math.floor(rand() * 90 * 86400000));
    requestRows.push([
      `Bench request ${i}`, 'A realistic description of the work to be done at the home.', pick(categories.slice(0, 4).concat(categories)), c.id, withProvider ? pick(providers) : null,
      status, 'normal', paid, paid ? 'paid' : 'unpaid', Math.floor(rand() * 80000) + 5000, c.name, '1 Bench Way', z.city, 'TN', c.zip_code, z.latitude, z.longitude,
      created, created, ['completed', 'closed_successful'].includes(status) ? new Date(created.getTime() + 86400000) : null,
    ]);
    if (requestRows.length % 2500 === 0) process.stdout.write(`  ${requestRows.length} prepared\n`);
  }
  await insertRows(db, 'service_requests', ['title', 'description', 'category_id', 'client_id', 'provider_id', 'status', 'priority', 'appointment_fee_paid', 'payment_status', 'estimated_cost_cents', 'client_name', 'service_address', 'service_city', 'service_state', 'service_zip_code', 'service_latitude', 'service_longitude', 'created_at', 'updated_at', 'completed_at'], requestRows);
  await db.query('analyze');
  // Unpaid requests in the measured worker's categories, near Nashville, to pay during fan-out.
  const triggers = (
    await db.query(
      `select r.id, u.email from service_requests r join clients c on c.id = r.client_id join users u on u.id = c.user_id
       where u.email like 'bench-client-%' and r.status = 'pending' and not r.appointment_fee_paid and r.category_id = any($1) and r.service_zip_code like '372%' order by r.id limit 20`,
      [[categories[0], categories[1]]],
    )
  ).rows;
  // Just created, as a request being paid usually is: it goes to the top of the queue page.
  await db.query('update service_requests set created_at = now(), updated_at = now() where id = any($1)', [triggers.map((t) => t.id)]);
  const counts = (await db.query(`select count(*)::int as n from service_requests where status = 'pending' and appointment_fee_paid and provider_id is null`)).rows[0].n;
  await db.end();
  log(`loaded: 2,000 clients, 500 workers, 10,000 requests (${counts} open in the queue)`);
  return { triggers, categories: [categories[0], categories[1]], worker: { email: 'bench-worker-0@bench.local', latitude: nashville.latitude, longitude: nashville.longitude, radius: 100 } };
}

// ---------------------------------------------------------------- measurements

async function signIn(port, email) {
  const res = await fetch(`http://127.0.0.1:${port}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD }) });
  if (!res.ok) throw new Error(`sign-in ${email}: ${res.status} ${await res.text()}`);
  return (await res.json()).token;
}

async function queueQuery(port, token) {
  // Use a page-size argument when the schema has one.
  const res = await fetch(`http://127.0.0.1:${port}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ query: '{ __type(name: "Query") { fields { name args { name } type { name kind ofType { name kind } } } } }' }) });
  const fields = (await res.json()).data.__type.fields;
  const open = fields.find((f) => f.name === 'openJobs');
  const argNames = (open?.args ?? []).map((a) => a.name);
  const pageArg = argNames.includes('first') ? 'first' : argNames.includes('limit') ? 'limit' : null;
  // A connection type (items + pageInfo) or a plain list of queue items.
  const typeName = open?.type?.name ?? open?.type?.ofType?.name ?? '';
  const item = '{ distanceMiles request { id title priority preferredDate category { name icon } client { name } } }';
  const sel = typeName.endsWith('Connection') ? `{ items ${item} pageInfo { hasNextPage endCursor } }` : item;
  const build = (n) => (pageArg ? `{ openJobs(${pageArg}: ${n}) ${sel} }` : `{ openJobs ${sel} }`);
  return { build, pageArg };
}

function cannon(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: 10, duration: DURATION, ...opts }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

/**
 * Open-loop load: one request every 1000/rate ms whatever the answers (autocannon's rate
 * limit sends each second's quota at once, which measures its bursts, not the server).
 * Latency counts from the scheduled send time, so queueing behind slow answers shows.
 */
async function openLoop({ url, method = 'GET', headers = {}, body }, rate, seconds = DURATION) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  // Several URLs (one per API process) take turns, as a proxy in front of them would.
  const targets = (Array.isArray(url) ? url : [url]).map((u) => new URL(u));
  const total = Math.round(rate * seconds);
  const latencies = [];
  let errors = 0;
  const started = performance.now();
  const one = (scheduled, target) =>
    new Promise((resolve) => {
      const req = http.request({ host: target.hostname, port: target.port, path: target.pathname + target.search, method, headers, agent }, (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode >= 300) errors++;
          latencies.push(performance.now() - scheduled);
          resolve();
        });
      });
      req.on('error', () => {
        errors++;
        resolve();
      });
      req.setTimeout(10000, () => req.destroy());
      if (body) req.write(body);
      req.end();
    });
  const pending = [];
  for (let i = 0; i < total; i++) {
    const scheduled = started + (i * 1000) / rate;
    const wait = scheduled - performance.now();
    if (wait > 1) await sleep(wait);
    pending.push(one(scheduled, targets[i % targets.length]));
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { requests: { average: latencies.length / elapsed }, latency: { p50: pct(latencies, 50), p99: pct(latencies, 99) }, non2xx: 0, errors };
}

function summary(name, r) {
  const non2xx = r.non2xx + r.errors;
  return [name, fmt(r.requests.average, 0), fmt(r.latency.p50, 1), fmt(r.latency.p99, 1), non2xx];
}

/** A bench child process (the floor, the peer) started from bench/, ready once it prints "ready". */
function startChild(script, env) {
  const child = spawn(process.execPath, [path.join(root, 'bench', script)], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  child.output = () => out;
  child.ready = new Promise((resolve, reject) => {
    child.stdout.on('data', () => out.includes('ready') && resolve());
    child.once('exit', () => reject(new Error(`${script} exited:\n${out}`)));
  });
  return child;
}

/** The raw-pg floor and the PostGraphile peer, each in its own process, for the measured worker. */
async function startFloorAndPeer(worker, categories) {
  const env = { BENCH_DB_URL: dbUrl(DB_NAME) };
  const floor = startChild('floor.mjs', { ...env, PORT: String(PORT_FLOOR), BENCH_WORKER: JSON.stringify({ ...worker, categories }) });
  const peer = startChild('peer.mjs', { ...env, PORT: String(PORT_PEER) });
  await Promise.all([floor.ready, peer.ready]);
  return { floor, peer, close: () => Promise.all([stopServer(floor), stopServer(peer)]) };
}

/** The peer's query of the same page: the SQL function as a connection, the distance as a computed column. */
function peerQuery(worker, categories, n) {
  const at = `lat: ${worker.latitude}, lng: ${worker.longitude}`;
  return `{ benchOpenJobs(${at}, radiusMiles: ${worker.radius}, categoryIds: [${categories.join(', ')}], first: ${n}) {
    nodes { id title priority preferredDate distanceMiles(${at}) serviceCategoryByCategoryId { name icon } clientByClientId { name } }
    pageInfo { hasNextPage endCursor } } }`;
}

async function postJson(url, body, headers = {}) {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return res.json();
}

/** The request ids of one page from each server, to check that all three serve the same page. */
async function samePage(ourUrl, headers, query, peerBody) {
  const ours = (await postJson(ourUrl, { query }, headers)).data.openJobs.items.map((i) => Number(i.request.id));
  const peer = (await postJson(`http://127.0.0.1:${PORT_PEER}/graphql`, peerBody)).data.benchOpenJobs.nodes.map((n) => Number(n.id));
  const floor = (await (await fetch(`http://127.0.0.1:${PORT_FLOOR}/?n=50`)).json()).map((r) => Number(r.id));
  const same = (a, b) => a.length === b.length && a.every((x, i) => x === b[i]);
  return { items: ours.length, peer: same(ours, peer), floor: same(ours, floor) };
}

/** Child process ids of a process (a cluster's workers). */
function childrenOf(pid) {
  try {
    return require('node:fs').readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

async function statementCount(port, token, query) {
  const res = await fetch(`http://127.0.0.1:${port}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ query }) });
  const body = await res.json();
  const items = body.data?.openJobs?.length ?? body.data?.openJobs?.items?.length ?? body.data?.openJobs?.edges?.length ?? 0;
  return { statements: Number(res.headers.get('x-sql-statements')), items };
}





// ---------------------------------------------------------------- main

/** autocannon after a short warm-up, so that no target is measured cold. */
async function measured(opts) {
  if (WARMUP > 0) await cannon({ ...opts, duration: WARMUP });
  return cannon(opts);
}

const loadAverage = () => require('node:os').loadavg().map((n) => n.toFixed(2)).join(' ');

/** The live queue's bench (bench/live.mjs: 1,000 simulated workers, one process and two through Redis), in a process of its own. */
function runLiveBench() {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(path.dirname(fileURLToPath(import.meta.url)), 'live.mjs')], { stdio: 'inherit', env: { ...process.env, BENCH_ONLY: 'live' } });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`bench/live.mjs exited with ${code}`))));
  });
}

async function main() {
  if (LIVE_ONLY) return runLiveBench();
  const started = Date.now();
  log(`server build: ${path.relative(root, SERVER_MAIN) || SERVER_MAIN}; ${require('node:os').availableParallelism()} cores; load average ${loadAverage()}`);
  step(`fresh database ${DB_NAME} on ${new URL(BASE_URL).host}`);
  const admin = new pg.Client({ connectionString: BASE_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${DB_NAME} with (force)`);
  await admin.query(`create database ${DB_NAME}`);
  await admin.end();

  step('starting the product (migrations and catalog)');
  let a = startServer(PORT_A);
  await waitReady(PORT_A, a);

  step('loading data');
  const data = await loadData();
  const peerDb = new pg.Client({ connectionString: dbUrl(DB_NAME) });
  await peerDb.connect();
  await peerDb.query(PEER_FUNCTIONS_SQL);
  await peerDb.end();

  const workerToken = await signIn(PORT_A, data.worker.email);
  const { build, pageArg } = await queueQuery(PORT_A, workerToken);
  const q50 = build(50);
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${workerToken}` };
  const gqlBody = JSON.stringify({ query: q50 });
  const ours = (port) => ({ url: `http://127.0.0.1:${port}/graphql`, method: 'POST', headers, body: gqlBody });
  let b = null;

  if (!LIVE_ONLY) {
    step(`1. worker queue, 50 per page: ${DURATION} s per run after ${WARMUP} s of warm-up, 10 connections, ${ROUNDS} rounds alternating; load average ${loadAverage()}`);
    const peers = await startFloorAndPeer(data.worker, data.categories);
    const peerBody = { query: peerQuery(data.worker, data.categories, 50) };
    const page = await samePage(`http://127.0.0.1:${PORT_A}/graphql`, headers, q50, peerBody);
    log(`  one page: ${page.items} items; the peer's page is ${page.peer ? 'the same' : 'NOT the same'}, the floor's is ${page.floor ? 'the same' : 'NOT the same'}`);
    const targets = {
      floor: { url: `http://127.0.0.1:${PORT_FLOOR}/?n=50` },
      peer: { url: `http://127.0.0.1:${PORT_PEER}/graphql`, method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(peerBody) },
      ours: ours(PORT_A),
    };
    const runs = { floor: [], peer: [], ours: [] };
    for (let round = 0; round < ROUNDS; round++) {
      for (const name of Object.keys(targets)) runs[name].push(await measured(targets[name]));
    }
    const rRest = await measured({ url: `http://127.0.0.1:${PORT_A}/api/service-requests?status=pending&limit=50`, headers: { authorization: `Bearer ${workerToken}` } });
    const typename = JSON.stringify({ query: '{ __typename }' });
    const rAnon = await measured({ url: `http://127.0.0.1:${PORT_A}/graphql`, method: 'POST', headers: { 'content-type': 'application/json' }, body: typename });
    const rSigned = await measured({ url: `http://127.0.0.1:${PORT_A}/graphql`, method: 'POST', headers, body: typename });
    // Latency at a rate one process carries here (half its measured throughput), before any overload.
    const mean = (list) => list.reduce((sum, r) => sum + r.requests.average, 0) / list.length;
    const carried = Math.max(10, Math.floor(mean(runs.ours) / 2 / 10) * 10);
    await settle(PORT_A);
    const rCarried = await openLoop(ours(PORT_A), carried);
    await settle(PORT_A);
    const r200 = await openLoop(ours(PORT_A), 200);
    await settle(PORT_A);
    const rFloor200 = await openLoop({ url: targets.floor.url }, 200);
    await peers.close();
    const floorRate = mean(runs.floor);
    const peerRate = mean(runs.peer);
    const of = (rate, base) => `${fmt((rate / base) * 100, 0)}%`;
    const range = (list) => (list.length > 1 ? `${fmt(Math.min(...list.map((r) => r.requests.average)), 0)}-${fmt(Math.max(...list.map((r) => r.requests.average)), 0)}` : '-');
    const merged = (list) => ({ requests: { average: mean(list) }, latency: { p50: Math.max(...list.map((r) => r.latency.p50)), p99: Math.max(...list.map((r) => r.latency.p99)) }, non2xx: list.reduce((n, r) => n + r.non2xx, 0), errors: list.reduce((n, r) => n + r.errors, 0) });
    const row = (name, list, extra = [range(list)]) => {
      const m = merged(list);
      return [...summary(name, m), ...extra, of(m.requests.average, floorRate), of(m.requests.average, peerRate)];
    };
    table(
      `Worker queue, 50 per page (req/s: mean of the rounds; p50/p99: the worst round); load average ${loadAverage()}`,
      ['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'range req/s', 'of floor', 'of peer'],
      [
        row('raw pg, one SQL statement (floor)', runs.floor),
        row('PostGraphile 4.14, SQL function, anonymous (peer)', runs.peer),
        row('ours: GraphQL openJobs(first: 50), signed in', runs.ours),
        row('ours: REST GET /api/service-requests?status=pending&limit=50', [rRest]),
        [...summary(`ours: GraphQL openJobs, ${carried} req/s offered (open loop)`, rCarried), '-', '-', '-'],
        [...summary('ours: GraphQL openJobs, 200 req/s offered (open loop), one process', r200), '-', '-', '-'],
        [...summary('raw pg floor, 200 req/s offered (open loop)', rFloor200), '-', '-', '-'],
      ],
    );
    table('Fixed cost of a request: GraphQL { __typename }', ['caller', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'of anonymous'], [
      [...summary('anonymous', rAnon), '100%'],
      [...summary('signed in (Bearer)', rSigned), of(rSigned.requests.average, rAnon.requests.average)],
    ]);

    step('2. SQL statements per request, and the cost of request logging (second processes: SQL_STATS=true; LOG_LEVEL=warn)');
    const stats = startServer(PORT_STATS, { SQL_STATS: 'true', SEED_DEMO_DATA: 'false' });
    await waitReady(PORT_STATS, stats);
    const statsToken = await signIn(PORT_STATS, data.worker.email);
    // The session's first request reads who it is; the page sizes are compared on later ones.
    await statementCount(PORT_STATS, statsToken, '{ __typename }');
    const s10 = await statementCount(PORT_STATS, statsToken, build(10));
    const s200 = await statementCount(PORT_STATS, statsToken, build(200));
    const sFirst = await statementCount(PORT_STATS, await signIn(PORT_STATS, data.worker.email), '{ __typename }');
    const sNext = await statementCount(PORT_STATS, statsToken, '{ __typename }');
    await stopServer(stats);
    table('Statements (x-sql-statements)', ['query', 'page size', 'items', 'statements'], [
      ['GraphQL openJobs', pageArg ? 10 : 'all', s10.items, s10.statements],
      ['GraphQL openJobs', pageArg ? 200 : 'all', s200.items, s200.statements],
      ['signed-in { __typename }, first request of a session', '-', '-', sFirst.statements],
      ['signed-in { __typename }, a later request', '-', '-', sNext.statements],
    ]);
    const quiet = startServer(PORT_STATS, { SEED_DEMO_DATA: 'false', LOG_LEVEL: 'warn' });
    await waitReady(PORT_STATS, quiet);
    const quietToken = await signIn(PORT_STATS, data.worker.email);
    const rQuiet = await measured({ ...ours(PORT_STATS), headers: { ...headers, authorization: `Bearer ${quietToken}` } });
    await stopServer(quiet);
    table(`Request logging: GraphQL openJobs, one process (${LOG_LEVEL} is the default run's level)`, ['logging', 'req/s', 'p50 ms', 'p99 ms', 'errors'], [
      summary(`LOG_LEVEL=${LOG_LEVEL} (a line per request)`, merged(runs.ours)),
      summary('LOG_LEVEL=warn (no request lines)', rQuiet),
    ]);

    step(`3. worker queue on a cluster: WEB_CONCURRENCY=${CLUSTER_WORKERS} on one port; load average ${loadAverage()}`);
    await stopServer(a);
    const cluster = startServer(PORT_CLUSTER, { WEB_CONCURRENCY: String(CLUSTER_WORKERS), SEED_DEMO_DATA: 'false' });
    await waitReady(PORT_CLUSTER, cluster);
    const workers = childrenOf(cluster.pid).length || 1;
    const clusterToken = await signIn(PORT_CLUSTER, data.worker.email);
    const onCluster = { ...ours(PORT_CLUSTER), headers: { ...headers, authorization: `Bearer ${clusterToken}` } };
    const rCluster = await measured(onCluster);
    await settle(PORT_CLUSTER);
    const rCluster200 = await openLoop(onCluster, 200);
    await stopServer(cluster);
    table(`GraphQL openJobs (50 per page) on WEB_CONCURRENCY=${CLUSTER_WORKERS}: ${workers} API process${workers === 1 ? '' : 'es'} on one port`, ['load', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'of floor', 'of peer'], [
      [...summary('closed loop, 10 connections', rCluster), of(rCluster.requests.average, floorRate), of(rCluster.requests.average, peerRate)],
      [...summary('200 req/s offered (open loop)', rCluster200), '-', '-'],
    ]);
    a = startServer(PORT_A, { SEED_DEMO_DATA: 'false' });
    await waitReady(PORT_A, a);
  }

  await Promise.all([stopServer(a), b && stopServer(b)]);
  if (!QUEUE_ONLY) {
    step('4. live queue end to end (bench/live.mjs)');
    await runLiveBench();
  }
  log(`\nbench finished in ${fmt((Date.now() - started) / 1000, 0)} s; load average ${loadAverage()}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
