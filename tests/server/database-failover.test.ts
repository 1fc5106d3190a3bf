import { createTestDatabase, onPostgresServer, type TestDatabase } from '../support/db';
import { openDatabase, type Database } from '../../server/src/db/database';
import { parseDatabaseHosts } from '../../server/src/db/database-hosts';
import { startTestApp, type TestApp } from '../support/app';
import { deadPort, relayTo } from '../support/relay';

/**
 * DATABASE_URL with several hosts (libpq's form, target_session_attrs=read-write): the API
 * process connects to the first writable host, and when that host goes away it finds the next
 * one by itself, without a restart. Here a host is a TCP relay in front of the test's
 * PostgreSQL, closed to play a primary that died.
 */

describe('a DATABASE_URL with several hosts', () => {
  it('is read as libpq writes it: every host, the read-write wish, and the first host for everything else', () => {
    expect(parseDatabaseHosts('postgres://app:secret@db1:5433,db2,[::1]:6000/market?target_session_attrs=read-write&sslmode=disable')).toEqual({
      hosts: [
        { host: 'db1', port: 5433 },
        { host: 'db2', port: 5432 },
        { host: '::1', port: 6000 },
      ],
      readWrite: true,
      firstUrl: 'postgres://app:secret@db1:5433/market?sslmode=disable',
    });
    expect(parseDatabaseHosts('postgres://app@db1:5432/market')).toBeNull();
    expect(() => parseDatabaseHosts('postgres://app@db1,db2/market?target_session_attrs=standby')).toThrow(/target_session_attrs=standby is not supported/);
  });

  const onServer = onPostgresServer();
  if (!onServer) console.info('Skipped on embedded PGlite: the failover test relays a PostgreSQL server (set TEST_DATABASE_URL).');

  let db: TestDatabase;
  let database: Database | null = null;
  beforeAll(async () => {
    if (onServer) db = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
    await db?.drop();
  });

  (onServer ? it : it.skip)('connects past a host that is down, and when its host dies finds the next one without a restart', async () => {
    const real = new URL(db.url);
    const relay = await relayTo(real.hostname, Number(real.port || 5432));
    const auth = real.password ? `${real.username}:${real.password}` : real.username;
    const url = `postgres://${auth}@127.0.0.1:${await deadPort()},127.0.0.1:${relay.port},${real.hostname}:${real.port || 5432}${real.pathname}?target_session_attrs=read-write`;
    database = await openDatabase({ databaseUrl: url, pgliteDir: '', env: 'test' }, () => undefined, { retries: 1 });
    const sql = (query: string) => database!.orm.em.fork().getConnection().execute(query);

    // The first host is down: the relay (the second) is the primary.
    await sql('create table failover_notes (id serial primary key, note text not null)');
    await sql(`insert into failover_notes (note) values ('before')`);
    expect(relay.accepted()).toBeGreaterThan(0);

    // The primary dies. Statements fail for a moment (a request answers 503), then the third host takes them.
    await relay.kill();
    let wrote = false;
    for (let i = 0; i < 20 && !wrote; i++) {
      wrote = await sql(`insert into failover_notes (note) values ('after')`).then(() => true, () => false);
    }
    expect(wrote).toBe(true);
    expect(await sql('select note from failover_notes order by id')).toEqual([{ note: 'before' }, { note: 'after' }]);
  }, 60_000);
});

describe('readiness when the process is stopping', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  }, 60_000);
  afterAll(() => app?.close());

  it('answers /readyz 503 "draining" once a shutdown begins, while it still answers requests', async () => {
    expect((await fetch(`${app.url}/readyz`)).status).toBe(200);
    app.handle.drainReadiness();
    const ready = await fetch(`${app.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'draining' });
    expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
    const answer = await app.gql('{ me { __typename } }');
    expect(answer.status).toBe(200);
    expect(answer.errors).toBeUndefined();
  });
});
