// Creates an empty embedded PostgreSQL (PGlite) once and writes its data directory to the
// file named by argv[2], so each test file's PGlite starts from it instead of running initdb.
const fs = require('node:fs');
const { PGlite } = require('@electric-sql/pglite');

(async () => {
  const db = await PGlite.create();
  const dump = await db.dumpDataDir('none');
  fs.writeFileSync(process.argv[2], Buffer.from(await dump.arrayBuffer()));
  await db.close();
  process.exit(0);
})().catch((err) => {
  console.error(err);
  process.exit(1);
});
