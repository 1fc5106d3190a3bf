import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

/**
 * Once per Jest run, before any test file: with no TEST_DATABASE_URL and a Docker engine that
 * answers, start one Testcontainers PostgreSQL for the whole run and name it in
 * TEST_DATABASE_URL, so every test file gets a fresh database inside it (as on a local server).
 * Without either, test files fall back to embedded PGlite.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.TEST_DATABASE_URL) return;
  if (await startTestcontainer()) return;
  writePgliteTemplate();
}

/** Embedded PGlite: one initialized data directory for the run, which each test file's PGlite loads. */
function writePgliteTemplate(): void {
  const file = path.join(os.tmpdir(), `pglite-template-${process.pid}.tar`);
  const made = spawnSync(process.execPath, [path.join(__dirname, 'pglite-template.cjs'), file], { stdio: ['ignore', 'inherit', 'inherit'] });
  if (made.status === 0 && fs.existsSync(file)) process.env.PGLITE_TEMPLATE = file;
}

async function startTestcontainer(): Promise<boolean> {
  if (!process.env.DOCKER_HOST && !fs.existsSync('/var/run/docker.sock')) return false;
  try {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    const container = await new PostgreSqlContainer('postgres:16-alpine').start();
    process.env.TEST_DATABASE_URL = container.getConnectionUri();
    (globalThis as { __testPostgres?: { stop(): Promise<unknown> } }).__testPostgres = container;
    console.log(`\nTests use one Testcontainers PostgreSQL for the run (${container.getHost()}:${container.getPort()}).`);
    return true;
  } catch (err) {
    console.log(`\nNo usable Docker engine (${err instanceof Error ? err.message : String(err)}): tests use embedded PGlite.`);
    return false;
  }
}
