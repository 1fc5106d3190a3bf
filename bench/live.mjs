// The live queue end to end, on the local PostgreSQL: bench/run.mjs runs it after the
// request cost (or alone: BENCH_ONLY=live npm run bench). Starts the product on a fresh
// database, loads 2,000 clients, 500 workers, 10,000 requests and the online workers, then
// measures a paid job reaching every online worker's list, on one API process and on two
// sharing Redis. Every load targets 127.0.0.1 only and every loop is bounded in count and
// time.
import http from 'node:http';
import path from 'node:path';
import {
  require, BASE_URL, DB_NAME, PORT_BASE, log, step, sleep, pct, fmt, loadAverage, table,
  servers, startServer, waitReady, stopServer, cpuMs, rssMiB, loadData, signIn, clientOperation,
} from './support.mjs';

const pg = require('pg');
const WebSocket = require('ws');

const REDIS_URL = process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379';
const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS || 1000);
/** BENCH_BELL=0: the simulated workers leave out the notification bell's subscription (the queue page alone). */
const WITH_BELL = process.env.BENCH_BELL !== '0';
/** The two API processes of the Redis row (PORT_BASE + 2 to + 5 are the request-cost bench's). */
const PORT_A = PORT_BASE;
const PORT_B = PORT_BASE + 1;
/** Payments per fan-out setup: one to warm up, then the measured ones. */
const FANOUT_EVENTS = Number(process.env.BENCH_FANOUT_EVENTS || 3);
/** BENCH_LIVE_SETUPS=one or two: only the one-process row or only the two-process (Redis) row. */
const SETUPS = (process.env.BENCH_LIVE_SETUPS || 'one,two').split(',');

// ---------------------------------------------------------------- the simulated workers

/**
 * What a build without queue items in its events asked for: the Available Requests card of that
 * client (refetch mode, for BENCH_SERVER runs of such a build). The current client's own
 * operations are read from its generated documents (clientOperation).
 */
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
  // The shipped client's own operations (its queue page, the bell, the shell's job events), as it sends them.
  const subscription = mode === 'cache' ? clientOperation('QueueChanged') : 'subscription QueueChanged { queueChanged { requestId kind categoryId } }';
  const bell = mode === 'cache' ? clientOperation('NotificationAdded') : 'subscription NotificationAdded { notificationAdded { id type title message isRead data createdAt } }';
  const jobs = clientOperation('WorkerJobChanged');
  const openJobs = mode === 'cache' ? clientOperation('OpenJobs') : OPEN_JOBS_QUERY;
  for (let i = 0; i < n; i++) {
    const port = ports[i % ports.length];
    const token = tokens[i % tokens.length];
    const ws = new WebSocket(`ws://127.0.0.1:${port}/graphql`, 'graphql-transport-ws');
    const w = { ws, list: new Set(), target: null, inList: null, noticeAt: null, requests: 0, notified: 0, ready: null };
    const refetch = () => {
      w.requests++;
      const body = JSON.stringify({ operationName: 'OpenJobs', query: openJobs, variables: {} });
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
          if (w.target !== null && w.noticeAt === null && Number(msg.payload.data?.notificationAdded?.data?.requestId) === w.target) w.noticeAt = performance.now();
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
  if (process.env.BENCH_HEAP_SNAPSHOT) await heapSnapshots(pids, process.env.BENCH_HEAP_SNAPSHOT);
  const times = [];
  const notices = [];
  const answered = [];
  const cpuPerEvent = [];
  let requests = 0;
  for (let e = 0; e <= FANOUT_EVENTS; e++) {
    const trigger = triggers.shift();
    workers.forEach((w) => {
      w.target = trigger.id;
      w.inList = null;
      w.noticeAt = null;
      w.requests = 0;
    });
    const cpuBefore = pids.map(cpuMs);
    const generatorBefore = process.cpuUsage();
    const { t0, answeredMs } = await payConsultation(ports[0], trigger);
    const deadline = Date.now() + 30000;
    while (workers.some((w) => w.inList === null) && Date.now() < deadline) await sleep(5);
    await sleep(300); // late requests caused by this event
    // Each event is measured alone: the next payment waits until this one's new-job notices are in every bell.
    if (WITH_BELL) while (workers.some((w) => w.noticeAt === null) && Date.now() < deadline) await sleep(5);
    const noticed = workers.filter((w) => w.noticeAt !== null).map((w) => w.noticeAt - t0).sort((a, b) => a - b);
    const cpu = pids.map((p, k) => cpuMs(p) - cpuBefore[k]);
    const generatorUsage = process.cpuUsage(generatorBefore);
    const generatorCpu = (generatorUsage.user + generatorUsage.system) / 1000;
    const got = workers.filter((w) => w.inList !== null);
    const sent = workers.reduce((n, w) => n + w.requests, 0);
    if (e === 0) {
      log(`  warm-up event: ${got.length}/${SUBSCRIBERS} have the job`);
    } else {
      times.push(...got.map((w) => w.inList - t0));
      notices.push(...noticed);
      answered.push(answeredMs);
      cpuPerEvent.push(cpu.reduce((a, b) => a + b, 0));
      requests += sent;
      log(`  event ${e}: payment answered in ${fmt(answeredMs)} ms; ${got.length}/${SUBSCRIBERS} have the job, the first after ${fmt(Math.min(...got.map((w) => w.inList - t0)))} ms, the last after ${fmt(Math.max(...got.map((w) => w.inList - t0)))} ms; ${sent} HTTP requests${WITH_BELL ? `; the notice in ${noticed.length} bells, p99 after ${fmt(pct(noticed, 99))} ms` : ''}; server CPU ${cpu.map((c) => fmt(c, 0)).join(' + ')} ms; load generator CPU ${fmt(generatorCpu, 0)} ms`);
    }
    await sleep(300);
  }
  times.sort((a, b) => a - b);
  notices.sort((a, b) => a - b);
  const rss = pids.map((p) => fmt(rssMiB(p), 0)).join(' + ');
  close();
  const notified = workers.filter((w) => w.notified > 0).length;
  if (WITH_BELL) log(`  ${notified}/${SUBSCRIBERS} sockets heard their new-job notifications`);
  return [label, `${times.length}/${SUBSCRIBERS * FANOUT_EVENTS}`, fmt(answered.reduce((a, b) => a + b, 0) / answered.length), fmt(Math.max(...answered)), fmt(pct(times, 50)), fmt(pct(times, 99)), fmt(times[times.length - 1]), WITH_BELL ? fmt(pct(notices, 99)) : '-', fmt(requests / FANOUT_EVENTS, 0), fmt(cpuPerEvent.reduce((a, b) => a + b, 0) / cpuPerEvent.length, 0), rss, loadAverage()];
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
