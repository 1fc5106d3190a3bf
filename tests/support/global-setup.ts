import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

/** The run's Testcontainers PostgreSQL, which global-teardown.ts stops and removes. */
export interface RunPostgres {
  stop(options?: { timeout?: number; remove?: boolean; removeVolumes?: boolean }): Promise<unknown>;
}

/** The image of the run's Testcontainers PostgreSQL unless TEST_POSTGRES_IMAGE names another. */
const DEFAULT_IMAGE = 'postgres:16-alpine';

/**
 * Once per Jest run, before any test file, picks the database every test file gets a fresh one in:
 * - TEST_DATABASE_URL, when set: that server;
 * - else, when a Docker engine is configured (DOCKER_HOST, or /var/run/docker.sock): one
 *   Testcontainers PostgreSQL (image TEST_POSTGRES_IMAGE, default postgres:16-alpine) for the
 *   whole run, named in TEST_DATABASE_URL. If Testcontainers cannot load or start it, the run
 *   fails saying why, rather than quietly testing on another database; TESTCONTAINERS=off opts
 *   out (embedded PGlite);
 * - else embedded PGlite.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.TEST_DATABASE_URL) return;
  const engine = dockerEngine();
  if (engine && testcontainersOff()) {
    console.log(`\nTESTCONTAINERS=${process.env.TESTCONTAINERS}: a Docker engine is configured (${engine}) but tests use embedded PGlite.`);
  } else if (engine) {
    await startTestcontainer(engine);
    return;
  }
  writePgliteTemplate();
}

/** Where a Docker engine is configured, or undefined. */
function dockerEngine(): string | undefined {
  if (process.env.DOCKER_HOST) return `DOCKER_HOST=${process.env.DOCKER_HOST}`;
  if (fs.existsSync('/var/run/docker.sock')) return '/var/run/docker.sock';
  return undefined;
}

function testcontainersOff(): boolean {
  return ['off', 'false', '0', 'no'].includes((process.env.TESTCONTAINERS ?? '').trim().toLowerCase());
}

/**
 * Embedded PGlite: one initialized data directory for the run, which each test file's PGlite
 * loads (PGLITE_TEMPLATE). When the built server holds every migration of the source, no older
 * than its source file (`npm test` builds first), a second one is migrated by it
 * (PGLITE_TEMPLATE_MIGRATED): the test apps start from that and find no migration left to run.
 * With a stale or missing build, every test app migrates from the source as before.
 */
function writePgliteTemplate(): void {
  const empty = path.join(os.tmpdir(), `pglite-template-${process.pid}.tar`);
  const migrated = path.join(os.tmpdir(), `pglite-template-${process.pid}-migrated.tar`);
  const dist = builtServerWithCurrentMigrations();
  const script = path.join(__dirname, 'pglite-template.cjs');
  let made = spawnSync(process.execPath, [script, empty, ...(dist ? [dist, migrated] : [])], { stdio: ['ignore', 'inherit', 'inherit'] });
  if (made.status !== 0 && dist) made = spawnSync(process.execPath, [script, empty], { stdio: ['ignore', 'inherit', 'inherit'] });
  if (made.status !== 0 || !fs.existsSync(empty)) return;
  process.env.PGLITE_TEMPLATE = empty;
  if (dist && fs.existsSync(migrated)) process.env.PGLITE_TEMPLATE_MIGRATED = migrated;
}

/** server/dist, when it was built from the migrations in server/src as they are now; else undefined. */
function builtServerWithCurrentMigrations(): string | undefined {
  const root = path.join(__dirname, '..', '..', 'server');
  const dist = path.join(root, 'dist');
  const source = path.join(root, 'src', 'db', 'migrations');
  const built = path.join(dist, 'db', 'migrations');
  if (!fs.existsSync(path.join(dist, 'db', 'orm-config.js')) || !fs.existsSync(built)) return undefined;
  const names = (dir: string, ext: string) => fs.readdirSync(dir).filter((f) => f.endsWith(ext) && !f.endsWith('.d.ts')).map((f) => f.slice(0, -ext.length)).sort();
  const sources = names(source, '.ts');
  if (sources.join() !== names(built, '.js').join()) return undefined;
  const current = sources.every((n) => fs.statSync(path.join(built, `${n}.js`)).mtimeMs >= fs.statSync(path.join(source, `${n}.ts`)).mtimeMs);
  return current ? dist : undefined;
}

async function startTestcontainer(engine: string): Promise<void> {
  const image = process.env.TEST_POSTGRES_IMAGE || DEFAULT_IMAGE;
  const optOut = 'Set TEST_DATABASE_URL to test on your own PostgreSQL server, or TESTCONTAINERS=off to test on embedded PGlite.';
  let PostgreSqlContainer: typeof import('@testcontainers/postgresql').PostgreSqlContainer;
  try {
    ({ PostgreSqlContainer } = await import('@testcontainers/postgresql'));
  } catch (err) {
    throw new Error(`A Docker engine is configured (${engine}) but Testcontainers could not be loaded on Node ${process.version}: ${message(err)}\n${optOut}`);
  }
  const started = Date.now();
  try {
    const container = await new PostgreSqlContainer(image).withLabels({ 'elite.tests': 'true' }).start();
    process.env.TEST_DATABASE_URL = container.getConnectionUri();
    (globalThis as { __testPostgres?: RunPostgres }).__testPostgres = container;
    console.log(
      `\nTests use one Testcontainers PostgreSQL for the run: image ${image}, ${container.getHost()}:${container.getPort()} (started in ${((Date.now() - started) / 1000).toFixed(1)}s).`,
    );
  } catch (err) {
    const ryuk = process.env.TESTCONTAINERS_RYUK_DISABLED === 'true' ? '' : ' Without an image registry, set TESTCONTAINERS_RYUK_DISABLED=true as well (its reaper is an image too).';
    throw new Error(
      `A Docker engine is configured (${engine}) but Testcontainers could not start PostgreSQL from image ${image}: ${message(err)}\n` +
        `Set TEST_POSTGRES_IMAGE to an image this engine has or can pull (CI builds one from Debian packages: .ci/docker-postgres.sh).${ryuk}\n${optOut}`,
    );
  }
}

function message(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
