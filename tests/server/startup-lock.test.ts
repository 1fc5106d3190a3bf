import fs from 'node:fs';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { createTestDatabase, type TestDatabase } from '../support/db';
import { ormConfig } from '../../server/src/db/orm-config';
import { prepareDatabase, type Prepared } from '../../server/src/db/prepare';
import { CATALOG } from '../../server/src/db/seeders/catalog-data';
import { DEMO_USERS } from '../../server/src/db/seeders/demo-accounts';

/**
 * Two API processes starting together on one fresh database: the start-up advisory lock
 * makes one migrate and seed while the other waits, then finds nothing to do. Without it
 * both run the first migration at once and one fails.
 */

const MIGRATIONS = fs.readdirSync(path.join(__dirname, '../../server/src/db/migrations')).filter((f) => /^Migration.*\.ts$/.test(f)).length;

let db: TestDatabase;
const orms: MikroORM[] = [];
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  for (const orm of orms) await orm.close(true);
  await db?.drop();
});

/** What one API process opens: its own ORM and connection pool. */
async function process_(): Promise<MikroORM> {
  const orm = await MikroORM.init(ormConfig({ clientUrl: db.url, poolMax: 3 }));
  orms.push(orm);
  return orm;
}

async function rows<T>(orm: MikroORM, sql: string): Promise<T[]> {
  return orm.em.fork().getConnection().execute<T[]>(sql);
}

it('migrates and seeds once when two processes start together, and both finish', async () => {
  if (db.kind === 'pglite') {
    // PGlite serves every connection from one session, where an advisory lock never waits;
    // an embedded database is only ever served by one process. One start-up is checked.
    console.warn('PGlite: two concurrent start-ups need a PostgreSQL server (advisory locks between sessions); checking one start-up under the lock');
    const only = await prepareDatabase(await process_(), { seed: true });
    expect(only.applied).toHaveLength(MIGRATIONS);
    expect(only.catalog).toBe(true);
    expect(only.seeded).toBe(true);
  } else {
    const [a, b] = await Promise.all([process_(), process_()]);
    const results: Prepared[] = await Promise.all([prepareDatabase(a, { seed: true }), prepareDatabase(b, { seed: true })]);
    // One of them did the work, the other found it done.
    expect(results.map((r) => r.applied.length).sort()).toEqual([0, MIGRATIONS]);
    expect(results.map((r) => r.seeded).sort()).toEqual([false, true]);
    expect(results.map((r) => r.catalog).sort()).toEqual([false, true]);
  }
  const orm = orms[0];
  const migrations = await rows<{ name: string; n: string }>(orm, 'select name, count(*) as n from mikro_orm_migrations group by name');
  expect(migrations).toHaveLength(MIGRATIONS);
  expect(migrations.every((m) => Number(m.n) === 1)).toBe(true);
  const [categories] = await rows<{ n: string }>(orm, 'select count(*) as n from service_categories');
  expect(Number(categories.n)).toBe(CATALOG.length);
  const [admins] = await rows<{ n: string }>(orm, `select count(*) as n from users where email = '${DEMO_USERS.admin.email}'`);
  expect(Number(admins.n)).toBe(1);

  // A later start-up has nothing to do.
  const again = await prepareDatabase(orm, { seed: true });
  expect(again).toEqual({ applied: [], sealed: 0, catalog: false, seeded: false });
});
