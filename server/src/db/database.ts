import { MikroORM } from '@mikro-orm/postgresql';
import type { AppConfig } from '../config';
import { ormConfig } from './orm-config';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './embedded';

export interface Database {
  orm: MikroORM;
  embedded: EmbeddedDatabase | null;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Connect to DATABASE_URL, or start embedded PGlite under .data/ when it is unset.
 * An unreachable server is retried with a clear message instead of a stack trace.
 */
export async function openDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'pgliteDir'> & { databasePoolMax?: number; sqlStats?: boolean },
  log: (msg: string) => void = console.log,
  { retries = 10, delayMs = 1500 } = {},
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
      const orm = await MikroORM.init(ormConfig({ clientUrl: url, poolMax, countStatements: config.sqlStats }));
      await orm.em.getConnection().execute('select 1');
      return {
        orm,
        embedded,
        async close() {
          await orm.close(true);
          if (embedded) await embedded.close();
        },
      };
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      if (attempt >= retries) throw new Error(`Database unreachable at ${redact(url)} after ${attempt} attempts: ${reason}`);
      log(`Database unreachable at ${redact(url)} (${reason}); retrying in ${delayMs} ms (${attempt}/${retries})`);
      await sleep(delayMs);
    }
  }
}

export function redact(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]+@/, '//$1:***@');
}

export async function migrate(orm: MikroORM): Promise<string[]> {
  const done = await orm.getMigrator().up();
  return done.map((m) => m.name);
}
