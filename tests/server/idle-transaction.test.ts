import { MikroORM } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import { ormConfig } from '../../server/src/db/orm-config';
import { onPostgresServer } from '../support/db';

// A transaction whose client vanished without a word (its host cut off from the database by a
// partition: PostgreSQL never hears the connection close) held a request's row lock for good, and
// every later payment of that request waited behind it. Every session of the app's pool now has
// idle_in_transaction_session_timeout: PostgreSQL ends such a session and its locks go.
const onServer = onPostgresServer();
if (!onServer) console.info('Skipped on embedded PGlite: idle_in_transaction_session_timeout needs a PostgreSQL server (set TEST_DATABASE_URL).');

(onServer ? it : it.skip)('ends a session left idle inside a transaction, and its locks are free again', async () => {
  const url = process.env.TEST_DATABASE_URL!;
  const orm = await MikroORM.init(ormConfig({ clientUrl: url, poolMax: 2, createDatabase: false, idleTransactionTimeoutMs: 300 }));
  const other = new Client({ connectionString: url });
  await other.connect();
  try {
    const em = orm.em.fork();
    const [{ timeout }] = await em.execute<{ timeout: string }[]>("select current_setting('idle_in_transaction_session_timeout') as timeout");
    expect(timeout).toBe('300ms');
    const held = em.transactional(async (tx) => {
      await tx.execute('select pg_advisory_xact_lock(4242)');
      // The client goes quiet with the lock held (as one whose host was cut off).
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await tx.execute('select 1');
    });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const { rows } = await other.query('select pg_try_advisory_lock(4242) as got');
    expect(rows[0].got).toBe(true);
    await other.query('select pg_advisory_unlock(4242)');
    await expect(held).rejects.toThrow();
  } finally {
    await other.end();
    await orm.close(true);
  }
});

