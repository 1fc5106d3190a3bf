import path from 'node:path';
import { defineConfig, DataloaderType, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { SeedManager } from '@mikro-orm/seeder';
import { ReflectMetadataProvider } from '@mikro-orm/core';
import { entities } from './entities';
import { countStatement } from './query-stats';

export interface OrmConfigInput {
  clientUrl: string;
  poolMax?: number;
  debug?: boolean;
  /** Count statements per HTTP request (see query-stats.ts). */
  countStatements?: boolean;
  /** Create the database when it does not exist (development and tests; never in production). */
  createDatabase?: boolean;
}

/** The one MikroORM configuration: server, scripts, migrations and tests all build on it. */
export function ormConfig({ clientUrl, poolMax = 10, debug = false, countStatements = false, createDatabase = true }: OrmConfigInput): Options {
  return defineConfig({
    clientUrl,
    entities,
    metadataProvider: ReflectMetadataProvider,
    dataloader: DataloaderType.ALL,
    forceUndefined: false,
    pool: { min: 0, max: poolMax },
    ensureDatabase: createDatabase,
    debug,
    // Every statement passes through onQuery (ORM queries and em.execute alike): counting there costs no query logging.
    ...(countStatements ? { onQuery: (sql: string) => (countStatement(), sql) } : {}),
    allowGlobalContext: false,
    extensions: [Migrator, SeedManager],
    migrations: {
      tableName: 'mikro_orm_migrations',
      path: path.join(__dirname, 'migrations'),
      pathTs: path.join(__dirname, '..', '..', 'src', 'db', 'migrations'),
      glob: '!(*.d).{js,ts}',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      emit: 'ts',
      silent: true,
    },
    seeder: { path: path.join(__dirname, 'seeders'), defaultSeeder: 'DemoSeeder' },
  });
}
