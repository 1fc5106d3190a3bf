// The live queue end to end, on the local PostgreSQL: bench/run.mjs runs it after the
// request cost (or alone: BENCH_ONLY=live npm run bench). Starts the product on a fresh
// database, loads 2,000 clients, 500 workers, 10,000 requests and the online workers, then
// measures a paid job reaching every online worker's list, on one API process and on two
// sharing Redis. Every load targets 127.0.0.1 only and every loop is bounded in count and
// time.
import fs from 'node:fs';
import path from 'node:path';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { simulatedWorkers, now, WITH_BELL } from './live-workers.mjs';
import {
  require, PORT_BASE, log, step, sleep, pct, fmt, loadAverage, table,
  servers, startServer, waitReady, stopServer, cpuMs, rssMiB, loadData, signIn, freshDatabase,
} from './support.mjs';

const REDIS_URL = process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379';
const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS || 1000);
/** The two API processes of the Redis row (PORT_BASE + 2 to + 5 are the request-cost bench's). */
const PORT_A = PORT_BASE;
const PORT_B = PORT_BASE + 1;
/** Payments per fan-out setup: one to warm up, then the measured ones. */
const FANOUT_EVENTS = Number(process.env.BENCH_FANOUT_EVENTS || 3);
/** BENCH_LIVE_SETUPS: `one` (one process), `two` (two processes sharing Redis), `cluster` (one WEB_CONCURRENCY=2 cluster with Redis, its primary counted); default one,two. */
const SETUPS = (process.env.BENCH_LIVE_SETUPS || 'one,two').split(',');

// ---------------------------------------------------------------- the simulated workers

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

/** Simulated workers a generator process carries at most (a process here may open 20,000 descriptors). */
const PER_GENERATOR = 9000;
const GENERATORS = Number(process.env.BENCH_GENERATORS || Math.ceil(SUBSCRIBERS / PER_GENERATOR));

/**
 * The simulated workers, in this process or split across GENERATORS processes of their own
 * (bench/live-generator.mjs), behind one interface: arm them for an event's job, ask how many
 * still miss it, collect their times (wall-clock, comparable across processes) and their CPU.
 */
async function workerPool(ports, tokens, n, live) {
  if (GENERATORS <= 1) {
    const { workers, close } = await simulatedWorkers(ports, tokens, n, live);
    const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
    return {
      generators: 1,
      arm: async (target) => workers.forEach((w) => Object.assign(w, { target, inList: null, noticeAt: null, requests: 0 })),
      pending: async () => ({ list: workers.filter((w) => w.inList === null).length, notice: workers.filter((w) => w.noticeAt === null).length }),
      collect: async () => ({ inList: workers.map((w) => w.inList), noticeAt: workers.map((w) => w.noticeAt), requests: workers.reduce((k, w) => k + w.requests, 0), notified: workers.filter((w) => w.notified > 0).length, cpuMs: cpu() }),
      close: async () => close(),
    };
  }
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'live-generator.mjs');
  const share = Math.ceil(n / GENERATORS);
  const children = [];
  for (let g = 0; g < GENERATORS; g++) {
    const offset = g * share;
    const count = Math.min(share, n - offset);
    if (count <= 0) break;
    const child = fork(script, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    const shareTokens = Array.from({ length: count }, (_, k) => tokens[(offset + k) % tokens.length]);
    child.send({ ports, tokens: shareTokens, count, offset, live });
    const waiting = new Map();
    let next = 0;
    const ready = new Promise((resolve, reject) => {
      child.on('message', (msg) => {
        if (msg.type === 'ready') return resolve();
        waiting.get(msg.id)?.(msg);
        waiting.delete(msg.id);
      });
      child.once('exit', (code) => reject(new Error(`a load generator exited with ${code}`)));
    });
    const ask = (type, extra = {}) => new Promise((resolve) => { const id = ++next; waiting.set(id, resolve); child.send({ type, id, ...extra }); });
    children.push({ child, ready, ask });
  }
  await Promise.all(children.map((c) => c.ready));
  const all = (type, extra) => Promise.all(children.map((c) => c.ask(type, extra)));
  return {
    generators: children.length,
    arm: async (target) => { await all('arm', { target }); },
    pending: async () => (await all('pending')).reduce((t, r) => ({ list: t.list + r.list, notice: t.notice + r.notice }), { list: 0, notice: 0 }),
    collect: async () => {
      const parts = await all('collect');
      return { inList: parts.flatMap((p) => p.inList), noticeAt: parts.flatMap((p) => p.noticeAt), requests: parts.reduce((k, p) => k + p.requests, 0), notified: parts.reduce((k, p) => k + p.notified, 0), cpuMs: parts.reduce((k, p) => k + p.cpuMs, 0) };
    },
    close: async () => { await all('close'); },
  };
}

/** A heap snapshot of each server (started with --heapsnapshot-signal), written to `dir`; resolves once each file has stopped growing. */
async function heapSnapshots(pids, dir) {
  const fs = require('node:fs');
  const files = () => fs.readdirSync(dir).filter((f) => f.endsWith('.heapsnapshot'));
  for (const pid of pids) {
    const before = new Set(files());
    process.kill(pid, 'SIGUSR2');
    let file = null;
    while (!file) {
      await sleep(200);
      file = files().find((f) => !before.has(f)) ?? null;
    }
    let size = -1;
    for (;;) {
      await sleep(1000);
      const now = fs.statSync(path.join(dir, file)).size;
      if (now === size) break;
      size = now;
    }
    log(`  heap snapshot of ${pid}: ${path.join(dir, file)} (${fmt(size / 1048576, 0)} MiB)`);
  }
}

async function payConsultation(port, trigger) {
  const clientToken = await signIn(port, trigger.email);
  const t0 = now();
  const pay = await fetch(`http://127.0.0.1:${port}/api/service-requests/${trigger.id}/process-payment`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${clientToken}` },
    body: JSON.stringify({ paymentAmount: 102.99, paymentMethod: 'google_pay', paymentType: 'appointment_fee', squareTransactionId: `bench-${trigger.id}-${Date.now()}` }),
  });
  if (!pay.ok) throw new Error(`payment for fan-out failed: ${pay.status} ${await pay.text()}`);
  return { t0, answeredMs: now() - t0 };
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
  const pool = await workerPool(ports, tokens, SUBSCRIBERS, live);
  if (pool.generators > 1) log(`  the workers run in ${pool.generators} load generator processes`);
  if (process.env.BENCH_HEAP_SNAPSHOT) await heapSnapshots(pids, process.env.BENCH_HEAP_SNAPSHOT);
  // Polling the generators costs them a message each: every 5 ms in this process, every 20 ms across processes.
  const poll = pool.generators > 1 ? 20 : 5;
  const times = [];
  const notices = [];
  const answered = [];
  const cpuPerEvent = [];
  let requests = 0;
  let lost = 0;
  let generatorCpuBefore = (await pool.collect()).cpuMs;
  for (let e = 0; e <= FANOUT_EVENTS; e++) {
    const trigger = triggers.shift();
    await pool.arm(trigger.id);
    const cpuBefore = pids.map(cpuMs);
    const { t0, answeredMs } = await payConsultation(ports[0], trigger);
    const deadline = Date.now() + 30000;
    while ((await pool.pending()).list > 0 && Date.now() < deadline) await sleep(poll);
    await sleep(300); // late requests caused by this event
    // Each event is measured alone: the next payment waits until this one's new-job notices are in every bell.
    if (WITH_BELL) while ((await pool.pending()).notice > 0 && Date.now() < deadline) await sleep(poll);
    const cpu = pids.map((p, k) => cpuMs(p) - cpuBefore[k]);
    const result = await pool.collect();
    const generatorCpu = result.cpuMs - generatorCpuBefore;
    generatorCpuBefore = result.cpuMs;
    const noticed = result.noticeAt.filter((t) => t !== null).map((t) => t - t0).sort((a, b) => a - b);
    const got = result.inList.filter((t) => t !== null).map((t) => t - t0);
    if (e === 0) {
      log(`  warm-up event: ${got.length}/${SUBSCRIBERS} have the job`);
    } else {
      times.push(...got);
      notices.push(...noticed);
      answered.push(answeredMs);
      cpuPerEvent.push(cpu.reduce((a, b) => a + b, 0));
      requests += result.requests;
      lost += SUBSCRIBERS - got.length;
      log(`  event ${e}: payment answered in ${fmt(answeredMs)} ms; ${got.length}/${SUBSCRIBERS} have the job, the first after ${fmt(Math.min(...got))} ms, the last after ${fmt(Math.max(...got))} ms; ${result.requests} HTTP requests${WITH_BELL ? `; the notice in ${noticed.length} bells, p99 after ${fmt(pct(noticed, 99))} ms` : ''}; server CPU ${cpu.map((c) => fmt(c, 0)).join(' + ')} ms; load generator CPU ${fmt(generatorCpu, 0)} ms`);
    }
    await sleep(300);
  }
  times.sort((a, b) => a - b);
  notices.sort((a, b) => a - b);
  const rss = pids.map((p) => fmt(rssMiB(p), 0)).join(' + ');
  const { notified } = await pool.collect();
  await pool.close();
  if (WITH_BELL) log(`  ${notified}/${SUBSCRIBERS} sockets heard their new-job notifications; ${lost} times a worker's list never got an event's job within 30 s`);
  return [label, `${times.length}/${SUBSCRIBERS * FANOUT_EVENTS}`, fmt(answered.reduce((a, b) => a + b, 0) / answered.length), fmt(Math.max(...answered)), fmt(pct(times, 50)), fmt(pct(times, 99)), fmt(times[times.length - 1]), WITH_BELL ? fmt(pct(notices, 99)) : '-', fmt(requests / FANOUT_EVENTS, 0), fmt(cpuPerEvent.reduce((a, b) => a + b, 0) / cpuPerEvent.length, 0), rss, loadAverage()];
}

// ---------------------------------------------------------------- main

async function main() {
  const started = Date.now();
  await freshDatabase();

  step('starting the product (migrations and catalog)');
  let a = startServer(PORT_A, { SEED_DEMO_DATA: 'false' });
  await waitReady(PORT_A, a);

  step('loading data');
  const data = await loadData({ liveWorkers: SUBSCRIBERS });

  const rows = [];
  if (SETUPS.includes('one')) {
    step(`4. live queue: ${SUBSCRIBERS} workers with Available Requests open, one process`);
    rows.push(await liveQueue('one process, in-memory PubSub', [PORT_A], [a.pid], data.liveTokens, data.triggers));
  }
  let b = null;
  if (SETUPS.includes('two')) {
    step(`5. live queue: ${SUBSCRIBERS} workers across two processes sharing Redis (${REDIS_URL})`);
    await stopServer(a);
    a = startServer(PORT_A, { REDIS_URL, SEED_DEMO_DATA: 'false' });
    b = startServer(PORT_B, { REDIS_URL, SEED_DEMO_DATA: 'false' });
    await Promise.all([waitReady(PORT_A, a), waitReady(PORT_B, b)]);
    rows.push(await liveQueue('two processes, Redis PubSub', [PORT_A, PORT_B], [a.pid, b.pid], data.liveTokens, data.triggers));
  }
  if (SETUPS.includes('cluster')) {
    // What a host runs (WEB_CONCURRENCY=2 with Redis): node:cluster hands each new socket to its workers in turn;
    // CPU and RSS are the primary's and both workers' (three processes).
    step(`6. live queue: ${SUBSCRIBERS} workers on one 2-process cluster with Redis (${REDIS_URL})`);
    await stopServer(a);
    if (b) await stopServer(b);
    b = null;
    a = startServer(PORT_A, { REDIS_URL, SEED_DEMO_DATA: 'false', WEB_CONCURRENCY: '2' });
    await waitReady(PORT_A, a);
    const workers = fs.readFileSync(`/proc/${a.pid}/task/${a.pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    rows.push(await liveQueue('2-process cluster, Redis PubSub (primary + workers)', [PORT_A], [a.pid, ...workers], data.liveTokens, data.triggers));
  }
  table('From sending a payment until the job is in each worker\'s Available Requests list', ['setup', 'workers with the job', 'payment answered, mean ms', 'max ms', 'in list p50 ms', 'p99 ms', 'max ms', 'notice in the bell p99 ms', 'HTTP requests per event', 'server CPU per event ms', 'server RSS MiB', 'load average'], rows);

  await Promise.all([stopServer(a), b && stopServer(b)]);
  log(`\nbench finished in ${fmt((Date.now() - started) / 1000, 0)} s`);
}

main().catch((err) => {
  console.error(err);
  for (const child of servers) console.error(`\n-- server ${child.pid} (exit ${child.exitCode ?? 'running'}):\n${child.output().slice(-3000)}`);
  for (const child of servers) if (child.exitCode === null) child.kill('SIGTERM');
  process.exit(1);
});
