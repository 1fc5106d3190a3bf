// npm run chaos: three API hosts, a PostgreSQL primary with a synchronous replica, Redis and
// HAProxy, each in its own network namespace on this machine (as root), under load; then a host
// killed, a host cut off from the database, a rolling deploy and the primary killed. Prints a
// table per scenario against its goals and tears everything down, also on Ctrl-C. Not part of
// CI (docs/chaos.md). Flags: --workers N (1000), --rate N payments a second (20), --seconds N
// of load after each fault (30), --scenarios 1,3,4,2 (0: no fault, the baseline), --runs N (1).
// CHAOS_CPU_PROFILE=dir: a V8 CPU profile of every API process (docs/chaos.md).
/* global AbortSignal */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Topology, HOSTS, BALANCER, DB_NAME, addressOf, API_PORT } from './chaos/topology.mjs';
import { Load, pct } from './chaos/load.mjs';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const WORKERS = Number(arg('workers', 1000));
const RATE = Number(arg('rate', 20));
const SECONDS = Number(arg('seconds', 30));
const SCENARIOS = arg('scenarios', '1,3,4,2').split(',').map(Number);
const RUNS = Number(arg('runs', 1));
/** Load before each fault: longer than a keep-alive interval (12 s), so every socket has had its first ping's checkpoint, as on a deployment whose sockets have been open a while. */
const WARM_SECONDS = 15;
const FEE_CENTS = 10299;
/** Jobs to pay beyond --seconds: a fault that takes longer (a rolling deploy) stays under load until it is over. */
const JOB_SLACK_SECONDS = 240;
const MAIN = path.join(root, 'server/dist/main.js');

const log = (...a) => console.log(...a);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const fmt = (n, d = 1) => (n === undefined || n === null || Number.isNaN(n) ? '-' : Number(n).toFixed(d));
const secs = (ms) => (ms === undefined || ms === null ? '-' : `${fmt(ms / 1000)} s`);

let topology = null;
let tornDown = false;
function teardown() {
  if (tornDown || !topology) return;
  tornDown = true;
  try {
    topology.teardown();
  } catch (err) {
    console.error(`teardown: ${err.message}`);
  }
}
// Whatever ends the run, nothing is left behind: processes, namespaces, data.
process.on('exit', teardown);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    log(`\n${signal}: tearing down`);
    teardown();
    process.exit(130);
  });
}

function table(title, rows) {
  const headers = ['measure', 'seen', 'goal', 'met'];
  log(`\n${title}`);
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => '| ' + cells.map((c, i) => String(c).padEnd(widths[i])).join(' | ') + ' |';
  log(line(headers));
  log('|' + widths.map((w) => '-'.repeat(w + 2)).join('|') + '|');
  rows.forEach((r) => log(line(r)));
}

async function main() {
  if (process.getuid?.() !== 0) throw new Error('the chaos harness makes network namespaces: run it as root');
  if (!fs.existsSync(MAIN)) throw new Error('server/dist/main.js is missing: npm run chaos builds it');
  Topology.teardownNetwork();
  topology = new Topology({ log });
  log(`== topology in ${topology.dir}: ${HOSTS.join(', ')} (API, 2 processes each), pg1 (primary) + pg2 (synchronous replica), redis, HAProxy on ${BALANCER}`);
  topology.network();
  await topology.postgres();
  const redisUrl = topology.redis();
  const { publicKey, privateKey } = require('web-push').generateVAPIDKeys();
  topology.env = { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, REDIS_URL: redisUrl };
  Object.assign(process.env, topology.env, { BENCH_DATABASE_URL: `postgres://postgres@${addressOf('pg1')}:5432/postgres`, BENCH_DB_NAME: DB_NAME });

  // The first host migrates; the others start on the migrated database.
  topology.startHost('h1', MAIN);
  await topology.waitHostReady('h1');
  for (const h of HOSTS.slice(1)) topology.startHost(h, MAIN);
  await Promise.all(HOSTS.map((h) => topology.waitHostReady(h)));
  await topology.balancer();
  await waitBalancer((s) => HOSTS.every((h) => s[h] === 'UP'), 15_000);

  log(`== data: the bench's clients, workers and requests, ${WORKERS} online workers, and jobs to pay`);
  const { loadData } = await import('./support.mjs');
  const data = await loadData({ liveWorkers: WORKERS });
  const jobs = await payableJobs(data.categories, RATE * (WARM_SECONDS + SECONDS + JOB_SLACK_SECONDS) * SCENARIOS.length * RUNS);

  const load = new Load({ base: BALANCER, log });
  log(`== ${WORKERS} live workers connecting through the balancer`);
  await load.connectWorkers(data.liveTokens);
  log(`   connected: ${load.workers.filter((w) => w.up).length}`);

  const scenarios = { 0: steady, 1: hostDies, 2: primaryDies, 3: hostLosesDatabase, 4: rollingDeploy };
  const results = [];
  for (let run = 1; run <= RUNS; run++) {
    for (const n of SCENARIOS) {
      const result = await runScenario(load, jobs, n, scenarios[n]);
      results.push(result);
      table(`run ${run}, scenario ${n}: ${result.title} (${WORKERS} live workers, ${RATE} payments a second)`, result.rows);
    }
  }
  load.close();
  if (process.env.CHAOS_CPU_PROFILE) await Promise.all(HOSTS.map((h) => topology.stopHost(h)));
  const failed = results.flatMap((r) => r.rows).filter((r) => r[3] === 'no').length;
  log(`\n${failed ? `${failed} goal(s) not met` : 'every goal met'}`);
  return failed ? 1 : 0;
}

async function waitBalancer(predicate, timeoutMs) {
  const t0 = performance.now();
  while (performance.now() - t0 < timeoutMs) {
    if (predicate(await topology.serverStates())) return performance.now() - t0;
    await sleep(100);
  }
  throw new Error(`the balancer did not reach the expected state: ${JSON.stringify(await topology.serverStates())}`);
}

/** Watches HAProxy until the predicate holds; resolves with the time it took (ms), or null. */
async function timeUntil(predicate, timeoutMs, from = performance.now()) {
  while (performance.now() - from < timeoutMs) {
    if (await predicate()) return performance.now() - from;
    await sleep(100);
  }
  return null;
}

let primary = 'pg1';
const pgClient = async () => {
  const pg = require('pg');
  const c = new pg.Client({ host: addressOf(primary), port: 5432, user: 'postgres', database: DB_NAME });
  await c.connect();
  return c;
};

/** Unpaid jobs near Nashville in the online workers' categories, each with its client's session. */
async function payableJobs(categories, n) {
  const { createHash, randomBytes } = await import('node:crypto');
  const db = await pgClient();
  const clients = (await db.query(`select c.id, c.name, c.user_id from clients c join users u on u.id = c.user_id where u.email like 'bench-client-%' order by c.id limit 50`)).rows;
  const tokens = new Map();
  for (const c of clients) {
    const token = randomBytes(32).toString('base64url');
    tokens.set(c.id, token);
    await db.query(`insert into sessions (token_hash, user_id, created_at, expires_at) values ($1, $2, now(), now() + interval '1 day')`, [createHash('sha256').update(token).digest('hex'), c.user_id]);
  }
  const rows = (await db.query(
    `insert into service_requests (title, description, category_id, client_id, status, priority, appointment_fee_paid, payment_status, estimated_cost_cents, client_name, service_address, service_city, service_state, service_zip_code, service_latitude, service_longitude, created_at, updated_at)
     select 'Chaos job ' || g, 'A realistic description of the work to be done at the home.', ($1::int[])[1 + g % 2], c.id, 'pending', 'normal', false, 'unpaid', 20000, c.name, '1 Chaos Way', 'Nashville', 'TN', '37203', 36.1566, -86.7842, now(), now()
       from generate_series(0, $2::int - 1) g join (select id, name, row_number() over (order by id) - 1 as k from clients where id = any($3)) c on c.k = g % $4
     returning id, client_id`,
    [categories, n, clients.map((c) => c.id), clients.length],
  )).rows;
  await db.end();
  return rows.sort((a, b) => a.id - b.id).map((r) => ({ id: r.id, token: tokens.get(r.client_id) }));
}

/** The processor's ledger and the app's payments for the requests paid in a scenario. */
async function ledger(ids) {
  const db = await pgClient();
  const rows = (await db.query(
    `select r.id,
            (select count(*)::int from payments p where p.request_id = r.id and p.status = 'succeeded') as stored,
            (select count(*)::int from simulated_gateway_charges c where c.request_id = r.id and c.status = 'succeeded' and c.refunded_cents < c.amount_cents) as standing,
            (select coalesce(sum(c.amount_cents - c.refunded_cents), 0)::int from simulated_gateway_charges c where c.request_id = r.id and c.status = 'succeeded') as net
       from service_requests r where r.id = any($1)`,
    [ids],
  )).rows;
  await db.end();
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * Logs each change of HAProxy's view of a host during a fault, with the check that made it
 * (L7STS/503: /readyz said not ready; L7TOUT: it did not answer within the check's timeout;
 * L4CON: the connection was refused), and the times when no host was up.
 */
function watchBalancer(faultAt) {
  let last = {};
  let running = true;
  const loop = (async () => {
    while (running) {
      const now = await topology.serverChecks();
      for (const [h, c] of Object.entries(now)) {
        if (last[h] && last[h].status !== c.status) log(`   ${secs(performance.now() - faultAt)} after the fault: HAProxy has ${h} ${c.status} (last check ${c.check}${c.code ? ` ${c.code}` : ''})`);
      }
      if (Object.keys(now).length && Object.values(now).every((c) => !c.status.startsWith('UP')) && Object.values(last).some((c) => c.status.startsWith('UP'))) log(`   ${secs(performance.now() - faultAt)} after the fault: no host up`);
      last = now;
      await sleep(250);
    }
  })();
  return { stop: () => ((running = false), loop) };
}

async function runScenario(load, allJobs, n, fault) {
  log(`\n== scenario ${n}`);
  load.seen.reset();
  const marks = load.workers.map((w) => ({ gaps: w.gaps.length, attempts: w.attempts.length, caughtUp: w.caughtUp.length, closes: w.closes, resyncFailed: w.resyncFailed, catchUpFailed: w.catchUpFailed, handedOver: w.handedOverCloses ?? 0, checkpoint: w.checkpointCloses ?? 0, notices: w.notices, jobEvents: w.jobEvents }));
  const firstPayment = load.payments.length;
  const jobs = allJobs.splice(0, RATE * (WARM_SECONDS + SECONDS + JOB_SLACK_SECONDS));
  load.startPaying(jobs, RATE);
  await sleep(WARM_SECONDS * 1000);
  const faultAt = performance.now();
  const watch = watchBalancer(faultAt);
  const outcome = await fault(load, faultAt);
  const remaining = faultAt + SECONDS * 1000 - performance.now();
  if (remaining > 0) await sleep(remaining);
  await load.stopPaying();
  watch.stop();
  const notConnected = await load.waitConnected(load.workers, 30_000);
  // The last accepts and their events: until no socket has heard anything new for 3 s (30 s at most).
  const heardCount = () => load.workers.reduce((n, w) => n + w.heard.size, 0);
  for (let quiet = 0, last = -1, i = 0; quiet < 3 && i < 30; i++) {
    const now = heardCount();
    quiet = now === last ? quiet + 1 : 0;
    last = now;
    await sleep(1000);
  }
  const payments = load.payments.slice(firstPayment);

  // Payments against the processor's ledger.
  const books = await ledger(payments.map((p) => p.id));
  let lost = 0;
  let doubled = 0;
  let unanswered = 0;
  for (const p of payments) {
    const b = books.get(p.id);
    if (p.status !== 200) unanswered++;
    if ((p.status === 200 && (b.stored === 0 || b.net === 0)) || (b.net > 0 && b.stored === 0)) lost++;
    if (b.stored > 1 || b.standing > 1 || b.net > FEE_CENTS) doubled++;
  }

  // Events: every worker hears of every job paid (live, or through its catch-up after a reconnect).
  const paid = payments.filter((p) => p.status === 200);
  let missed = 0;
  const missedBy = {};
  const delays = [];
  for (const w of load.workers) {
    for (const p of paid) {
      const heardAt = w.heard.get(p.id);
      if (heardAt !== undefined) {
        if (p.sentAt >= faultAt) delays.push(Math.max(0, heardAt - p.answeredAt));
      } else if (!w.reloads.some((at) => at > p.answeredAt)) {
        missed++;
        if (process.env.CHAOS_DEBUG) {
          const k = `request ${p.id} answered ${fmt((p.answeredAt - faultAt) / 1000)} s after the fault; worker reconnected ${w.closes > marks[load.workers.indexOf(w)].closes}`;
          missedBy[k] = (missedBy[k] ?? 0) + 1;
        }
      }
    }
  }
  delays.sort((a, b) => a - b);
  for (const [k, v] of Object.entries(missedBy)) log(`   missed: ${v} x ${k}`);
  const moved = load.workers.filter((w, i) => w.closes > marks[i].closes);
  const gaps = load.workers.flatMap((w, i) => w.gaps.slice(marks[i].gaps)).sort((a, b) => a - b);
  const caughtUp = load.workers.flatMap((w, i) => w.caughtUp.slice(marks[i].caughtUp)).sort((a, b) => a - b);
  const incomplete = load.workers.reduce((s, w) => s + w.incomplete, 0);
  const resyncFailed = load.workers.reduce((s, w, i) => s + w.resyncFailed - marks[i].resyncFailed, 0);
  const catchUpFailed = load.workers.reduce((s, w, i) => s + w.catchUpFailed - marks[i].catchUpFailed, 0);
  const handedOver = load.workers.reduce((s, w, i) => s + (w.handedOverCloses ?? 0) - marks[i].handedOver, 0);
  const fromCheckpoint = load.workers.reduce((s, w, i) => s + (w.checkpointCloses ?? 0) - marks[i].checkpoint, 0);
  const notices = load.workers.reduce((s, w, i) => s + w.notices - marks[i].notices, 0);
  const jobEvents = load.workers.reduce((s, w, i) => s + w.jobEvents - marks[i].jobEvents, 0);
  if (gaps.length) {
    const tries = load.workers.flatMap((w, i) => w.attempts.slice(marks[i].attempts));
    const counts = new Map();
    for (const n of tries) {
      const key = n >= 3 ? '3 or more' : String(n);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    const byTries = [...counts].sort().map(([n, count]) => `${n}: ${count}`);
    const at = (q) => secs(gaps[Math.min(gaps.length - 1, Math.floor(q * gaps.length))]);
    log(`   reconnects: p50 ${at(0.5)}, p90 ${at(0.9)}, max ${secs(gaps.at(-1))}; sockets opened until one was acknowledged: ${byTries.join(', ')}`);
  }
  log(`   ${payments.length} payments (${paid.length} answered 200, ${unanswered} not), ${load.seen.answers} HTTP answers, ${load.seen.fiveXx} 5xx, ${load.seen.failedConnections} failed connections; ${moved.length} sockets reconnected (${handedOver} closes told until when they had heard everything, ${fromCheckpoint} others caught up from a ping's checkpoint; ${incomplete} catch-ups so far answered "reload"; in this scenario ${resyncFailed} asks failed and were followed by a reload, ${catchUpFailed} reloads failed too), ${notConnected} not connected at the end; the workers' bells heard ${notices} notices and their job lists ${jobEvents} changes`);

  for (const [key, count] of Object.entries(load.seen.where).sort((a, b) => b[1] - a[1]).slice(0, 8)) log(`   5xx or no answer: ${count} x ${key}`);
  if (load.seen.unansweredSentAt.length) {
    // When the requests without an answer were sent, in 10 s steps after the fault: which phase of it they met.
    const steps = new Map();
    for (const at of load.seen.unansweredSentAt) {
      const step = Math.floor((at - faultAt) / 10_000) * 10;
      steps.set(step, (steps.get(step) ?? 0) + 1);
    }
    log(`   no answer, by when sent (s after the fault): ${[...steps].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${s}-${s + 10} s: ${n}`).join(', ')}`);
  }
  const common = [
    ['events missed (worker x paid job)', missed, '0', missed === 0 ? 'yes' : 'no'],
    ['payments lost', lost, '0', lost === 0 ? 'yes' : 'no'],
    ['payments doubled', doubled, '0', doubled === 0 ? 'yes' : 'no'],
    ['payments paid / attempted', `${paid.length} / ${payments.length}`, '-', '-'],
    ['sockets reconnected: max gap / caught up', gaps.length ? `${moved.length}: ${secs(gaps.at(-1))} / ${secs(caughtUp.at(-1))}` : '0', '-', '-'],
    ['live queue p99 during the fault (payment answered to worker told)', `${fmt(pct(delays, 99), 0)} ms (p50 ${fmt(pct(delays, 50), 0)} ms)`, '-', '-'],
    ["load generator's event-loop delay p99 (its timings are late by up to this)", `${fmt(load.seen.loopDelay.percentile(99) / 1e6, 0)} ms`, '-', '-'],
  ];
  return { title: outcome.title, rows: [...outcome.rows({ fiveXx: load.seen.fiveXx, failed: load.seen.failedConnections, gaps, caughtUp, moved, payments, faultAt }), ...common] };
}

const goal = (value, limit, unit = 's') => [value === null ? 'never' : unit === 's' ? secs(value) : value, `<= ${unit === 's' ? `${limit / 1000} s` : limit}`, value !== null && value <= limit ? 'yes' : 'no'];

/** 0. No fault: the same load on the whole cluster, the baseline the faults are read against. */
async function steady() {
  return { title: 'steady load, no fault', rows: ({ fiveXx, failed }) => [['5xx / failed connections seen by clients', `${fiveXx} / ${failed}`, '0', fiveXx + failed === 0 ? 'yes' : 'no']] };
}

/** 1. Every process of h1 killed (kill -9): its sockets move to h2 and h3, the balancer drops it. */
async function hostDies(load, faultAt) {
  const killed = topology.killNamespace('h1');
  log(`   kill -9 of h1's ${killed} processes`);
  const dropped = await timeUntil(async () => (await topology.serverStates()).h1 === 'DOWN', 10_000, faultAt);
  await load.waitConnected(load.workers, 20_000);
  const allBack = performance.now() - faultAt;
  const sockets = (await topology.stats()).find((r) => r.pxname === 'sockets' && r.svname === 'BACKEND');
  log(`   h1 marked down after ${secs(dropped)}; every socket back after ${secs(allBack)}; the balancer retried ${sockets?.wretr ?? '?'} websocket connections and sent ${sockets?.wredis ?? '?'} to another host; h1 restarted`);
  await sleep(Math.max(0, 10_000 - allBack));
  topology.startHost('h1', MAIN);
  await topology.waitHostReady('h1');
  await waitBalancer((s) => s.h1 === 'UP', 15_000);
  return {
    title: 'a host dies (kill -9 of h1)',
    rows: ({ fiveXx, failed, gaps, caughtUp }) => [
      ['balancer drops the host', ...goal(dropped, 3000)],
      ['its sockets reconnect (max)', ...goal(gaps.at(-1) ?? 0, 5000)],
      ['time to recover (every socket caught up)', secs(caughtUp.at(-1) ?? 0), '-', '-'],
      ['5xx / failed connections seen by clients', `${fiveXx} / ${failed}`, 'reported (requests on the killed host)', '-'],
    ],
  };
}

/** 3. h2 cut off from both database hosts (iptables inside its namespace), then let back. */
async function hostLosesDatabase(load, faultAt) {
  topology.partitionDatabase('h2', true);
  log('   h2 partitioned from the database');
  const readyz = () => fetch(`http://${addressOf('h2')}:${API_PORT}/readyz`, { signal: AbortSignal.timeout(3000) }).then((r) => r.status).catch(() => 0);
  const notReady = await timeUntil(async () => (await readyz()) === 503, 15_000, faultAt);
  const drained = await timeUntil(async () => (await topology.serverStates()).h2 === 'DOWN', 15_000, faultAt);
  await sleep(Math.max(0, SECONDS * 500 - (performance.now() - faultAt)));
  topology.partitionDatabase('h2', false);
  const healedAt = performance.now();
  log('   h2 link to the database back');
  const back = await timeUntil(async () => (await topology.serverStates()).h2 === 'UP', 30_000, healedAt);
  return {
    title: 'a host loses the database (h2 partitioned)',
    rows: ({ fiveXx, failed }) => [
      ['its /readyz turns 503', ...goal(notReady, 3000)],
      ['the balancer drains it', ...goal(drained, 5000)],
      ['it comes back by itself after the link returns', ...goal(back, 10_000)],
      ['5xx / failed connections seen by clients', `${fiveXx} / ${failed}`, 'reported (requests h2 took before it was drained)', '-'],
    ],
  };
}

/** 4. Each host in turn: SIGTERM (drain), start again, wait until the balancer has it back. */
async function rollingDeploy(load, faultAt) {
  for (const h of HOSTS) {
    log(`   deploying ${h} (${new Date().toISOString().slice(11, 23)} UTC, ${secs(performance.now() - faultAt)} after the fault)`);
    await topology.stopHost(h);
    topology.startHost(h, MAIN);
    await topology.waitHostReady(h);
    await waitBalancer((s) => s[h] === 'UP', 15_000);
    log(`   ${h} back; websockets per host: ${JSON.stringify(await topology.socketCounts())}`);
  }
  const took = performance.now() - faultAt;
  return {
    title: 'rolling deploy (h1, h2, h3 restarted one by one)',
    rows: ({ fiveXx, failed, moved, caughtUp }) => [
      ['5xx seen by clients', fiveXx, '0', fiveXx === 0 ? 'yes' : 'no'],
      ['failed connections seen by clients', failed, '0', failed === 0 ? 'yes' : 'no'],
      ['sockets moved and caught up', `${moved.length} moved, the last caught up after ${secs(caughtUp.at(-1) ?? 0)}`, 'every socket', load.workers.every((w) => w.up && w.downSince === null) ? 'yes' : 'no'],
      ['time to recover (the whole deploy)', secs(took), '-', '-'],
    ],
  };
}

/** 2. Every process of pg1 killed; the harness promotes pg2 (pg_ctl promote). */
async function primaryDies(load, faultAt) {
  topology.killNamespace('pg1');
  log('   kill -9 of the primary (pg1); promoting pg2');
  await topology.promoteReplica();
  primary = 'pg2';
  const promoted = performance.now() - faultAt;
  // Writes resume: the first payment sent after the fault that the API answered 200.
  const resumed = await timeUntil(async () => load.payments.some((p) => p.sentAt >= faultAt && p.status === 200), 60_000, faultAt);
  const firstOk = load.payments.filter((p) => p.sentAt >= faultAt && p.status === 200).map((p) => p.answeredAt - faultAt).sort((a, b) => a - b)[0];
  log(`   pg2 promoted after ${secs(promoted)}; a payment sent after the fault answered 200 after ${secs(firstOk ?? resumed)}`);
  return {
    title: 'the primary dies (pg1 killed, pg2 promoted)',
    rows: ({ fiveXx, failed, gaps }) => [
      ['writes resume (first payment after the fault answered 200)', ...goal(firstOk ?? resumed, 30_000)],
      ['live sockets: longest gap', secs(gaps.at(-1) ?? 0), '<= 30 s', (gaps.at(-1) ?? 0) <= 30_000 ? 'yes' : 'no'],
      ['5xx / failed connections seen by clients', `${fiveXx} / ${failed}`, 'reported (503 Retry-After while no primary)', '-'],
    ],
  };
}

main()
  .then((code) => {
    teardown();
    process.exit(code);
  })
  .catch((err) => {
    console.error(err);
    for (const c of topology?.children ?? []) if (c.label) console.error(`\n-- ${c.label} (exit ${c.exitCode ?? 'running'}):\n${c.output?.().slice(-2000)}`);
    teardown();
    process.exit(1);
  });
