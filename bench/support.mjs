// What the benchmarks share (bench/run.mjs, bench/live.mjs): settings from the environment,
// the server processes, the bench data, the load generators and the tables they print.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

export const require = createRequire(import.meta.url);
const pg = require('pg');
const autocannon = require('autocannon');
const argon2 = require('argon2');
const zipcodes = require('zipcodes');

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const BASE_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
export const DB_NAME = process.env.BENCH_DB_NAME || 'bench_marketplace';
export const DURATION = Number(process.env.BENCH_SECONDS || 10);
export const PASSWORD = 'bench-pass-2026';
/** BENCH_PORT_BASE moves every port, so that two benches can run on one machine. */
export const PORT_BASE = Number(process.env.BENCH_PORT_BASE || 3901);
/** The server build to measure (another build's main.js compares two versions on one machine). */
export const SERVER_MAIN = path.resolve(process.env.BENCH_SERVER || path.join(root, 'server/dist/main.js'));
/**
 * The flags npm start runs the server with (package.json); BENCH_CPU_PROF=dir also writes a CPU
 * profile of each server there, BENCH_HEAP_SNAPSHOT=dir lets the live bench write a heap
 * snapshot of each server there once every simulated worker is connected.
 */
const NODE_FLAGS = [
  process.env.BENCH_SEMI_SPACE ? `--max-semi-space-size=${process.env.BENCH_SEMI_SPACE}` : '--max-semi-space-size=32',
  // More V8 flags for the servers, separated by spaces (BENCH_NODE_FLAGS="--heap-growing-percent=50").
  ...(process.env.BENCH_NODE_FLAGS ? process.env.BENCH_NODE_FLAGS.split(/\s+/).filter(Boolean) : []),
  ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
  ...(process.env.BENCH_HEAP_SNAPSHOT ? ['--heapsnapshot-signal=SIGUSR2', `--diagnostic-dir=${process.env.BENCH_HEAP_SNAPSHOT}`] : []),
];
/** The servers' log level: production's default (info: one line per request). */
export const LOG_LEVEL = process.env.BENCH_LOG_LEVEL || 'info';

export const log = (...a) => console.log(...a);
export const step = (msg) => log(`\n== ${msg}`);
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
export const fmt = (n, d = 1) => (n === undefined || n === null || Number.isNaN(n) ? '-' : Number(n).toFixed(d));
export const loadAverage = () => os.loadavg().map((n) => n.toFixed(2)).join(' ');

export function dbUrl(name) {
  const u = new URL(BASE_URL);
  u.pathname = `/${name}`;
  return u.toString();
}

export function table(title, headers, rows) {
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
// Production with a DATABASE_URL needs a VAPID pair too (server/src/shared/vapid-keys.ts): one for the whole bench run.
const VAPID = process.env.VAPID_PUBLIC_KEY && process.env.VAPID_PRIVATE_KEY
  ? { VAPID_PUBLIC_KEY: process.env.VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: process.env.VAPID_PRIVATE_KEY }
  : (({ publicKey, privateKey }) => ({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey }))(require('web-push').generateVAPIDKeys());

/** Every server started, so a failed run can show what they printed. */
export const servers = [];

export function startServer(port, extraEnv = {}) {
  // Its output goes to a file, as a deployment's log collector takes it: read through a pipe,
  // the request lines (info) would cost the bench process, which also drives the load, CPU
  // that the floor and the peer (which log nothing) never make it spend.
  const logFile = path.join(os.tmpdir(), `bench-server-${port}-${process.pid}-${servers.length}.log`);
  const fd = fs.openSync(logFile, 'w');
  const child = spawn(process.execPath, [...NODE_FLAGS, SERVER_MAIN], {
    cwd: root,
    // One API process unless a row asks for a cluster (WEB_CONCURRENCY defaults to the cores with DATABASE_URL).
    // Two malloc arenas, as the Dockerfile and the cluster's workers run it (MALLOC_ARENA_MAX to compare another).
    env: { MALLOC_ARENA_MAX: '2', ...process.env, DATABASE_URL: dbUrl(DB_NAME), DATA_ENCRYPTION_KEY, ...VAPID, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL, NODE_ENV: 'production', GRAPHQL_INTROSPECTION: 'true', WEB_CONCURRENCY: '1', ...extraEnv },
    stdio: ['ignore', fd, fd],
  });
  fs.closeSync(fd);
  // The last 64 KiB of its output, for the error message of a failed start.
  child.output = () => {
    try {
      return fs.readFileSync(logFile, 'utf8').slice(-64 * 1024);
    } catch {
      return '';
    }
  };
  child.once('exit', () => setTimeout(() => fs.rm(logFile, { force: true }, () => undefined), 5000).unref());
  servers.push(child);
  return child;
}

export async function waitReady(port, child) {
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
export async function settle(port) {
  const deadline = Date.now() + 60000;
  let prompt = 0;
  while (prompt < 3 && Date.now() < deadline) {
    const t = performance.now();
    await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => {});
    prompt = performance.now() - t < 20 ? prompt + 1 : 0;
    await sleep(200);
  }
}

export function stopServer(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** CPU time (user + system) a process has used so far, in ms (Linux /proc, 100 ticks a second). */
export function cpuMs(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

export function rssMiB(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return kb / 1024;
  } catch {
    return NaN;
  }
}

// ---------------------------------------------------------------- data

export function serviceAreaZips() {
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
export function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export async function insertRows(client, table, columns, rows, chunk = 1000) {
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

/**
 * Loads 2,000 clients, 500 workers and 10,000 requests (the same on every run); with
 * `liveWorkers`, that many more approved workers around Nashville with sessions of their own
 * (their tokens are returned), for the live queue.
 */
/** Drops and creates the bench's database (DB_NAME) on the server of BASE_URL: the product then starts on it empty. */
export async function freshDatabase() {
  step(`fresh database ${DB_NAME} on ${new URL(BASE_URL).host}`);
  const admin = new pg.Client({ connectionString: BASE_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${DB_NAME} with (force)`);
  await admin.query(`create database ${DB_NAME}`);
  await admin.end();
}

export async function loadData({ liveWorkers = 0 } = {}) {
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

  // The workers with Available Requests open during the live queue: their own accounts and
  // sessions, at ZIPs around Nashville (each at its own distance from the jobs paid), offering
  // the jobs' categories within 150 miles, so every one of them is eligible.
  let liveTokens = [];
  if (liveWorkers > 0) {
  log(`loading ${liveWorkers} online workers with their sessions ...`);
  const near = zips.filter((z) => /^37[0-2]/.test(z.zip));
  const liveUsers = Array.from({ length: liveWorkers }, (_, i) => [`bench-live-${i}@bench.local`, hash, 'worker', 'Online', `No${i}`, `BL${String(i).padStart(6, '0')}`, new Date(), new Date()]);
  await insertRows(db, 'users', ['email', 'password_hash', 'role', 'first_name', 'last_name', 'referral_code', 'created_at', 'updated_at'], liveUsers);
  const lu = (await db.query(`select id, email from users where email like 'bench-live-%' order by id`)).rows;
  await insertRows(db, 'service_providers', ['user_id', 'name', 'email', 'phone', 'zip_code', 'service_radius', 'category_id', 'service_categories', 'status', 'onboarding_completed', 'document_verification_status', 'background_check_status', 'latitude', 'longitude', 'onboarding_data', 'created_at', 'updated_at'], lu.map((u, i) => {
    const z = pick(near);
    const cats = [categories[0], categories[1]];
    return [u.id, `Online Worker No${i}`, u.email, '615-555-0000', z.zip, 150, cats[0], JSON.stringify(cats), 'available', true, 'approved', 'approved', z.latitude, z.longitude, JSON.stringify({ workerInfo: { name: `Online Worker No${i}`, zipCode: z.zip, serviceRadius: 150 }, selectedCategories: cats }), new Date(), new Date()];
  }));
  // Sessions as sign-in stores them (the SHA-256 of an opaque token), so a thousand sockets need no thousand password checks.
  liveTokens = lu.map(() => randomBytes(32).toString('base64url'));
  await insertRows(db, 'sessions', ['token_hash', 'user_id', 'created_at', 'expires_at'], lu.map((u, i) => [createHash('sha256').update(liveTokens[i]).digest('hex'), u.id, new Date(), new Date(Date.now() + 86400000)]));
  }

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
  // Vacuumed, analysed and checkpointed now: otherwise autovacuum (the inserts pass its
  // thresholds) and the checkpoint of the load's WAL start within the first minute, in the
  // middle of the first measured round, and that round alone pays for them.
  await db.query('vacuum (analyze)');
  await db.query('checkpoint');
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
  log(`loaded: 2,000 clients, ${500 + liveWorkers} workers, 10,000 requests (${counts} open in the queue)`);
  return { triggers, liveTokens, categories: [categories[0], categories[1]], worker: { email: 'bench-worker-0@bench.local', latitude: nashville.latitude, longitude: nashville.longitude, radius: 100 } };
}

// ---------------------------------------------------------------- load and measurements

export async function signIn(port, email) {
  const res = await fetch(`http://127.0.0.1:${port}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD }) });
  if (!res.ok) throw new Error(`sign-in ${email}: ${res.status} ${await res.text()}`);
  return (await res.json()).token;
}

export async function queueQuery(port, token) {
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

export function cannon(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: 10, duration: DURATION, ...opts }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

/**
 * Open-loop load: one request every 1000/rate ms whatever the answers (autocannon's rate
 * limit sends each second's quota at once, which measures its bursts, not the server).
 * Latency counts from the scheduled send time, so queueing behind slow answers shows.
 */
export async function openLoop({ url, method = 'GET', headers = {}, body }, rate, seconds = DURATION) {
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

export function summary(name, r) {
  const non2xx = r.non2xx + r.errors;
  return [name, fmt(r.requests.average, 0), fmt(r.latency.p50, 1), fmt(r.latency.p99, 1), non2xx];
}

export async function statementCount(port, token, query) {
  const res = await fetch(`http://127.0.0.1:${port}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ query }) });
  const body = await res.json();
  const items = body.data?.openJobs?.length ?? body.data?.openJobs?.items?.length ?? body.data?.openJobs?.edges?.length ?? 0;
  return { statements: Number(res.headers.get('x-sql-statements')), items };
}

export { clientOperation } from './client-operations.mjs';
