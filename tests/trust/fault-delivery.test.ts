import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net, { type AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { createClient, type Client as WsClient } from 'graphql-ws';
import pino from 'pino';
import { MikroORM } from '@mikro-orm/postgresql';
import { startTestApp, signIn, type TestApp } from '../support/app';
import { createApp, type AppHandle } from '../../server/src/app';
import { createAppPubSub, type PubSubHandle } from '../../server/src/events/pubsub';
import { ormConfig } from '../../server/src/db/orm-config';
import { databaseRedisPrefix, loadConfig } from '../../server/src/config';

/**
 * Live events while Redis is unreachable: the outbox counts an event delivered only once Redis
 * confirmed its publish (a failed one stays for a retry with backoff and goes out once Redis is
 * back), live sockets learn that they missed events (closed with 4503, which the client
 * retries, then refetches what it shows), and the outage is logged once and its end once,
 * without ioredis's stack trace per reconnection attempt.
 */

const hasRedis = spawnSync('redis-server', ['--version']).status === 0;
if (!hasRedis) console.info('Skipped: redis-server is not installed (the Redis outage tests start one of their own).');
const redisTest = hasRedis ? it : it.skip;

let REDIS_PORT = 0;
let REDIS_URL = '';
let app: TestApp;
beforeAll(async () => {
  if (!hasRedis) return;
  const probe = net.createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  REDIS_PORT = (probe.address() as AddressInfo).port;
  REDIS_URL = `redis://127.0.0.1:${REDIS_PORT}`;
  await new Promise((r) => probe.close(r));
  app = await startTestApp({ seed: true });
  // The test app publishes in memory: its deliverer would count every event delivered. The Redis process below delivers.
  await app.handle.outbox.stop();
}, 120_000);
afterAll(() => app?.close());

function startRedis(): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(REDIS_PORT), '--save', '', '--appendonly', 'no', '--bind', '127.0.0.1'], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => {
      if (/Ready to accept connections/i.test(d.toString())) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}`)));
  });
}

function stopRedis(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

async function until<T>(what: string, check: () => Promise<T | null | undefined | false> | T | null | undefined | false, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await check();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

interface Proc {
  url: string;
  handle: AppHandle;
  pubsub: PubSubHandle;
  orm: MikroORM;
}

redisTest('keeps an event undelivered until Redis confirms it, tells sockets they missed events, and logs the outage once', async () => {
  const lines: { level: number; msg: string; err?: unknown }[] = [];
  const log = pino({ level: 'debug' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  const consoleErrors = jest.spyOn(console, 'error');
  let redis = await startRedis();
  const orm = await MikroORM.init(ormConfig({ clientUrl: app.db.url, poolMax: app.db.kind === 'pglite' ? 2 : 3 }));
  const pubsub = createAppPubSub(REDIS_URL, { channelPrefix: databaseRedisPrefix(app.db.url), log });
  const handle = await createApp({ config: loadConfig({ NODE_ENV: 'test', SCHEDULER_INTERVAL_SECONDS: '0' }), orm, pubsub: pubsub.pubsub, log });
  await new Promise<void>((r) => handle.httpServer.listen(0, '127.0.0.1', r));
  const p: Proc = { url: `http://127.0.0.1:${(handle.httpServer.address() as AddressInfo).port}`, handle, pubsub, orm };
  const clients: WsClient[] = [];
  try {
    const token = await signIn(app, 'client@demo.elite');
    const heard: string[] = [];
    const closes: number[] = [];
    const listen = (retryAttempts: number) => {
      const c = createClient({
        url: p.url.replace('http', 'ws') + '/graphql',
        webSocketImpl: WebSocket,
        connectionParams: { authorization: `Bearer ${token}` },
        lazy: false,
        retryAttempts,
        retryWait: () => new Promise((r) => setTimeout(r, 200)),
        onNonLazyError: () => undefined,
        on: { closed: (e) => void closes.push((e as { code: number }).code) },
      });
      c.subscribe<{ notificationAdded: { title: string } }>({ query: 'subscription { notificationAdded { title } }' }, { next: (v) => void heard.push(v.data!.notificationAdded.title), error: () => undefined, complete: () => undefined });
      clients.push(c);
    };
    const notify = async (title: string) => {
      const res = await fetch(`${p.url}/api/notifications`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ type: 'system_alert', title, message: 'fault delivery test' }) });
      expect(res.status).toBe(201);
    };
    /** The outbox message that publishes the notification titled `title`. */
    const outboxRow = async (title: string) => {
      const [row] = await app.orm.em.fork().getConnection().execute<{ delivered_at: Date | null; attempts: number; last_error: string | null }[]>(
        `select o.delivered_at, o.attempts, o.last_error from outbox_messages o join notifications n on o.payload->'ids' @> to_jsonb(n.id) where o.type = 'notifications' and n.title = ?`,
        [title],
      );
      return row;
    };

    listen(0);
    await until('the subscriber to hear an event', async () => {
      await notify(`before ${heard.length}`);
      await new Promise((r) => setTimeout(r, 150));
      return heard.some((h) => h.startsWith('before'));
    });
    const warnedBefore = lines.filter((l) => l.level >= 40).length;

    // Redis goes away: the socket learns it may miss events.
    await stopRedis(redis);
    await until('the socket to be told it missed events', () => closes.includes(4503), 10_000);

    // A notification made meanwhile is stored, and its publication stays undelivered, retried with backoff.
    await notify('during the outage');
    await new Promise((r) => setTimeout(r, 2500));
    const waiting = await outboxRow('during the outage');
    expect(waiting).toBeDefined();
    expect(waiting.delivered_at).toBeNull();
    expect(waiting.attempts).toBeGreaterThanOrEqual(1);
    expect(waiting.last_error).toMatch(/event bus/);

    // Redis returns: the waiting publication goes out, to a subscriber that catches up.
    redis = await startRedis();
    listen(20);
    const delivered = await until('the waiting publication to be delivered', async () => (await outboxRow('during the outage'))?.delivered_at, 30_000);
    expect(delivered).toBeTruthy();
    await until('events to reach subscribers again', async () => {
      await notify(`after ${heard.length}`);
      await new Promise((r) => setTimeout(r, 150));
      return heard.some((h) => h.startsWith('after'));
    });

    // One warning for the outage, one line for its end, no stack trace per reconnection attempt, no warning per retry.
    const during = lines.slice(0);
    expect(during.filter((l) => /redis .*unavailable/i.test(l.msg))).toHaveLength(1);
    expect(during.filter((l) => /redis .*reachable again/i.test(l.msg))).toHaveLength(1);
    expect(during.filter((l) => l.level >= 40).length - warnedBefore).toBe(1);
    expect(consoleErrors.mock.calls.filter((c) => /ioredis/i.test(String(c[0])))).toEqual([]);
  } finally {
    consoleErrors.mockRestore();
    for (const c of clients) await c.dispose();
    await p.handle.close();
    await p.pubsub.close();
    await p.orm.close(true);
    await stopRedis(redis);
  }
}, 120_000);
