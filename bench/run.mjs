// Benchmarks of the worker queue and of live fan-out, on the local PostgreSQL.
//   npm run bench            (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres)
// Starts the product on a fresh database, loads 2,000 clients, 500 workers and 10,000
// requests, then prints one table per measurement. Every load targets 127.0.0.1 only and
// every loop is bounded in count and time.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PEER_FUNCTIONS_SQL } from './queue-sql.mjs';
import {
  require, root, DB_NAME, DURATION, PORT_BASE, SERVER_MAIN, LOG_LEVEL, log, step, fmt, loadAverage, table,
  startServer, waitReady, settle, stopServer, loadData, signIn, queueQuery, cannon, openLoop, summary, statementCount, dbUrl, freshDatabase,
} from './support.mjs';

const pg = require('pg');

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
/** API workers of the cluster rows. */
const CLUSTER_WORKERS = Number(process.env.BENCH_CLUSTER_WORKERS || 2);
/** BENCH_ONLY=live: only the live queue (sections 4 and 5); BENCH_ONLY=queue: only the request cost (sections 1 to 3). */
const LIVE_ONLY = process.env.BENCH_ONLY === 'live';
const QUEUE_ONLY = process.env.BENCH_ONLY === 'queue';

// ---------------------------------------------------------------- floor and peer

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

// ---------------------------------------------------------------- main

/** autocannon after a short warm-up, so that no target is measured cold. */
async function measured(opts) {
  if (WARMUP > 0) await cannon({ ...opts, duration: WARMUP });
  return cannon(opts);
}

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
  await freshDatabase();

  step('starting the product (migrations and catalog)');
  let a = startServer(PORT_A, { SEED_DEMO_DATA: 'false' });
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
    step(`1. worker queue, 50 per page: ${DURATION} s per run after ${WARMUP} s of warm-up, 10 connections, ${ROUNDS} rounds alternating (floor, peer, GraphQL, REST); load average ${loadAverage()}`);
    const peers = await startFloorAndPeer(data.worker, data.categories);
    const peerBody = { query: peerQuery(data.worker, data.categories, 50) };
    const page = await samePage(`http://127.0.0.1:${PORT_A}/graphql`, headers, q50, peerBody);
    log(`  one page: ${page.items} items; the peer's page is ${page.peer ? 'the same' : 'NOT the same'}, the floor's is ${page.floor ? 'the same' : 'NOT the same'}`);
    const targets = {
      floor: { url: `http://127.0.0.1:${PORT_FLOOR}/?n=50` },
      peer: { url: `http://127.0.0.1:${PORT_PEER}/graphql`, method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(peerBody) },
      ours: ours(PORT_A),
      rest: { url: `http://127.0.0.1:${PORT_A}/api/service-requests?status=pending&limit=50`, headers: { authorization: `Bearer ${workerToken}` } },
    };
    const runs = { floor: [], peer: [], ours: [], rest: [] };
    for (let round = 0; round < ROUNDS; round++) {
      for (const name of Object.keys(targets)) runs[name].push(await measured(targets[name]));
    }
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
        row('ours: REST GET /api/service-requests?status=pending&limit=50', runs.rest),
        [...summary(`ours: GraphQL openJobs, ${carried} req/s offered (open loop)`, rCarried), '-', '-', '-'],
        [...summary('ours: GraphQL openJobs, 200 req/s offered (open loop), one process', r200), '-', '-', '-'],
        [...summary('raw pg floor, 200 req/s offered (open loop)', rFloor200), '-', '-', '-'],
      ],
    );
    // Each round's own ratios (the targets of a round run back to back, so they share its machine).
    const rate = (r) => r.requests.average;
    table('Worker queue, round by round (req/s; ours against the floor and the peer of the same round)', ['round', 'floor', 'peer', 'GraphQL', 'GraphQL of floor', 'GraphQL of peer', 'REST', 'REST of floor'],
      runs.floor.map((f, i) => [i + 1, fmt(rate(f), 0), fmt(rate(runs.peer[i]), 0), fmt(rate(runs.ours[i]), 0), of(rate(runs.ours[i]), rate(f)), of(rate(runs.ours[i]), rate(runs.peer[i])), fmt(rate(runs.rest[i]), 0), of(rate(runs.rest[i]), rate(f))]),
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
    // REST: the first read of a page shapes its jobs (the page's digests, then their rows); a later one finds them shaped.
    const restStatements = async () => {
      const res = await fetch(`http://127.0.0.1:${PORT_STATS}/api/service-requests?status=pending&limit=50`, { headers: { authorization: `Bearer ${statsToken}` } });
      return { statements: Number(res.headers.get('x-sql-statements')), items: (await res.json()).length };
    };
    const restFirst = await restStatements();
    const restNext = await restStatements();
    await stopServer(stats);
    table('Statements (x-sql-statements)', ['query', 'page size', 'items', 'statements'], [
      ['GraphQL openJobs', pageArg ? 10 : 'all', s10.items, s10.statements],
      ['GraphQL openJobs', pageArg ? 200 : 'all', s200.items, s200.statements],
      ['signed-in { __typename }, first request of a session', '-', '-', sFirst.statements],
      ['signed-in { __typename }, a later request', '-', '-', sNext.statements],
      ['REST ?status=pending, first read of the page (its jobs shaped)', 50, restFirst.items, restFirst.statements],
      ['REST ?status=pending, a later read (jobs unchanged)', 50, restNext.items, restNext.statements],
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
