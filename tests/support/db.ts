import crypto from 'node:crypto';
import { Client as PgClient } from 'pg';
import path from 'node:path';
import { spawn } from 'node:child_process';

export interface TestDatabase {
  url: string;
  kind: 'server' | 'pglite';
  poolMax: number;
  drop(): Promise<void>;
}

/**
 * Whether the tests run on a PostgreSQL server (TEST_DATABASE_URL, or the Testcontainers
 * Postgres that Jest's global set-up started and named there) rather than embedded PGlite.
 * Tests that need a server feature (several backends, pg_terminate_backend) check this.
 */
export const onPostgresServer = (): boolean => Boolean(process.env.TEST_DATABASE_URL);

/**
 * An isolated, empty database for one test file: a fresh database on TEST_DATABASE_URL's
 * server (yours, or the run's one Testcontainers Postgres, see global-setup.ts), else an
 * in-memory embedded PGlite of its own. `migrated`: the caller migrates it next anyway, so on
 * PGlite it may start from the run's migrated template (global-setup.ts), where that migration
 * finds nothing left to do; a test of migrating itself asks for an empty one.
 */
export async function createTestDatabase(opts: { migrated?: boolean } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return startPgliteProcess(opts.migrated ? process.env.PGLITE_TEMPLATE_MIGRATED : undefined);
  const name = `test_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new PgClient({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    kind: 'server',
    poolMax: 10,
    async drop() {
      const c = new PgClient({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}

/** Connections the test PGlite socket server accepts; pools over it stay below. */
const PGLITE_CONNECTIONS = 12;

/**
 * V8 flags of a test's PGlite process: WebAssembly compiled by the baseline compiler only. A
 * test file's database lives for seconds to a minute; the optimizing tier's background
 * compilation of PostgreSQL cost it more CPU than it ever won back (about 2 s of CPU a start,
 * measured with process.cpuUsage(), and no slower over 3,000 catalog queries).
 */
const PGLITE_NODE_FLAGS = ['--liftoff-only'];

/** In-memory PGlite in a child process (from `template` when given); resolves with its URL once it listens. */
function startPgliteProcess(template?: string): Promise<TestDatabase> {
  const child = spawn(process.execPath, [...PGLITE_NODE_FLAGS, path.join(__dirname, 'pglite-server.cjs'), String(PGLITE_CONNECTIONS), ...(template ? [template] : [])], { stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    let buf = '';
    child.once('exit', (code) => reject(new Error(`PGlite process exited with ${code}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      buf += chunk.toString();
      const line = buf.split('\n')[0];
      if (buf.includes('\n')) {
        child.removeAllListeners('exit');
        resolve({
          url: line.trim(),
          kind: 'pglite',
          poolMax: 6,
          drop: () =>
            new Promise<void>((done) => {
              child.once('exit', () => done());
              child.kill('SIGTERM');
            }),
        });
      }
    });
  });
}
