import 'reflect-metadata';
import { loadConfig } from '../config';
import { openDatabase, migrate } from '../db/database';
import { seedIfEmpty } from '../db/seeders/seed-if-empty';

async function main() {
  const db = await openDatabase(loadConfig());
  try {
    await migrate(db.orm);
    console.log((await seedIfEmpty(db.orm)) ? 'demo data loaded' : 'the database already has data: nothing seeded');
  } finally {
    await db.close();
  }
}
main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
