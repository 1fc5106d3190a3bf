// node bench/catch-up.mjs: what a reconnected worker's catch-up costs the server. On a fresh
// database on the local PostgreSQL, one API process: the online workers (CATCHUP_WORKERS, 300),
// jobs paid in their categories through the REST payment call (CATCHUP_PAID, 300: a minute at
// five a second, what a socket lost in a rolling deploy is owed), half of them accepted by a
// worker, the outbox delivered; then every worker asks what the shipped client asks after a
// reconnect (WorkerLiveResync, since before the payments), CATCHUP_CONCURRENCY (10) at a time,
// in CATCHUP_ROUNDS rounds (2). Prints per round: the answer's size and queue changes, its time,
// and the server's CPU per catch-up. Targets 127.0.0.1 only.
import { createHash, randomBytes } from 'node:crypto';
import { clientOperation } from './client-operations.mjs';
import { require, DB_NAME, PORT_BASE, dbUrl, log, step, sleep, pct, fmt, loadAverage, table, startServer, waitReady, stopServer, cpuMs, loadData, freshDatabase } from './support.mjs';

const pg = require('pg');

const WORKERS = Number(process.env.CATCHUP_WORKERS || 300);
const PAID = Number(process.env.CATCHUP_PAID || 300);
const CONCURRENCY = Number(process.env.CATCHUP_CONCURRENCY || 10);
const ROUNDS = Number(process.env.CATCHUP_ROUNDS || 2);
const PORT = PORT_BASE + 7;
const RESYNC = clientOperation('WorkerLiveResync');
const ACCEPT = clientOperation('AcceptJob');

async function post(path, token, body) {
  const res = await fetch(`http://127.0.0.1:${PORT}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
  const text = await res.text();
  if (!res.ok) throw new Error(`${path}: ${res.status} ${text.slice(0, 200)}`);
  return text;
}

/** Unpaid jobs near Nashville in the online workers' categories, each with a session of its client. */
async function unpaidJobs(db, categories, n) {
  const clients = (await db.query(`select c.id, c.user_id from clients c join users u on u.id = c.user_id where u.email like 'bench-client-%' order by c.id limit 50`)).rows;
  const tokens = new Map();
  for (const c of clients) {
    const token = randomBytes(32).toString('base64url');
    tokens.set(c.id, token);
    await db.query(`insert into sessions (token_hash, user_id, created_at, expires_at) values ($1, $2, now(), now() + interval '1 day')`, [createHash('sha256').update(token).digest('hex'), c.user_id]);
  }
  const rows = (
    await db.query(
      `insert into service_requests (title, description, category_id, client_id, status, priority, appointment_fee_paid, payment_status, estimated_cost_cents, client_name, service_address, service_city, service_state, service_zip_code, service_latitude, service_longitude, created_at, updated_at)
       select 'Catch-up job ' || g, 'A realistic description of the work to be done at the home.', ($1::int[])[1 + g % 2], c.id, 'pending', 'normal', false, 'unpaid', 20000, c.name, '1 Main St', 'Nashville', 'TN', '37203', 36.1566, -86.7842, now(), now()
         from generate_series(0, $2::int - 1) g join (select id, name, row_number() over (order by id) - 1 as k from clients where id = any($3)) c on c.k = g % $4
       returning id, client_id`,
      [categories, n, clients.map((c) => c.id), clients.length],
    )
  ).rows;
  return rows.sort((a, b) => a.id - b.id).map((r) => ({ id: r.id, token: tokens.get(r.client_id) }));
}

/** Runs `task` over `items`, `limit` at a time. */
async function pool(items, limit, task) {
  let next = 0;
  await Promise.all(Array.from({ length: limit }, async () => {
    while (next < items.length) {
      const i = next++;
      await task(items[i], i);
    }
  }));
}

async function main() {
  await freshDatabase();

  step('starting the product');
  let server = startServer(PORT, { SEED_DEMO_DATA: 'false' });
  await waitReady(PORT, server);
  const data = await loadData({ liveWorkers: WORKERS });
  const db = new pg.Client({ connectionString: dbUrl(DB_NAME) });
  await db.connect();
  const jobs = await unpaidJobs(db, data.categories, PAID);
  // Started again, so the measured process has served nothing but this bench.
  await stopServer(server);
  server = startServer(PORT, { SEED_DEMO_DATA: 'false' });
  await waitReady(PORT, server);

  const since = new Date(Date.now() - 1000).toISOString();
  step(`${PAID} jobs paid, every other one accepted by an online worker`);
  await pool(jobs, 10, async (job, i) => {
    await post(`/api/service-requests/${job.id}/process-payment`, job.token, { paymentMethod: 'card', paymentType: 'appointment_fee', squareTransactionId: `catch-up-${job.id}` });
    if (i % 2 === 0) await post('/graphql', data.liveTokens[i % WORKERS], { query: ACCEPT, variables: { requestId: String(job.id) } });
  });
  for (let i = 0; i < 600; i++) {
    const { n } = (await db.query('select count(*)::int as n from outbox_messages where delivered_at is null')).rows[0];
    if (n === 0) break;
    await sleep(100);
  }
  const messages = (await db.query(`select type, count(*)::int as n from outbox_messages where delivered_at >= $1 group by type order by type`, [since])).rows;
  log(`  outbox since then: ${messages.map((m) => `${m.n} ${m.type}`).join(', ')}`);
  await db.end();

  const rows = [];
  for (let round = 1; round <= ROUNDS; round++) {
    step(`round ${round}: ${WORKERS} workers catch up, ${CONCURRENCY} at a time`);
    const times = [];
    let bytes = 0;
    let changes = 0;
    let incomplete = 0;
    const cpu0 = cpuMs(server.pid);
    const t0 = performance.now();
    await pool(data.liveTokens, CONCURRENCY, async (token) => {
      const t = performance.now();
      const text = await post('/graphql', token, { query: RESYNC, variables: { since } });
      times.push(performance.now() - t);
      bytes += Buffer.byteLength(text);
      const answer = JSON.parse(text).data?.liveChangesSince;
      if (!answer?.complete) incomplete++;
      changes += (answer?.queue?.length ?? 0) + (answer?.requests?.length ?? 0);
    });
    const wall = performance.now() - t0;
    const cpu = cpuMs(server.pid) - cpu0;
    times.sort((a, b) => a - b);
    rows.push([round, WORKERS, fmt(changes / WORKERS, 0), fmt(bytes / WORKERS / 1024), incomplete, fmt(pct(times, 50), 0), fmt(pct(times, 99), 0), fmt(cpu / WORKERS, 1), fmt((WORKERS / wall) * 1000, 0), loadAverage()]);
  }
  await stopServer(server);
  table(`A worker's catch-up after a reconnect, owed ${PAID} paid jobs (every other one accepted)`, ['round', 'workers', 'changes per answer', 'answer KiB', 'incomplete', 'p50 ms', 'p99 ms', 'server CPU ms per catch-up', 'catch-ups/s', 'load'], rows);
}

main().catch(async (err) => {
  console.error(err);
  process.exitCode = 1;
});
