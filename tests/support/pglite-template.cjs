// Creates an embedded PostgreSQL (PGlite) once and writes its data directory to the file named
// by argv[2], so each test file's PGlite starts from it instead of running initdb. With argv[3]
// (the built server's dist folder) and argv[4], it then runs the server's own migrations and
// writes the migrated data directory to argv[4]: the test apps start from that one and find no
// migration left to run.
const fs = require('node:fs');
const path = require('node:path');
const { PGlite } = require('@electric-sql/pglite');
const { PGLiteSocketServer } = require('@electric-sql/pglite-socket');

/** Runs the built server's migrations on `db` through a socket of its own. */
async function migrateWith(db, dist) {
  require('reflect-metadata');
  const { MikroORM } = require('@mikro-orm/postgresql');
  const { ormConfig } = require(path.join(dist, 'db', 'orm-config.js'));
  const { migrate } = require(path.join(dist, 'db', 'database.js'));
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 2 });
  await server.start();
  try {
    const orm = await MikroORM.init(ormConfig({ clientUrl: `postgresql://postgres@${server.getServerConn()}/postgres`, poolMax: 1 }));
    try {
      await migrate(orm);
    } finally {
      await orm.close(true);
    }
  } finally {
    await server.stop();
  }
}

async function dumpTo(db, file) {
  const dump = await db.dumpDataDir('none');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
}

(async () => {
  const [empty, dist, migrated] = process.argv.slice(2);
  const db = await PGlite.create();
  await dumpTo(db, empty);
  if (dist && migrated) {
    await migrateWith(db, dist);
    await dumpTo(db, migrated);
  }
  await db.close();
  process.exit(0);
})().catch((err) => {
  console.error(err);
  process.exit(1);
});
