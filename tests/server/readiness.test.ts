import { Client } from 'pg';
import { signIn, startTestApp, type TestApp } from '../support/app';
import { onPostgresServer } from '../support/db';
import { relayTo, type Relay } from '../support/relay';

/**
 * /readyz asks the database on a connection of its own, apart from the pool the requests use:
 * a process whose every pooled connection is busy is still ready (a balancer keeps sending it
 * work), while a database that is partitioned away or gone makes it not ready within the
 * check's 2 s. With the database gone, GraphQL answers as REST does: 503 with Retry-After.
 * The app reaches its PostgreSQL through a TCP relay the test silences, closes, and brings back.
 */

const onServer = onPostgresServer();
if (!onServer) console.info('Skipped on embedded PGlite: the readiness test relays a PostgreSQL server (set TEST_DATABASE_URL).');

(onServer ? describe : describe.skip)('readiness on a connection of its own', () => {
  let app: TestApp;
  let relay: Relay;
  beforeAll(async () => {
    app = await startTestApp({
      seed: true,
      databaseUrl: async (url) => {
        const real = new URL(url);
        relay = await relayTo(real.hostname, Number(real.port || 5432));
        real.host = `127.0.0.1:${relay.port}`;
        return real.toString();
      },
    });
  }, 120_000);
  afterAll(async () => {
    await relay?.revive();
    await app?.close();
    await relay?.kill();
  });

  /** Backends of the app's database idle inside an open transaction, seen on a connection of the test's own. */
  async function heldInTransaction(): Promise<number> {
    const c = new Client({ connectionString: app.db.url });
    await c.connect();
    try {
      const { rows } = await c.query<{ n: number }>("select count(*)::int as n from pg_stat_activity where datname = current_database() and state = 'idle in transaction'");
      return rows[0].n;
    } finally {
      await c.end();
    }
  }

  it('answers 200 while every pooled connection is held in an open transaction', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let open = 0;
    const holders = Array.from({ length: app.db.poolMax }, () =>
      app.orm.em.fork().transactional(async (em) => {
        await em.getConnection().execute('select 1', [], 'all', em.getTransactionContext());
        open++;
        await gate;
      }),
    );
    try {
      while (open < app.db.poolMax) await new Promise((r) => setTimeout(r, 20));
      expect(await heldInTransaction()).toBeGreaterThanOrEqual(app.db.poolMax);
      const ready = await fetch(`${app.url}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ready' });
    } finally {
      release();
      await Promise.all(holders);
    }
  });

  it('answers 503 when the database stops answering (a partition) and when it is gone; GraphQL answers 503 with Retry-After like REST', async () => {
    const token = await signIn(app, 'client@demo.elite');
    expect((await fetch(`${app.url}/readyz`)).status).toBe(200);

    relay.silence();
    const partitioned = await fetch(`${app.url}/readyz`);
    expect(partitioned.status).toBe(503);
    expect(await partitioned.json()).toEqual({ status: 'database unavailable' });

    await relay.kill();
    expect((await fetch(`${app.url}/readyz`)).status).toBe(503);

    const rest = await fetch(`${app.url}/api/service-categories`);
    expect(rest.status).toBe(503);
    expect(rest.headers.get('retry-after')).toMatch(/^\d+$/);

    const operations: [string, string | null][] = [
      ['{ serviceCategories { id } }', null],
      ['{ me { __typename } }', token],
      ['mutation { acceptJob(requestId: "1") { id } }', token],
    ];
    for (const [query, bearer] of operations) {
      const res = await fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
        body: JSON.stringify({ query }),
      });
      const text = await res.text();
      expect({ query, status: res.status }).toEqual({ query, status: 503 });
      expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(text).not.toMatch(/ECONNREFUSED|Context creation failed|Something went wrong|at .*\.js/);
      const body = JSON.parse(text) as { errors: { message: string; extensions: { code: string; retryAfter?: number } }[] };
      expect(body.errors[0].extensions.code).toBe('SERVICE_UNAVAILABLE');
      expect(body.errors[0].extensions.retryAfter).toBeGreaterThan(0);
      expect(body.errors[0].message).toMatch(/connection to the database was lost.*try again/i);
    }

    // Back: ready again by itself, and GraphQL answers.
    await relay.revive();
    let ready = 0;
    for (let i = 0; i < 50 && ready !== 200; i++) {
      ready = (await fetch(`${app.url}/readyz`)).status;
      if (ready !== 200) await new Promise((r) => setTimeout(r, 100));
    }
    expect(ready).toBe(200);
    const again = await app.gql('{ serviceCategories { id } }');
    expect(again.status).toBe(200);
    expect(again.errors).toBeUndefined();
  }, 60_000);
});
