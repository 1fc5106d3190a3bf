import 'reflect-metadata';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { prepareDatabase } from '../db/prepare';
import { useDataKey } from '../shared/data-encryption';

/**
 * Apply migrations (and encrypt account numbers stored as digits) under the start-up lock;
 * `--seed` also loads demo data into an empty database unless SEED_DEMO_DATA=false.
 */
async function main() {
  const config = loadConfig();
  useDataKey(config);
  const db = await openDatabase(config);
  try {
    const { applied, sealed, catalog, seeded } = await prepareDatabase(db.orm, { seed: process.argv.includes('--seed') && config.seedDemoData });
    console.log(applied.length ? `applied: ${applied.join(', ')}` : 'database is up to date');
    if (sealed) console.log(`encrypted ${sealed} bank account number(s) stored as digits`);
    if (catalog) console.log('service catalog loaded');
    if (seeded) console.log('demo data loaded');
  } finally {
    await db.close();
  }
}
main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
