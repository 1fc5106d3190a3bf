// The push sender: 1,000 people with one subscribed device each, a push notice queued for each
// (outbound_messages, channel push, as a committed change writes them), sent by the app's own
// message dispatcher (claims of 25, FOR UPDATE SKIP LOCKED, Web Push encryption and VAPID
// signing by `web-push`) to a push service on 127.0.0.1 in a process of its own that answers
// 201. Prints the pushes delivered per second. Needs the server built (npm run build -w server).
//
//   node bench/push.mjs                       (BENCH_PUSH_DEVICES=1000, BENCH_PUSH_ROUNDS=3)
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { BASE_URL, dbUrl, fmt, log, root, step, table, loadAverage } from './support.mjs';

const require = createRequire(import.meta.url);
require('reflect-metadata');
const pg = require('pg');
const pino = require('pino');
const dist = (p) => require(path.join(root, 'server/dist', p));
const { ormConfig } = dist('db/orm-config.js');
const { migrate } = dist('db/database.js');
const { MessageDispatcher } = dist('modules/messages/message-dispatcher.js');
const { WebPushSender } = dist('modules/messages/push-sender.js');
const { generateVapidKeys } = dist('shared/vapid-keys.js');

const DEVICES = Number(process.env.BENCH_PUSH_DEVICES || 1000);
const ROUNDS = Number(process.env.BENCH_PUSH_ROUNDS || 3);
const DB = 'bench_push';

/** The push service: its own process, 201 for every message, counting them. */
function startPushService() {
  const child = spawn(process.execPath, ['-e', `
    let n = 0;
    const server = require('node:http').createServer((req, res) => { req.resume(); req.on('end', () => { n++; res.writeHead(201).end(); }); });
    server.keepAliveTimeout = 60000;
    server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
    process.on('message', () => process.send({ received: n }));
  `], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const next = () => new Promise((resolve) => child.once('message', resolve));
  return {
    ready: next().then((m) => `http://127.0.0.1:${m.port}`),
    received: async () => {
      const answer = next();
      child.send('count');
      return (await answer).received;
    },
    stop: () => child.kill(),
  };
}

function deviceKeys() {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: crypto.randomBytes(16).toString('base64url') };
}

async function main() {
  const admin = new pg.Client({ connectionString: BASE_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${DB} with (force)`);
  await admin.query(`create database ${DB}`);
  await admin.end();
  const { MikroORM: ORM } = require('@mikro-orm/postgresql');
  const orm = await ORM.init(ormConfig({ clientUrl: dbUrl(DB), poolMax: 10 }));
  await migrate(orm);
  const service = startPushService();
  try {
    await run(orm, service);
  } finally {
    service.stop();
    await orm.close(true);
  }
}

async function run(orm, service) {
  const origin = await service.ready;

  step(`${DEVICES} people, one subscribed device each, at ${origin}`);
  const em = orm.em.fork();
  const users = await em.execute(
    `insert into users (email, password_hash, role, first_name, last_name, referral_code, created_at, updated_at)
     select 'push' || g || '@bench.local', 'x', 'admin', 'Admin', 'No ' || g, 'PUSH' || lpad(g::text, 8, '0'), now(), now() from generate_series(1, ?) g returning id`,
    [DEVICES],
  );
  for (let i = 0; i < users.length; i += 500) {
    const slice = users.slice(i, i + 500);
    await em.execute(
      `insert into push_subscriptions (user_id, endpoint, p256dh, auth, created_at, updated_at) values ${slice.map(() => '(?, ?, ?, ?, now(), now())').join(', ')}`,
      slice.flatMap((u) => {
        const k = deviceKeys();
        return [u.id, `${origin}/devices/${u.id}`, k.p256dh, k.auth];
      }),
    );
  }

  const sender = new WebPushSender({ ...generateVapidKeys(), subject: 'mailto:bench@elite-services.local' });
  // As app.ts makes it (its defaults: claims of 25, 32 pushes on the wire), without its poll.
  const dispatcher = new MessageDispatcher(orm, { publicUrl: 'http://127.0.0.1' }, pino({ level: 'warn' }), { mail: { description: 'none', send: async () => {}, close() {} }, sms: { description: 'none', send: async () => {} }, push: sender, pollMs: 3_600_000, ...(process.env.BENCH_PUSH_BATCH ? { batchSize: Number(process.env.BENCH_PUSH_BATCH) } : {}) });

  const rows = [];
  for (let round = 1; round <= ROUNDS; round++) {
    await em.execute(
      `insert into outbound_messages (user_id, channel, kind, state, context, message_id, attempts, due_at, created_at)
       select id, 'push', 'new_message_admin', 'queued', jsonb_build_object('title', 'New message from Ann', 'message', 'Support: my card was charged twice', 'path', '/messages' || chr(63) || 'conversation=' || id), '<bench-' || ? || '-' || id || '@bench>', 0, now(), now() from users`,
      [round],
    );
    const before = await service.received();
    const started = process.hrtime.bigint();
    const cpu = process.cpuUsage();
    while ((await dispatcher.dispatchBatch()) > 0);
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const used = process.cpuUsage(cpu);
    const cpuSeconds = (used.user + used.system) / 1e6;
    const delivered = (await service.received()) - before;
    const [states] = await em.execute(`select count(*) filter (where state = 'sent')::int as sent, count(*) filter (where state <> 'sent')::int as other from outbound_messages where message_id like ?`, [`<bench-${round}-%`]);
    rows.push([round, delivered, states.sent, states.other, fmt(seconds, 2), fmt(delivered / seconds, 0), fmt((cpuSeconds * 1000) / delivered, 2), fmt(delivered / cpuSeconds, 0)]);
  }
  table(`Push sender: ${DEVICES} devices, one message each per round (load ${loadAverage()})`, ['round', 'delivered', 'sent', 'not sent', 'seconds', 'pushes/s', 'sender CPU ms/push', 'pushes per sender CPU-second'], rows);
  const best = Math.max(...rows.map((r) => Number(r[5])));
  const median = rows.map((r) => Number(r[5])).sort((a, b) => a - b)[Math.floor(rows.length / 2)];
  const perCpu = rows.map((r) => Number(r[7])).sort((a, b) => a - b)[Math.floor(rows.length / 2)];
  log(`\npushes per second: median ${fmt(median, 0)}, best ${fmt(best, 0)} (goal: at least 500); per CPU-second of the sending process: median ${fmt(perCpu, 0)}`);
  log(`cores: ${os.cpus().length}, load average: ${loadAverage()} (other processes' load slows the wall-clock figure, not the CPU one)`);

  await dispatcher.stop();
  if (median < 500) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
