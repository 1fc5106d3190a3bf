import { Client } from 'pg';

/** The fixed advisory-lock key of start-up work (migrations, sealing, demo data). */
export const STARTUP_LOCK_KEY = 7_041_932_026;

/**
 * Run `work` holding a PostgreSQL session advisory lock on its own connection, so API
 * processes starting together migrate one after the other: the second finds nothing left
 * to do. The lock goes with the connection, so a process that dies holding it releases it.
 * On embedded PGlite every connection is one session, where the lock never waits; only one
 * process serves an embedded database.
 */
export async function withStartupLock<T>(databaseUrl: string, work: () => Promise<T>): Promise<T> {
  const lock = new Client({ connectionString: databaseUrl });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
    }
  } finally {
    await lock.end();
  }
}
