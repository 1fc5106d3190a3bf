import type { MikroORM } from '@mikro-orm/postgresql';
import { migrate } from './database';
import { withStartupLock } from './startup-lock';
import { seedIfEmpty } from './seeders/seed-if-empty';
import { sealStoredAccountNumbers } from '../modules/providers/bank-account-sealing';

export interface Prepared {
  /** Migrations this call applied (none when another process had applied them). */
  applied: string[];
  /** Bank account numbers found as digits and encrypted. */
  sealed: number;
  /** Whether this call loaded the demo data into an empty database. */
  seeded: boolean;
}

/**
 * Everything a database needs before the app serves it, under the start-up advisory lock:
 * migrations, encryption of account numbers stored as digits, and (when asked) demo data
 * for an empty database. Safe for any number of processes starting at once.
 */
export async function prepareDatabase(orm: MikroORM, { seed }: { seed: boolean }): Promise<Prepared> {
  const url = orm.config.get('clientUrl');
  if (!url) throw new Error('The database configuration has no connection URL');
  return withStartupLock(url, async () => {
    const applied = await migrate(orm);
    const sealed = await sealStoredAccountNumbers(orm);
    const seeded = seed ? await seedIfEmpty(orm) : false;
    return { applied, sealed, seeded };
  });
}
