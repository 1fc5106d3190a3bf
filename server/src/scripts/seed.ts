import 'reflect-metadata';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { prepareDatabase } from '../db/prepare';
import { useDataKey } from '../shared/data-encryption';

async function main() {
  const config = loadConfig();
  useDataKey(config);
  const db = await openDatabase(config);
  try {
    const { seeded } = await prepareDatabase(db.orm, { seed: true });
    console.log(seeded ? 'demo data loaded' : 'the database already has users: no demo data loaded');
  } finally {
    await db.close();
  }
}
main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
