import fs from 'node:fs';

/** Stops the run's Testcontainers PostgreSQL, or removes the PGlite template, that global-setup.ts made. */
export default async function globalTeardown(): Promise<void> {
  const container = (globalThis as { __testPostgres?: { stop(): Promise<unknown> } }).__testPostgres;
  if (container) await container.stop();
  if (process.env.PGLITE_TEMPLATE) fs.rmSync(process.env.PGLITE_TEMPLATE, { force: true });
}
