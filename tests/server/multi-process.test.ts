import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { MikroORM } from '@mikro-orm/postgresql';
import pino from 'pino';
import type { AddressInfo } from 'node:net';
import { startTestApp, signIn, type TestApp } from '../support/app';
import { createApp, type AppHandle } from '../../server/src/app';
import { createAppPubSub, type PubSubHandle } from '../../server/src/graphql/pubsub';
import { ormConfig } from '../../server/src/db/orm-config';
import { loadConfig } from '../../server/src/config';
import { openDatabase } from '../../server/src/db/database';
import { User } from '../../server/src/modules/auth/user.entity';

const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

async function redisAnswers(): Promise<boolean> {
  const { default: Redis } = await import('ioredis');
  const r = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000 });
  try {
    await r.connect();
    return (await r.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    r.disconnect();
  }
}

/** A second API process on the same database, sharing events through Redis. */
async function secondProcess(app: TestApp): Promise<{ url: string; handle: AppHandle; pubsub: PubSubHandle; orm: MikroORM }> {
  const orm = await MikroORM.init(ormConfig({ clientUrl: app.db.url, poolMax: 3 }));
  const pubsub = createAppPubSub(REDIS_URL);
  const handle = await createApp({ config: loadConfig({ NODE_ENV: 'test' }), orm, pubsub: pubsub.pubsub, log: pino({ level: 'silent' }) });
  await new Promise<void>((r) => handle.httpServer.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(handle.httpServer.address() as AddressInfo).port}`, handle, pubsub, orm };
}

function subscribeNotifications(url: string, token: string): { client: Client; next: Promise<{ title: string }> } {
  const client = createClient({ url: url.replace('http', 'ws') + '/graphql', webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` }, lazy: false });
  const next = new Promise<{ title: string }>((resolve, reject) => {
    client.subscribe<{ notificationAdded: { title: string } }>(
      { query: 'subscription { notificationAdded { title } }' },
      { next: (v) => resolve(v.data!.notificationAdded), error: reject, complete: () => undefined },
    );
  });
  return { client, next };
}

describe('several API processes', () => {
  let enabled = false;
  let app: TestApp;
  beforeAll(async () => {
    enabled = await redisAnswers();
    if (enabled) app = await startTestApp({ seed: true, env: { REDIS_URL } });
  });
  afterAll(async () => {
    if (app) await app.close();
  });

  it('delivers a notification created in one process to a subscriber connected to another, through Redis', async () => {
    if (!enabled) {
      console.warn(`Redis is not answering at ${REDIS_URL}: cross-process delivery not tested`);
      return;
    }
    // The harness's app uses in-memory events; replace it with two Redis-backed processes.
    const a = await secondProcess(app);
    const b = await secondProcess(app);
    try {
      const token = await signIn(app, 'client@demo.elite');
      const sub = subscribeNotifications(b.url, token);
      await new Promise((r) => setTimeout(r, 300));
      const em = a.orm.em.fork();
      const user = await em.findOneOrFail(User, { email: 'client@demo.elite' });
      const { Services } = await import('../../server/src/services');
      const services = new Services(em, { ...a.handle.deps });
      await services.notifications.notify({ userId: user.id, userType: 'client', type: 'system_alert', title: 'Hello from process A', message: 'cross-process' });
      await expect(sub.next).resolves.toEqual({ title: 'Hello from process A' });
      await sub.client.dispose();
    } finally {
      for (const p of [a, b]) {
        await p.handle.close();
        await p.pubsub.close();
        await p.orm.close(true);
      }
    }
  });
});

describe('faults', () => {
  it('gives a clear message when the database is unreachable at start, after retrying', async () => {
    const messages: string[] = [];
    await expect(openDatabase({ databaseUrl: 'postgres://postgres:secret@127.0.0.1:1/none', pgliteDir: '' }, (m) => messages.push(m), { retries: 3, delayMs: 50 })).rejects.toThrow(
      /Database unreachable at postgres:\/\/postgres:\*\*\*@127\.0\.0\.1:1\/none after 3 attempts/,
    );
    expect(messages.filter((m) => m.includes('retrying'))).toHaveLength(2);
  });
});
