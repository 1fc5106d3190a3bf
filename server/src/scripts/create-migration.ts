import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from '../db/orm-config';
import { startEmbeddedPostgres } from '../db/embedded';
import { migratorOf } from '../db/orm-extensions';

/**
 * Create a migration from the difference between the entities and the schema that the
 * committed migrations produce. Runs on a throwaway in-memory PGlite, so it needs no server.
 */
async function main() {
  const db = await startEmbeddedPostgres(undefined, 4);
  const orm = await MikroORM.init(ormConfig({ clientUrl: db.url, poolMax: 2 }));
  try {
    const migrator = migratorOf(orm);
    await migrator.up();
    const initial = (await migrator.getExecutedMigrations()).length === 0;
    const result = await migrator.createMigration(undefined, false, initial, process.argv[2]);
    if (!result.fileName) {
      console.log('no changes: no migration created');
      return;
    }
    // The migrator writes beside the compiled code; the source of truth is src/db/migrations.
    const from = path.join(__dirname, '..', 'db', 'migrations', result.fileName);
    const to = path.join(__dirname, '..', '..', 'src', 'db', 'migrations', result.fileName);
    if (fs.existsSync(from)) fs.renameSync(from, to);
    console.log(`created ${path.relative(process.cwd(), to)}`);
  } finally {
    await orm.close(true);
    await db.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
