// Runs an in-memory PGlite behind a wire-protocol socket in its own process (Jest's module
// sandbox cannot load PGlite's WebAssembly), and prints its connection URL on stdout.
const fs = require('node:fs');
const { Blob } = require('node:buffer');
const { PGlite } = require('@electric-sql/pglite');
const { PGLiteSocketServer } = require('@electric-sql/pglite-socket');

(async () => {
  // Started from the run's template when global-setup.ts made one (skips initdb), else fresh:
  // argv[3] names the template (the migrated one, for a test app), else PGLITE_TEMPLATE.
  const template = process.argv[3] || process.env.PGLITE_TEMPLATE;
  const db = await PGlite.create(template && fs.existsSync(template) ? { loadDataDir: new Blob([fs.readFileSync(template)]) } : {});
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: Number(process.argv[2] || 8) });
  await server.start();
  process.stdout.write(`postgresql://postgres@${server.getServerConn()}/postgres\n`);
  const stop = async () => {
    await server.stop();
    await db.close();
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('disconnect', stop);
})().catch((err) => {
  console.error(err);
  process.exit(1);
});
