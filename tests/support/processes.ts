import type { AddressInfo } from 'node:net';
import { MikroORM } from '@mikro-orm/postgresql';
import pino from 'pino';
import type { TestApp } from './app';
import { createApp, type AppHandle } from '../../server/src/app';
import { createAppPubSub, type PubSubHandle } from '../../server/src/events/pubsub';
import { ormConfig } from '../../server/src/db/orm-config';
import { databaseRedisPrefix, loadConfig } from '../../server/src/config';

import { onPostgresServer } from './db';

/**
 * Tests with several API processes on one database run on a database server only. Embedded
 * PGlite is served by one process (the product refuses WEB_CONCURRENCY above 1 on it), and
 * the tests' PGlite socket server stalls under several processes' pools at once: what such a
 * test would find there is the harness, not the product. On PGlite they are skipped and say so.
 */
export const severalProcessesTest: jest.It = onPostgresServer() ? it : it.skip;

export const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

export async function redisAnswers(): Promise<boolean> {
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

export interface ApiProcess {
  url: string;
  handle: AppHandle;
  pubsub: PubSubHandle;
  orm: MikroORM;
  close(): Promise<void>;
}

/**
 * Another API process on the test app's database, sharing events through Redis (or, with
 * `redis: false`, in-process events of its own), sending messages where the test app does.
 */
export async function startApiProcess(app: TestApp, opts: { redis?: boolean; now?: () => number } = {}): Promise<ApiProcess> {
  // Embedded PGlite serves a few connections in all: the test app's pool and this one must fit.
  const orm = await MikroORM.init(ormConfig({ clientUrl: app.db.url, poolMax: app.db.kind === 'pglite' ? 2 : 3 }));
  // Channels named after the test's database, as a deployment's are: test files running at once never cross.
  const pubsub = createAppPubSub(opts.redis === false ? undefined : REDIS_URL, { channelPrefix: databaseRedisPrefix(app.db.url) });
  const { smtpUrl, mailDir, smsDir } = app.config;
  const config = loadConfig({ NODE_ENV: 'test', MAIL_DIR: mailDir, SMS_DIR: smsDir, SCHEDULER_INTERVAL_SECONDS: '0', ...(smtpUrl ? { SMTP_URL: smtpUrl } : {}) });
  const handle = await createApp({ config, orm, pubsub: pubsub.pubsub, log: pino({ level: 'silent' }), now: opts.now });
  await new Promise<void>((r) => handle.httpServer.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(handle.httpServer.address() as AddressInfo).port}`,
    handle,
    pubsub,
    orm,
    async close() {
      await handle.close();
      await pubsub.close();
      await orm.close(true);
    },
  };
}
