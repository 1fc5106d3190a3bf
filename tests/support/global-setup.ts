import fs from 'node:fs';

/**
 * Once per Jest run, before any test file: with no TEST_DATABASE_URL and a Docker engine that
 * answers, start one Testcontainers PostgreSQL for the whole run and name it in
 * TEST_DATABASE_URL, so every test file gets a fresh database inside it (as on a local server).
 * Without either, test files fall back to embedded PGlite.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.TEST_DATABASE_URL) return;
  if (!process.env.DOCKER_HOST && !fs.existsSync('/var/run/docker.sock')) return;
  try {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    const container = await new PostgreSqlContainer('postgres:16-alpine').start();
    process.env.TEST_DATABASE_URL = container.getConnectionUri();
    (globalThis as { __testPostgres?: { stop(): Promise<unknown> } }).__testPostgres = container;
    console.log(`\nTests use one Testcontainers PostgreSQL for the run (${container.getHost()}:${container.getPort()}).`);
  } catch (err) {
    console.log(`\nNo usable Docker engine (${err instanceof Error ? err.message : String(err)}): tests use embedded PGlite.`);
  }
}
