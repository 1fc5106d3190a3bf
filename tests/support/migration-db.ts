import { MikroORM } from '@mikro-orm/postgresql';
import { createTestDatabase, type TestDatabase } from './db';
import { ormConfig } from '../../server/src/db/orm-config';
import { DemoSeeder } from '../../server/src/db/seeders/DemoSeeder';
import { migratorOf, seederOf } from '../../server/src/db/orm-extensions';

/**
 * A database of its own holding the demo data on the schema as it stood right after the
 * migration `at`, for a test of a later migration. The demo data is written by today's
 * entities, so it goes in on today's schema; every migration after `at` is then undone,
 * leaving the rows as they stood before them.
 */
export async function demoDataAt(at: string): Promise<{ orm: MikroORM; db: TestDatabase }> {
  const db = await createTestDatabase();
  const orm = await MikroORM.init(ormConfig({ clientUrl: db.url, poolMax: 2 }));
  const migrator = migratorOf(orm);
  await migrator.up();
  await seederOf(orm).seed(DemoSeeder);
  const names = (await migrator.getExecutedMigrations()).map((m) => m.name);
  if (!names.includes(at)) throw new Error(`no migration ${at}`);
  const next = names[names.indexOf(at) + 1];
  // Down to and including the first migration after `at`.
  if (next) await migrator.down({ to: next });
  const standing = (await migrator.getExecutedMigrations()).at(-1)?.name;
  if (standing !== at) throw new Error(`the schema stands at ${standing}, not ${at}`);
  return { orm, db };
}

/**
 * A test file's database holding the demo data as it stood after the migration `at`
 * (demoDataAt), made before its tests and dropped after them; `sql` and `one` read and write
 * it, `migrateTo` runs the later migrations up to and including the one named, and
 * `migrateAll` every later one (the schema the code runs on today).
 */
export function demoDataFile(at: string) {
  let db: TestDatabase | undefined;
  let orm: MikroORM | undefined;
  beforeAll(async () => {
    ({ orm, db } = await demoDataAt(at));
  });
  afterAll(async () => {
    await orm?.close(true);
    await db?.drop();
  });
  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => orm!.em.getConnection().execute<T[]>(text, params);
  return {
    sql,
    one: async (text: string) => (await sql(text))[0],
    migrateTo: (name: string) => migratorOf(orm!).up({ to: name }),
    migrateAll: () => migratorOf(orm!).up(),
  };
}
