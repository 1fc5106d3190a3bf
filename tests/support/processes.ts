import type { AddressInfo } from 'node:net';
import { MikroORM } from '@mikro-orm/postgresql';
import pino from 'pino';
import type { TestApp } from './app';
import { createApp, type AppHandle } from '../../server/src/app';
import { createAppPubSub, type PubSubHandle } from '../../server/src/graphql/pubsub';
import { ormConfig } from '../../server/src/db/orm-config';
import { loadConfig } from '../../server/src/config';

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

/** Another API process on the test app's database, sharing events through Redis. */
export async function startApiProcess(app: TestApp): Promise<ApiProcess> {
  const orm = await MikroORM.init(ormConfig({ clientUrl: app.db.url, poolMax: 3 }));
  const pubsub = createAppPubSub(REDIS_URL);
  const handle = await createApp({ config: loadConfig({ NODE_ENV: 'test' }), orm, pubsub: pubsub.pubsub, log: pino({ level: 'silent' }) });
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
