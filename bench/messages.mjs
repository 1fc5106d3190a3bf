// Conversation messages end to end, on the local PostgreSQL: `node bench/messages.mjs` (after
// `npm run build`). Starts the product on a fresh database, loads the bench data (bench/support.mjs
// loadData) with BENCH_SUBSCRIBERS (5,000) online workers, each on graphql-ws with what the
// shipped worker app subscribes to on every screen (the queue, the bell, their own jobs); puts
// BENCH_CONVERSATIONS (25) of those workers on a job each, whose client and worker have the
// job's conversation open (the shipped screen's MessageAdded and ConversationRead on their one
// socket). Then sends BENCH_MESSAGES (300) messages with the shipped SendMessage mutation at
// BENCH_MESSAGE_RATE (5) a second, open loop, taking turns between conversations and between
// the client and the worker, and times each from sending it until it arrives on the other
// participant's socket. The message is matched by a unique tag in its body. Every load targets
// 127.0.0.1 only and every loop is bounded in count and time.
//
// BENCH_CLIENT_PROCESSES (1) spreads the online workers' sockets over that many child
// processes (for a machine where one process cannot hold them all); the participants stay in
// this process.
import { fork } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import {
  require, DB_NAME, PORT_BASE, log, step, sleep, pct, fmt, loadAverage, table, dbUrl,
  servers, startServer, waitReady, stopServer, cpuMs, rssMiB, loadData, clientOperation, freshDatabase,
} from './support.mjs';
import { openSocket, workerShell, onlineWorkers, gql } from './sockets.mjs';

const pg = require('pg');

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS || 5000);
const CONVERSATIONS = Number(process.env.BENCH_CONVERSATIONS || 25);
const MESSAGES = Number(process.env.BENCH_MESSAGES || 300);
const RATE = Number(process.env.BENCH_MESSAGE_RATE || 5);
const WARMUP = 20;
const CLIENT_PROCESSES = Math.max(1, Number(process.env.BENCH_CLIENT_PROCESSES || 1));
const PORT = PORT_BASE;

// A child process holding a share of the online workers: told { port, tokens }, answers 'ready'.
if (process.argv[2] === '--sockets') {
  process.on('message', async (m) => {
    if (m.type === 'open') {
      const { close } = await onlineWorkers(m.port, m.tokens);
      process.send({ type: 'ready' });
      process.on('message', (x) => x.type === 'close' && (close(), process.exit(0)));
    }
  });
} else {
  main().catch((err) => {
    console.error(err);
    for (const child of servers) console.error(`\n-- server ${child.pid} (exit ${child.exitCode ?? 'running'}):\n${child.output().slice(-3000)}`);
    for (const child of servers) if (child.exitCode === null) child.kill('SIGTERM');
    process.exit(1);
  });
}

/** The online workers spread over CLIENT_PROCESSES (this one when 1). */
async function spreadWorkers(port, tokens) {
  if (CLIENT_PROCESSES === 1) {
    const own = await onlineWorkers(port, tokens);
    return { close: own.close, pids: [] };
  }
  const children = [];
  const share = Math.ceil(tokens.length / CLIENT_PROCESSES);
  for (let k = 0; k < CLIENT_PROCESSES; k++) {
    const child = fork(fileURLToPath(import.meta.url), ['--sockets'], { stdio: 'inherit' });
    const ready = new Promise((resolve) => child.on('message', (m) => m.type === 'ready' && resolve()));
    child.send({ type: 'open', port, tokens: tokens.slice(k * share, (k + 1) * share) });
    children.push({ child, ready });
  }
  await Promise.all(children.map((c) => c.ready));
  return { close: () => children.forEach((c) => c.child.send({ type: 'close' })), pids: children.map((c) => c.child.pid) };
}

/**
 * CONVERSATIONS jobs under way, each with one of the online workers on it and a client with a
 * session of their own (both tokens returned), and the job's conversation opened.
 */
async function conversationJobs(port, liveTokens) {
  const db = new pg.Client({ connectionString: dbUrl(DB_NAME) });
  await db.connect();
  const workers = (await db.query(`select p.id, p.user_id from service_providers p join users u on u.id = p.user_id where u.email like 'bench-live-%' order by u.id limit $1`, [CONVERSATIONS])).rows;
  const jobs = (
    await db.query(
      `select r.id, c.user_id from service_requests r join clients c on c.id = r.client_id
        where r.status = 'pending' and r.appointment_fee_paid and r.provider_id is null order by r.id limit $1`,
      [CONVERSATIONS],
    )
  ).rows;
  const clientTokens = jobs.map(() => randomBytes(32).toString('base64url'));
  for (let i = 0; i < jobs.length; i++) {
    await db.query(`update service_requests set provider_id = $1, status = 'in_progress' where id = $2`, [workers[i].id, jobs[i].id]);
    await db.query(`insert into sessions (token_hash, user_id, created_at, expires_at) values ($1, $2, now(), now() + interval '1 day')`, [createHash('sha256').update(clientTokens[i]).digest('hex'), jobs[i].user_id]);
  }
  await db.end();
  const conversation = clientOperation('Conversation');
  const out = [];
  for (let i = 0; i < jobs.length; i++) {
    const { conversation: c } = await gql(port, clientTokens[i], conversation, { requestId: String(jobs[i].id) }, 'Conversation');
    // liveTokens[i] is the session of the i-th online worker (the same order as their users' ids).
    out.push({ requestId: jobs[i].id, conversationId: c.id, clientToken: clientTokens[i], workerToken: liveTokens[i] });
  }
  return out;
}

async function main() {
  const started = Date.now();
  await freshDatabase();

  step('starting the product (migrations and catalog)');
  const server = startServer(PORT, { SEED_DEMO_DATA: 'false' });
  await waitReady(PORT, server);

  step('loading data');
  const data = await loadData({ liveWorkers: SUBSCRIBERS });
  const jobs = await conversationJobs(PORT, data.liveTokens);

  step(`${SUBSCRIBERS} online workers on graphql-ws (queue, bell, own jobs)${CLIENT_PROCESSES > 1 ? `, over ${CLIENT_PROCESSES} client processes` : ''}`);
  // The participating workers' own sockets carry the conversation too: they are opened below, not here.
  const others = await spreadWorkers(PORT, data.liveTokens.slice(CONVERSATIONS));

  step(`${CONVERSATIONS} conversations open on both sides (the client's and the worker's screens)`);
  const arrivals = new Map(); // tag -> { t0, at: performance.now() of arrival at the other side }
  const messageAdded = clientOperation('MessageAdded');
  const conversationRead = clientOperation('ConversationRead');
  const clientShell = [['r', clientOperation('ClientRequestChanged'), {}], ['n', clientOperation('NotificationAdded'), {}]];
  const hear = (side) => (id, payload) => {
    if (id !== 'm') return;
    const body = payload.data?.messageAdded?.body ?? '';
    const tag = /\[(bench-\d+)\]/.exec(body)?.[1];
    const entry = tag && arrivals.get(tag);
    if (entry && entry.to === side && entry.at === null) entry.at = performance.now();
  };
  const participants = [];
  jobs.forEach((job, i) => {
    const screen = [['m', messageAdded, { conversationId: job.conversationId }], ['s', conversationRead, { conversationId: job.conversationId }]];
    participants.push(openSocket(PORT, job.clientToken, [...clientShell, ...screen], hear(`client-${i}`)));
    participants.push(openSocket(PORT, job.workerToken, [...workerShell(), ...screen], hear(`worker-${i}`)));
  });
  await Promise.all(participants.map((p) => p.ready));
  await sleep(1000); // subscriptions registered server-side
  log(`  ${SUBSCRIBERS - CONVERSATIONS + participants.length} sockets open; server RSS ${fmt(rssMiB(server.pid), 0)} MiB; load average ${loadAverage()}`);

  const sendMessage = clientOperation('SendMessage');
  const answered = [];
  const send = async (n, measured) => {
    const job = jobs[n % jobs.length];
    const fromClient = Math.floor(n / jobs.length) % 2 === 0;
    const tag = `bench-${n}`;
    const to = `${fromClient ? 'worker' : 'client'}-${n % jobs.length}`;
    const entry = { t0: performance.now(), at: null, to, measured };
    arrivals.set(tag, entry);
    const body = `Running about ten minutes late, see you soon [${tag}]`;
    await gql(PORT, fromClient ? job.clientToken : job.workerToken, sendMessage, { input: { conversationId: job.conversationId, body } }, 'SendMessage');
    if (measured) answered.push(performance.now() - entry.t0);
  };

  step(`warm-up: ${WARMUP} messages`);
  for (let n = 0; n < WARMUP; n++) await send(n, false);
  await sleep(1000);

  step(`${MESSAGES} messages at ${RATE} a second (open loop)`);
  const cpuBefore = cpuMs(server.pid);
  const t = performance.now();
  const pending = [];
  for (let k = 0; k < MESSAGES; k++) {
    const due = t + (k * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    pending.push(send(WARMUP + k, true));
  }
  await Promise.all(pending);
  const deadline = Date.now() + 30_000;
  const measured = [...arrivals.values()].filter((e) => e.measured);
  while (measured.some((e) => e.at === null) && Date.now() < deadline) await sleep(10);
  const serverCpu = cpuMs(server.pid) - cpuBefore;
  const times = measured.filter((e) => e.at !== null).map((e) => e.at - e.t0).sort((a, b) => a - b);
  answered.sort((a, b) => a - b);
  const rss = fmt(rssMiB(server.pid), 0);

  table(
    `From sendMessage until the message is on the other participant's socket (${SUBSCRIBERS.toLocaleString('en-US')} workers online, ${CONVERSATIONS} conversations open, ${MESSAGES} messages at ${RATE}/s)`,
    ['arrived', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'sender answered p50 ms', 'p99 ms', 'server CPU per message ms', 'server RSS MiB', 'load average'],
    [[`${times.length}/${MESSAGES}`, fmt(pct(times, 50)), fmt(pct(times, 95)), fmt(pct(times, 99)), fmt(times[times.length - 1]), fmt(pct(answered, 50)), fmt(pct(answered, 99)), fmt(serverCpu / MESSAGES), rss, loadAverage()]],
  );
  const p99 = pct(times, 99);
  log(`\n${times.length === MESSAGES && p99 < 300 ? 'PASS' : 'FAIL'}: p99 ${fmt(p99)} ms (target under 300 ms), ${times.length}/${MESSAGES} arrived`);

  participants.forEach((p) => p.ws.close());
  others.close();
  await stopServer(server);
  log(`\nbench finished in ${fmt((Date.now() - started) / 1000, 0)} s`);
  process.exit(0);
}
