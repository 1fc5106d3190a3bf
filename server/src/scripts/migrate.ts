import 'reflect-metadata';
import { loadConfig } from '../config';
import { openDatabase, migrate } from '../db/database';

async function main() {
  const db = await openDatabase(loadConfig());
  try {
    const applied = await migrate(db.orm);
    console.log(applied.length ? `applied: ${applied.join(', ')}` : 'database is up to date');
  } finally {
    await db.close();
  }
}
main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
