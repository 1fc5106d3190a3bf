import type { AddressInfo } from 'node:net';
import path from 'node:path';
import os from 'node:os';
import { MikroORM } from '@mikro-orm/postgresql';
import pino, { type Logger } from 'pino';
import { ormConfig } from '../../server/src/db/orm-config';
import { migrate } from '../../server/src/db/database';
import { createApp, type AppHandle } from '../../server/src/app';
import { createAppPubSub } from '../../server/src/events/pubsub';
import { loadConfig, type AppConfig } from '../../server/src/config';
import { DemoSeeder } from '../../server/src/db/seeders/DemoSeeder';
import { createTestDatabase, type TestDatabase } from './db';

export interface TestApp {
  url: string;
  orm: MikroORM;
  db: TestDatabase;
  handle: AppHandle;
  config: AppConfig;
  /** POST a GraphQL operation over real HTTP; token as Bearer when given. */
  gql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>, token?: string | null): Promise<GqlResult<T>>;
  close(): Promise<void>;
}

export interface GqlResult<T> {
  status: number;
  data: T | null;
  errors?: { message: string; extensions?: { code?: string; fields?: { path: string; message: string }[] } }[];
}

/** A migrated database (optionally with the demo data) and the real app listening on a free port. */
/**
 * A migrated database (optionally with the demo data) and the real app listening on a free port.
 * E-mails and text messages go to files in a temporary directory unless `env` names an SMTP
 * server; reminders and refunds are swept only when a test asks (handle.timers.runDue()),
 * by the app's clock (`now`, which a test may move). `port`: where it listens, when the test
 * must know its address beforehand (PUBLIC_URL); otherwise a free one.
 */
export async function startTestApp(opts: { seed?: boolean; env?: Record<string, string>; observeSql?: (sql: string, params: readonly unknown[]) => void; now?: () => number; log?: Logger; port?: number } = {}): Promise<TestApp> {
  const db = await createTestDatabase();
  const options = ormConfig({ clientUrl: db.url, poolMax: db.poolMax, countStatements: opts.env?.SQL_STATS === 'true' });
  if (opts.observeSql) {
    const observe = opts.observeSql;
    const next = options.onQuery;
    options.onQuery = (sql: string, params: readonly unknown[]) => {
      observe(sql, params);
      return next ? next(sql, params as unknown[]) : sql;
    };
  }
  const orm = await MikroORM.init(options);
  await migrate(orm);
  if (opts.seed) await orm.getSeeder().seed(DemoSeeder);
  const scratch = path.join(os.tmpdir(), `app-${process.pid}-${Date.now()}`, '.data');
  const config = loadConfig({
    NODE_ENV: 'test',
    UPLOAD_DIR: path.join(scratch, 'uploads'),
    MAIL_DIR: path.join(scratch, 'mail'),
    SMS_DIR: path.join(scratch, 'sms'),
    SCHEDULER_INTERVAL_SECONDS: '0',
    ...opts.env,
  });
  const pubsub = createAppPubSub();
  const handle = await createApp({ config, orm, pubsub: pubsub.pubsub, log: opts.log ?? pino({ level: 'silent' }), now: opts.now });
  await new Promise<void>((resolve) => handle.httpServer.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(handle.httpServer.address() as AddressInfo).port}`;
  return {
    url,
    orm,
    db,
    handle,
    config,
    async gql(query, variables, token) {
      const res = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await res.json()) as { data?: unknown; errors?: GqlResult<unknown>['errors'] };
      return { status: res.status, data: (body.data ?? null) as never, errors: body.errors };
    },
    async close() {
      await handle.close();
      await pubsub.close();
      await orm.close(true);
      await db.drop();
    },
  };
}

export const DEMO_PASSWORD = 'demo-pass-2026';

export async function signIn(app: TestApp, email: string, password = DEMO_PASSWORD): Promise<string> {
  const r = await app.gql<{ login: { token: string } }>('mutation($e:String!,$p:String!){ login(input:{email:$e,password:$p}) { token } }', { e: email, p: password });
  if (!r.data) throw new Error(`sign-in failed for ${email}: ${JSON.stringify(r.errors)}`);
  return r.data.login.token;
}
