// The live queue end to end, on the local PostgreSQL: bench/run.mjs runs it with
// BENCH_ONLY=live after the request cost (or alone: BENCH_ONLY=live npm run bench).
// Starts the product on a fresh database, loads 2,000 clients, 500 workers and 10,000
// requests, then prints one table per measurement. Every load targets 127.0.0.1 only and
// every loop is bounded in count and time.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const pg = require('pg');
const autocannon = require('autocannon');
const WebSocket = require('ws');
const argon2 = require('argon2');
const zipcodes = require('zipcodes');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BASE_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = process.env.BENCH_DB_NAME || 'bench_marketplace';
const REDIS_URL = process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379';
const DURATION = Number(process.env.BENCH_SECONDS || 10);
const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS || 1000);
/** BENCH_BELL=0: the simulated workers leave out the notification bell's subscription (the queue page alone). */
const WITH_BELL = process.env.BENCH_BELL !== '0';
/** Workers (each with an account and a session) behind the simulated sockets: one socket each. */
const LIVE_WORKERS = SUBSCRIBERS;
const PASSWORD = 'bench-pass-2026';
/** BENCH_PORT: the first of the four local ports the bench listens on (3901 to 3904 by default). */
const PORT_BASE = Number(process.env.BENCH_PORT || 3901);
const PORT_A = PORT_BASE;
const PORT_B = PORT_BASE + 1;
const PORT_FLOOR = PORT_BASE + 2;
const PORT_STATS = PORT_BASE + 3;
/** Payments per fan-out setup: one to warm up, then the measured ones. */
const FANOUT_EVENTS = Number(process.env.BENCH_FANOUT_EVENTS || 3);
/** BENCH_ONLY=live: only the live queue (sections 3 and 4). */
const LIVE_ONLY = process.env.BENCH_ONLY === 'live';
/** The flags npm start runs the server with (package.json); BENCH_CPU_PROF=dir also writes a CPU profile of each server there. */
const NODE_FLAGS = ['--max-semi-space-size=32', ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [])];

const log = (...a) => console.log(...a);
const step = (msg) => log(`\n== ${msg}`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const loadAverage = () => require('node:os').loadavg().map((x) => x.toFixed(2)).join(' ');
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

/** Every server started, so a failed run can show what they printed. */
const servers = [];

function startServer(port, extraEnv = {}) {
  const child = spawn(process.execPath, [...NODE_FLAGS, path.join(root, 'server/dist/main.js')], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: dbUrl(DB_NAME), DATA_ENCRYPTION_KEY, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'production', GRAPHQL_INTROSPECTION: 'true', ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  child.output = () => out;
  servers.push(child);
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

/** CPU time (user + system) a process has used so far, in ms (Linux /proc, 100 ticks a second). */
function cpuMs(pid) {
  try {
    const stat = require('node:fs').readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

function rssMiB(pid) {
  try {
    const status = require('node:fs').readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return kb / 1024;
  } catch {
    return NaN;
  }
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

  // The workers with Available Requests open during the live queue: their own accounts and
  // sessions, at ZIPs around Nashville (each at its own distance from the jobs paid), offering
  // the jobs' categories within 150 miles, so every one of them is eligible.
  log(`loading ${LIVE_WORKERS} online workers with their sessions ...`);
  const near = zips.filter((z) => /^37[0-2]/.test(z.zip));
  const liveUsers = Array.from({ length: LIVE_WORKERS }, (_, i) => [`bench-live-${i}@bench.local`, hash, 'worker', 'Online', `No${i}`, `BL${String(i).padStart(6, '0')}`, new Date(), new Date()]);
  await insertRows(db, 'users', ['email', 'password_hash', 'role', 'first_name', 'last_name', 'referral_code', 'created_at', 'updated_at'], liveUsers);
  const lu = (await db.query(`select id, email from users where email like 'bench-live-%' order by id`)).rows;
  await insertRows(db, 'service_providers', ['user_id', 'name', 'email', 'phone', 'zip_code', 'service_radius', 'category_id', 'service_categories', 'status', 'onboarding_completed', 'document_verification_status', 'background_check_status', 'latitude', 'longitude', 'onboarding_data', 'created_at', 'updated_at'], lu.map((u, i) => {
    const z = pick(near);
    const cats = [categories[0], categories[1]];
    return [u.id, `Online Worker No${i}`, u.email, '615-555-0000', z.zip, 150, cats[0], JSON.stringify(cats), 'available', true, 'approved', 'approved', z.latitude, z.longitude, JSON.stringify({ workerInfo: { name: `Online Worker No${i}`, zipCode: z.zip, serviceRadius: 150 }, selectedCategories: cats }), new Date(), new Date()];
  }));
  // Sessions as sign-in stores them (the SHA-256 of an opaque token), so a thousand sockets need no thousand password checks.
  const liveTokens = lu.map(() => randomBytes(32).toString('base64url'));
  await insertRows(db, 'sessions', ['token_hash', 'user_id', 'created_at', 'expires_at'], lu.map((u, i) => [createHash('sha256').update(liveTokens[i]).digest('hex'), u.id, new Date(), new Date(Date.now() + 86400000)]));

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
  log(`loaded: 2,000 clients, ${500 + LIVE_WORKERS} workers, 10,000 requests (${counts} open in the queue)`);
  return { triggers, liveTokens, categories: [categories[0], categories[1]], worker: { email: 'bench-worker-0@bench.local', latitude: nashville.latitude, longitude: nashville.longitude, radius: 100 } };
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

async function startFloor(worker, categories) {
  const pool = new pg.Pool({ connectionString: dbUrl(DB_NAME), max: 10 });
  const sql = `
    select r.id, r.title, r.priority, r.preferred_date, cat.name as category, cat.icon, c.name as client,
           3959 * 2 * asin(sqrt(power(sin(radians(r.service_latitude - $1) / 2), 2) + cos(radians($1)) * cos(radians(r.service_latitude)) * power(sin(radians(r.service_longitude - $2) / 2), 2))) as distance
    from service_requests r join service_categories cat on cat.id = r.category_id join clients c on c.id = r.client_id
    where r.status = 'pending' and r.appointment_fee_paid and r.provider_id is null and r.category_id = any($3)
      and 3959 * 2 * asin(sqrt(power(sin(radians(r.service_latitude - $1) / 2), 2) + cos(radians($1)) * cos(radians(r.service_latitude)) * power(sin(radians(r.service_longitude - $2) / 2), 2))) <= $4
    order by r.created_at desc limit $5`;
  const server = http.createServer(async (req, res) => {
    const n = Number(new URL(req.url, 'http://x').searchParams.get('n') || 50);
    const { rows } = await pool.query(sql, [worker.latitude, worker.longitude, categories, worker.radius, n]);
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(rows));
  });
  await new Promise((r) => server.listen(PORT_FLOOR, '127.0.0.1', r));
  return { close: async () => { server.close(); await pool.end(); } };
}

async function statementCount(port, token, query) {
  const res = await fetch(`http://127.0.0.1:${port}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ query }) });
  const body = await res.json();
  const items = body.data?.openJobs?.length ?? body.data?.openJobs?.items?.length ?? body.data?.openJobs?.edges?.length ?? 0;
  return { statements: Number(res.headers.get('x-sql-statements')), items };
}

/** The Available Requests card the worker's page shows (client/src/features/worker/api/jobs.ts). */
const JOB_CARD = `id title description status displayStatus priority serviceTypeName estimatedCostCents serviceAddress serviceCity serviceState
  serviceZipCode preferredDate preferredTime specificTime scheduledAt createdAt updatedAt completedAt clientName hundredDollarSpecial
  adminApprovalStatus category { id name icon }`;
const OPEN_JOBS_QUERY = `query OpenJobs($first: Int, $after: String) { openJobs(first: $first, after: $after) { items { distanceMiles request { ${JOB_CARD} } } pageInfo { hasNextPage endCursor } } }`;

/**
 * How the shipped client reacts to a queue event, read from the schema: when the event
 * carries the queue item (QueueChange.item) the client writes it into its cache and sends
 * nothing; otherwise every event makes it refetch its Available Requests page.
 */
async function liveMode(port, token) {
  const ask = async (query) => (await (await fetch(`http://127.0.0.1:${port}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ query }) })).json()).data;
  const fields = ((await ask('{ __type(name: "QueueChange") { fields { name } } }')).__type?.fields ?? []).map((f) => f.name);
  const subscriptions = ((await ask('{ __schema { subscriptionType { fields { name } } } }')).__schema.subscriptionType?.fields ?? []).map((f) => f.name);
  return { mode: fields.includes('item') ? 'cache' : 'refetch', ownJobs: subscriptions.includes('requestChanged') };
}

/**
 * N simulated workers on graphql-ws, each with its own session, each behaving as the worker's
 * queue page does: in 'refetch' mode every event sends the page's OpenJobs query over HTTP and
 * the job is in the list when an answer holds it; in 'cache' mode the event's item goes into
 * the list as it arrives. Like the shipped client, each socket also carries the notification
 * bell's notificationAdded and (where the schema has it) the shell's requestChanged.
 * Resolves once all have subscribed.
 */
async function simulatedWorkers(ports, tokens, n, { mode, ownJobs }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1000 });
  const workers = [];
  const subscription = mode === 'cache'
    ? `subscription QueueChanged { queueChanged { requestId kind removedId item { distanceMiles request { ${JOB_CARD} } } } }`
    : 'subscription QueueChanged { queueChanged { requestId kind categoryId } }';
  const bell = 'subscription NotificationAdded { notificationAdded { id type title message isRead data createdAt } }';
  const jobs = `subscription WorkerJobChanged { requestChanged { requestId kind lists request { ${JOB_CARD} } } }`;
  for (let i = 0; i < n; i++) {
    const port = ports[i % ports.length];
    const token = tokens[i % tokens.length];
    const ws = new WebSocket(`ws://127.0.0.1:${port}/graphql`, 'graphql-transport-ws');
    const w = { ws, list: new Set(), target: null, inList: null, requests: 0, notified: 0, ready: null };
    const refetch = () => {
      w.requests++;
      const body = JSON.stringify({ operationName: 'OpenJobs', query: OPEN_JOBS_QUERY, variables: {} });
      const req = http.request({ host: '127.0.0.1', port, path: '/graphql', method: 'POST', agent, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'content-length': Buffer.byteLength(body) } }, (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => {
          try {
            const items = JSON.parse(text).data?.openJobs?.items ?? [];
            w.list = new Set(items.map((it) => Number(it.request.id)));
            if (w.target !== null && w.inList === null && w.list.has(w.target)) w.inList = performance.now();
          } catch {
            /* an error answer leaves the list as it was */
          }
        });
      });
      req.on('error', () => undefined);
      req.end(body);
    };
    w.ready = new Promise((resolve, reject) => {
      ws.on('open', () => ws.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } })));
      ws.on('message', (raw) => {
        const msg = JSON.parse(raw.toString());
        if (msg.type === 'connection_ack') {
          ws.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: subscription } }));
          if (WITH_BELL) ws.send(JSON.stringify({ id: '2', type: 'subscribe', payload: { query: bell } }));
          if (WITH_BELL && ownJobs) ws.send(JSON.stringify({ id: '3', type: 'subscribe', payload: { query: jobs } }));
          setTimeout(resolve, 0);
        } else if (msg.type === 'next' && msg.id === '2') {
          w.notified++;
        } else if (msg.type === 'next' && msg.id === '1') {
          const change = msg.payload.data?.queueChanged;
          if (!change) return;
          if (mode === 'refetch') return refetch();
          if (change.item) w.list.add(Number(change.item.request.id));
          if (change.removedId) w.list.delete(Number(change.removedId));
          if (w.target !== null && w.inList === null && w.list.has(w.target)) w.inList = performance.now();
        } else if (msg.type === 'error') reject(new Error(JSON.stringify(msg.payload)));
      });
      ws.on('error', reject);
    });
    workers.push(w);
    if (i % 100 === 99) await Promise.all(workers.slice(-100).map((x) => x.ready));
  }
  await Promise.all(workers.map((w) => w.ready));
  await sleep(500); // subscriptions registered server-side
  return { workers, close: () => { workers.forEach((w) => w.ws.close()); agent.destroy(); } };
}

async function payConsultation(port, trigger) {
  const clientToken = await signIn(port, trigger.email);
  const t0 = performance.now();
  const pay = await fetch(`http://127.0.0.1:${port}/api/service-requests/${trigger.id}/process-payment`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${clientToken}` },
    body: JSON.stringify({ paymentAmount: 102.99, paymentMethod: 'google_pay', paymentType: 'appointment_fee', squareTransactionId: `bench-${trigger.id}-${Date.now()}` }),
  });
  if (!pay.ok) throw new Error(`payment for fan-out failed: ${pay.status} ${await pay.text()}`);
  return { t0, answeredMs: performance.now() - t0 };
}

/**
 * End to end: SUBSCRIBERS simulated workers with the queue page open, then one warm-up
 * payment and FANOUT_EVENTS measured ones, each paying a request every worker is eligible
 * for. Per event: the time from sending the payment until the job is in each worker's list,
 * when the payer got the answer, and the HTTP requests the workers sent because of it.
 */
async function liveQueue(label, ports, pids, tokens, triggers) {
  const live = await liveMode(ports[0], tokens[0]);
  log(`  the client ${live.mode === 'cache' ? 'applies the event\'s item to its cache' : 'refetches its queue page on each event'}${WITH_BELL ? ', with the bell and own-job subscriptions' : ' (queue page alone)'}; load average ${loadAverage()}`);
  const { workers, close } = await simulatedWorkers(ports, tokens, SUBSCRIBERS, live);
  const times = [];
  const answered = [];
  const cpuPerEvent = [];
  let requests = 0;
  for (let e = 0; e <= FANOUT_EVENTS; e++) {
    const trigger = triggers.shift();
    workers.forEach((w) => {
      w.target = trigger.id;
      w.inList = null;
      w.requests = 0;
    });
    const cpuBefore = pids.map(cpuMs);
    const { t0, answeredMs } = await payConsultation(ports[0], trigger);
    const deadline = Date.now() + 30000;
    while (workers.some((w) => w.inList === null) && Date.now() < deadline) await sleep(5);
    await sleep(300); // late requests caused by this event
    const cpu = pids.map((p, k) => cpuMs(p) - cpuBefore[k]);
    const got = workers.filter((w) => w.inList !== null);
    const sent = workers.reduce((n, w) => n + w.requests, 0);
    if (e === 0) {
      log(`  warm-up event: ${got.length}/${SUBSCRIBERS} have the job`);
    } else {
      times.push(...got.map((w) => w.inList - t0));
      answered.push(answeredMs);
      cpuPerEvent.push(cpu.reduce((a, b) => a + b, 0));
      requests += sent;
      log(`  event ${e}: payment answered in ${fmt(answeredMs)} ms; ${got.length}/${SUBSCRIBERS} have the job, the first after ${fmt(Math.min(...got.map((w) => w.inList - t0)))} ms, the last after ${fmt(Math.max(...got.map((w) => w.inList - t0)))} ms; ${sent} HTTP requests; server CPU ${cpu.map((c) => fmt(c, 0)).join(' + ')} ms`);
    }
    await sleep(300);
  }
  times.sort((a, b) => a - b);
  const rss = pids.map((p) => fmt(rssMiB(p), 0)).join(' + ');
  close();
  const notified = workers.filter((w) => w.notified > 0).length;
  if (WITH_BELL) log(`  ${notified}/${SUBSCRIBERS} sockets heard their new-job notifications`);
  return [label, `${times.length}/${SUBSCRIBERS * FANOUT_EVENTS}`, fmt(answered.reduce((a, b) => a + b, 0) / answered.length), fmt(Math.max(...answered)), fmt(pct(times, 50)), fmt(pct(times, 99)), fmt(times[times.length - 1]), fmt(requests / FANOUT_EVENTS, 0), fmt(cpuPerEvent.reduce((a, b) => a + b, 0) / cpuPerEvent.length, 0), rss, loadAverage()];
}

// ---------------------------------------------------------------- main

async function main() {
  const started = Date.now();
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

  const workerToken = await signIn(PORT_A, data.worker.email);
  const { build, pageArg } = await queueQuery(PORT_A, workerToken);
  const q50 = build(50);
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${workerToken}` };
  const gqlBody = JSON.stringify({ query: q50 });

  if (!LIVE_ONLY) {
  step(`1. worker queue: ${DURATION} s per run, 10 connections`);
  const floor = await startFloor(data.worker, data.categories);
  const rFloor = await cannon({ url: `http://127.0.0.1:${PORT_FLOOR}/?n=50` });
  const rGql = await cannon({ url: `http://127.0.0.1:${PORT_A}/graphql`, method: 'POST', headers, body: gqlBody });
  const rRest = await cannon({ url: `http://127.0.0.1:${PORT_A}/api/service-requests?status=pending&limit=50`, headers: { authorization: `Bearer ${workerToken}` } });
  // Latency at a rate one process carries here (half its measured throughput), before any overload.
  const carried = Math.max(10, Math.floor(rGql.requests.average / 2 / 10) * 10);
  await settle(PORT_A);
  const rGqlCarried = await openLoop({ url: `http://127.0.0.1:${PORT_A}/graphql`, method: 'POST', headers, body: gqlBody }, carried);
  await settle(PORT_A);
  const rGql200 = await openLoop({ url: `http://127.0.0.1:${PORT_A}/graphql`, method: 'POST', headers, body: gqlBody }, 200);
  await settle(PORT_A);
  const rFloor200 = await openLoop({ url: `http://127.0.0.1:${PORT_FLOOR}/?n=50` }, 200);
  await floor.close();
  const ratio = (r) => `${fmt((r.requests.average / rFloor.requests.average) * 100, 0)}%`;
  table(
    `Queue list${pageArg ? ' (50 per page)' : ' (no page-size argument: the whole eligible queue)'}`,
    ['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'of floor'],
    [
      [...summary('raw pg, one SQL (floor)', rFloor), '100%'],
      [...summary('GraphQL openJobs', rGql), ratio(rGql)],
      [...summary("REST GET /api/service-requests?status=pending&limit=50", rRest), ratio(rRest)],
      [...summary(`GraphQL openJobs, ${carried} req/s offered (open loop)`, rGqlCarried), '-'],
      [...summary('GraphQL openJobs, 200 req/s offered (open loop)', rGql200), '-'],
      [...summary('raw pg floor, 200 req/s offered (open loop)', rFloor200), '-'],
    ],
  );

  step('2. SQL statements per request (a second process with SQL_STATS=true: counting is a diagnostic mode)');
  const stats = startServer(PORT_STATS, { SQL_STATS: 'true', SEED_DEMO_DATA: 'false' });
  await waitReady(PORT_STATS, stats);
  const statsToken = await signIn(PORT_STATS, data.worker.email);
  const s10 = await statementCount(PORT_STATS, statsToken, build(10));
  const s200 = await statementCount(PORT_STATS, statsToken, build(200));
  await stopServer(stats);
  table('Statements (x-sql-statements)', ['query', 'page size', 'items', 'statements'], [
    ['GraphQL openJobs', pageArg ? 10 : 'all', s10.items, s10.statements],
    ['GraphQL openJobs', pageArg ? 200 : 'all', s200.items, s200.statements],
  ]);
  }

  step(`3. live queue: ${SUBSCRIBERS} workers with Available Requests open, one process`);
  const rows = [await liveQueue('one process, in-memory PubSub', [PORT_A], [a.pid], data.liveTokens, data.triggers)];

  step(`4. live queue: ${SUBSCRIBERS} workers across two processes sharing Redis (${REDIS_URL})`);
  await stopServer(a);
  a = startServer(PORT_A, { REDIS_URL, SEED_DEMO_DATA: 'false' });
  const b = startServer(PORT_B, { REDIS_URL, SEED_DEMO_DATA: 'false' });
  await Promise.all([waitReady(PORT_A, a), waitReady(PORT_B, b)]);
  const token2 = await signIn(PORT_A, data.worker.email);
  rows.push(await liveQueue('two processes, Redis PubSub', [PORT_A, PORT_B], [a.pid, b.pid], data.liveTokens, data.triggers));
  table('From sending a payment until the job is in each worker\'s Available Requests list', ['setup', 'workers with the job', 'payment answered, mean ms', 'max ms', 'in list p50 ms', 'p99 ms', 'max ms', 'HTTP requests per event', 'server CPU per event ms', 'server RSS MiB', 'load average'], rows);

  if (!LIVE_ONLY) {
  step(`5. worker queue across the two processes (${DURATION} s per run)`);
  const urls = [PORT_A, PORT_B].map((port) => `http://127.0.0.1:${port}/graphql`);
  const both = await Promise.all(urls.map((url) => cannon({ url, method: 'POST', headers: { ...headers, authorization: `Bearer ${token2}` }, body: gqlBody, connections: 5 })));
  const bothRate = both.reduce((sum, r) => sum + r.requests.average, 0);
  await Promise.all([settle(PORT_A), settle(PORT_B)]);
  const both200 = await openLoop({ url: urls, method: 'POST', headers: { ...headers, authorization: `Bearer ${token2}` }, body: gqlBody }, 200);
  table('GraphQL openJobs (50 per page), two API processes', ['load', 'req/s', 'p50 ms', 'p99 ms', 'errors'], [
    ['closed loop, 5 connections to each', fmt(bothRate, 0), fmt(Math.max(...both.map((r) => r.latency.p50)), 1), fmt(Math.max(...both.map((r) => r.latency.p99)), 1), both.reduce((n, r) => n + r.non2xx + r.errors, 0)],
    summary('200 req/s offered, alternating (open loop)', both200),
  ]);

  }

  await Promise.all([stopServer(a), stopServer(b)]);
  log(`\nbench finished in ${fmt((Date.now() - started) / 1000, 0)} s`);
}

main().catch((err) => {
  console.error(err);
  for (const child of servers) console.error(`\n-- server ${child.pid} (exit ${child.exitCode ?? 'running'}):\n${child.output().slice(-3000)}`);
  for (const child of servers) if (child.exitCode === null) child.kill('SIGTERM');
  process.exit(1);
});
