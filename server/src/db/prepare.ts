import type { MikroORM } from '@mikro-orm/postgresql';
import { migrate } from './database';
import { withStartupLock } from './startup-lock';
import { catalogIfEmpty, seedIfEmpty } from './seeders/seed-if-empty';
import { sealStoredAccountNumbers } from '../modules/providers/bank-account-sealing';

export interface Prepared {
  /** Migrations this call applied (none when another process had applied them). */
  applied: string[];
  /** Bank account numbers found as digits and encrypted. */
  sealed: number;
  /** Whether this call loaded the service catalog into a database that had none. */
  catalog: boolean;
  /** Whether this call loaded the demo data into an empty database. */
  seeded: boolean;
}

/**
 * Everything a database needs before the app serves it, under the start-up advisory lock:
 * migrations, encryption of account numbers stored as digits, the service catalog when it is
 * empty (every deployment needs one), and (when asked) demo data for a database with no users. Safe for any number of processes starting at once.
 */
export async function prepareDatabase(orm: MikroORM, { seed }: { seed: boolean }): Promise<Prepared> {
  const url = orm.config.get('clientUrl');
  if (!url) throw new Error('The database configuration has no connection URL');
  return withStartupLock(url, async () => {
    const applied = await migrate(orm);
    const sealed = await sealStoredAccountNumbers(orm);
    const catalog = await catalogIfEmpty(orm);
    const seeded = seed ? await seedIfEmpty(orm) : false;
    return { applied, sealed, catalog, seeded };
  });
}
