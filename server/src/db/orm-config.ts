import path from 'node:path';
import { defineConfig, DataloaderType, type Options } from '@mikro-orm/postgresql';
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
  /** How long a session may sit idle inside a transaction before PostgreSQL ends it (IDLE_TRANSACTION_TIMEOUT_MS). */
  idleTransactionTimeoutMs?: number;
}

/**
 * A transaction left open by a client that is gone without a word (its host cut off from the
 * database: no FIN, no RST ever reaches PostgreSQL) would hold its row locks for good, and every
 * later payment of that request would wait behind it. PostgreSQL ends such a session after this
 * long idle in a transaction; the app's transactions never wait that long between statements.
 */
export const IDLE_TRANSACTION_TIMEOUT_MS = 60_000;

interface SessionConnection {
  query(sql: string, cb: (err: Error | null) => void): void;
}

/** The one MikroORM configuration: server, scripts, migrations and tests all build on it. */
export function ormConfig({ clientUrl, poolMax = 10, debug = false, countStatements = false, createDatabase = true, onDatabaseHost, idleTransactionTimeoutMs = IDLE_TRANSACTION_TIMEOUT_MS }: OrmConfigInput): Options {
  // Several hosts (or target_session_attrs): the pool connects to the writable one (database-hosts.ts).
  const hosts = parseDatabaseHosts(clientUrl);
  const writable = hosts ? new WritableHost(hosts, connectionBase(hosts.firstUrl), onDatabaseHost) : null;
  return defineConfig({
    clientUrl: hosts ? hosts.firstUrl : clientUrl,
    entities,
    metadataProvider: ReflectMetadataProvider,
    dataloader: DataloaderType.ALL,
    forceUndefined: false,
    pool: {
      min: 0,
      max: poolMax,
      // Each new session: the idle-in-transaction limit, then (several hosts) the check that it reached the primary.
      afterCreate: (connection: SessionConnection, done: (err: Error | null, connection: SessionConnection) => void) =>
        connection.query(`set idle_in_transaction_session_timeout = ${Math.max(0, Math.floor(idleTransactionTimeoutMs))}`, (err) => {
          if (err) return done(err, connection);
          if (writable) return writable.afterCreate(connection as Parameters<WritableHost['afterCreate']>[0], done as Parameters<WritableHost['afterCreate']>[1]);
          done(null, connection);
        }),
    },
    ...(writable ? { driverOptions: { connection: () => writable.connection() } } : {}),
    ensureDatabase: createDatabase,
    debug,
    // Every statement passes through onQuery (ORM queries and em.execute alike): counting there costs no query logging.
    ...(countStatements ? { onQuery: (sql: string) => (countStatement(), sql) } : {}),
    allowGlobalContext: false,
    // A commit that wrote outbox rows (post-commit work, outgoing e-mails and texts) wakes this process's deliverers.
    subscribers: [new OutboxCommits([OutboxMessage, OutboundMessage])],
    // No `extensions`: the migrator and the seeder are registered where they are used (db/orm-extensions.ts).
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
