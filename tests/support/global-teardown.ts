import fs from 'node:fs';
import type { RunPostgres } from './global-setup';

/** Stops and removes the run's Testcontainers PostgreSQL, or removes the PGlite templates, that global-setup.ts made. */
export default async function globalTeardown(): Promise<void> {
  const container = (globalThis as { __testPostgres?: RunPostgres }).__testPostgres;
  if (container) {
    // Removed with its volume: without Testcontainers' reaper (TESTCONTAINERS_RYUK_DISABLED) nothing else would.
    await container.stop({ remove: true, removeVolumes: true });
    console.log('Testcontainers PostgreSQL stopped and removed.');
  }
  for (const template of [process.env.PGLITE_TEMPLATE, process.env.PGLITE_TEMPLATE_MIGRATED]) if (template) fs.rmSync(template, { force: true });
}
