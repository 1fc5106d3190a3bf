import path from 'node:path';
import { defineConfig, DataloaderType, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { SeedManager } from '@mikro-orm/seeder';
import { ReflectMetadataProvider } from '@mikro-orm/core';
import { entities } from './entities';
import { connectionBase, parseDatabaseHosts, WritableHost, type DatabaseHost } from './database-hosts';
import { countStatement } from './query-stats';
import { OutboxCommits } from '../modules/outbox/outbox-commits';
import { OutboxMessage } from '../modules/outbox/outbox-message.entity';
import { OutboundMessage } from '../modules/notifications/outbound-message.entity';

export interface OrmConfigInput {
  clientUrl: string;
  poolMax?: number;
  debug?: boolean;
  /** Count statements per HTTP request (see query-stats.ts). */
  countStatements?: boolean;
  /** Create the database when it does not exist (development and tests; never in production). */
  createDatabase?: boolean;
  /** Told when a multi-host DATABASE_URL's pool moves to another host (database-hosts.ts). */
  onDatabaseHost?: (host: DatabaseHost) => void;
}

/** The one MikroORM configuration: server, scripts, migrations and tests all build on it. */
export function ormConfig({ clientUrl, poolMax = 10, debug = false, countStatements = false, createDatabase = true, onDatabaseHost }: OrmConfigInput): Options {
  // Several hosts (or target_session_attrs): the pool connects to the writable one (database-hosts.ts).
  const hosts = parseDatabaseHosts(clientUrl);
  const writable = hosts ? new WritableHost(hosts, connectionBase(hosts.firstUrl), onDatabaseHost) : null;
  return defineConfig({
    clientUrl: hosts ? hosts.firstUrl : clientUrl,
    entities,
    metadataProvider: ReflectMetadataProvider,
    dataloader: DataloaderType.ALL,
    forceUndefined: false,
    pool: { min: 0, max: poolMax, ...(writable ? { afterCreate: writable.afterCreate.bind(writable) } : {}) },
    ...(writable ? { driverOptions: { connection: () => writable.connection() } } : {}),
    ensureDatabase: createDatabase,
    debug,
    // Every statement passes through onQuery (ORM queries and em.execute alike): counting there costs no query logging.
    ...(countStatements ? { onQuery: (sql: string) => (countStatement(), sql) } : {}),
    allowGlobalContext: false,
    // A commit that wrote outbox rows (post-commit work, outgoing e-mails and texts) wakes this process's deliverers.
    subscribers: [new OutboxCommits([OutboxMessage, OutboundMessage])],
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
