import { MikroORM } from '@mikro-orm/postgresql';
import type { AppConfig } from '../config';
import { ormConfig } from './orm-config';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './embedded';
import { MissingDatabaseError, isMissingDatabase } from './missing-database';
import { redact } from './redact-url';
import { parseDatabaseHosts } from './database-hosts';
import { migratorOf } from './orm-extensions';

export interface Database {
  orm: MikroORM;
  embedded: EmbeddedDatabase | null;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface OpenOptions {
  /** Attempts before giving up (Infinity: until the database answers, as the server does). */
  retries?: number;
  /** The first wait; each next one doubles, up to maxDelayMs. */
  delayMs?: number;
  maxDelayMs?: number;
  /** Called before each wait after a failed attempt (the server answers "not ready" meanwhile). */
  onRetry?: (attempt: number, reason: string) => void;
}

/**
 * Connect to DATABASE_URL, or start embedded PGlite under .data/ when it is unset.
 * An unreachable server is retried with back-off and a clear message instead of a stack trace.
 */
export async function openDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'pgliteDir'> & { databasePoolMax?: number; sqlStats?: boolean; env?: AppConfig['env'] },
  log: (msg: string) => void = console.log,
  { retries = 10, delayMs = 1500, maxDelayMs = 30_000, onRetry }: OpenOptions = {},
): Promise<Database> {
  let embedded: EmbeddedDatabase | null = null;
  let url = config.databaseUrl;
  let poolMax = config.databasePoolMax ?? 10;
  if (!url) {
    embedded = await startEmbeddedPostgres(config.pgliteDir);
    url = embedded.url;
    poolMax = embedded.maxConnections - 2;
    log(`DATABASE_URL is not set: using embedded PostgreSQL (PGlite) in ${config.pgliteDir}`);
  }
  for (let attempt = 1; ; attempt++) {
    try {
      // Outside production a missing database is created (a developer's first run); in production it is an error.
      const orm = await MikroORM.init(ormConfig({ clientUrl: url, poolMax, countStatements: config.sqlStats, createDatabase: config.env !== 'production' || !!embedded, onDatabaseHost: (h) => log(`database connections go to ${h.host}:${h.port}`) }));
      await connectOrClose(orm);
      return {
        orm,
        embedded,
        async close() {
          await orm.close(true);
          if (embedded) await embedded.close();
        },
      };
    } catch (err) {
      // Waiting does not make a missing database appear: say which one, at once.
      if (isMissingDatabase(err)) throw new MissingDatabaseError(parseDatabaseHosts(url)?.firstUrl ?? url);
      const reason = err instanceof Error ? err.message : String(err);
      if (attempt >= retries) throw new Error(`Database unreachable at ${redact(url)} after ${attempt} attempts: ${reason}`);
      const wait = Math.min(maxDelayMs, delayMs * 2 ** (attempt - 1));
      log(`Database unreachable at ${redact(url)} (${reason}); retrying in ${wait} ms (attempt ${attempt}${Number.isFinite(retries) ? ` of ${retries}` : ''})`);
      onRetry?.(attempt, reason);
      await sleep(wait);
    }
  }
}

/** The first statement on a new pool; the pool is closed when it fails (no connections left behind for a retry). */
async function connectOrClose(orm: MikroORM): Promise<void> {
  try {
    await orm.em.getConnection().execute('select 1');
  } catch (err) {
    await orm.close(true).catch(() => undefined);
    throw err;
  }
}

export { redact } from './redact-url';

export async function migrate(orm: MikroORM): Promise<string[]> {
  const done = await migratorOf(orm).up();
  return done.map((m) => m.name);
}
