import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from '../db/orm-config';
import { startEmbeddedPostgres } from '../db/embedded';
import { migratorOf } from '../db/orm-extensions';

/**
 * Applies the committed migrations to an empty in-memory database and fails when the
 * entities describe a schema those migrations do not produce (a missing migration).
 */
async function main() {
  const db = await startEmbeddedPostgres(undefined, 4);
  const orm = await MikroORM.init(ormConfig({ clientUrl: db.url, poolMax: 2 }));
  try {
    await migratorOf(orm).up();
    const sql = (await orm.getSchemaGenerator().getUpdateSchemaSQL({ wrap: false, safe: false })).trim();
    if (sql) {
      console.error('The entities and the migrations disagree. Missing migration SQL:\n' + sql);
      process.exitCode = 1;
    } else {
      console.log('migrations match the entities');
    }
  } finally {
    await orm.close(true);
    await db.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
