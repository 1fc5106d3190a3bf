import fs from 'node:fs';
import crypto from 'node:crypto';
import { Client as PgClient } from 'pg';
import path from 'node:path';
import { spawn } from 'node:child_process';

export interface TestDatabase {
  url: string;
  kind: 'server' | 'testcontainers' | 'pglite';
  poolMax: number;
  drop(): Promise<void>;
}

function dockerAnswers(): boolean {
  if (process.env.DOCKER_HOST) return true;
  return fs.existsSync('/var/run/docker.sock');
}

/**
 * An isolated, empty database for one test file: a fresh database on TEST_DATABASE_URL's
 * server, else a Testcontainers Postgres when a Docker engine answers, else embedded PGlite.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
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
  if (dockerAnswers()) {
    try {
      const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
      const container = await new PostgreSqlContainer('postgres:16-alpine').start();
      return { url: container.getConnectionUri(), kind: 'testcontainers', poolMax: 10, drop: async () => void (await container.stop()) };
    } catch {
      // No usable engine behind the socket: fall through to PGlite.
    }
  }
  return startPgliteProcess();
}

/** In-memory PGlite in a child process; resolves with its URL once it listens. */
function startPgliteProcess(): Promise<TestDatabase> {
  const child = spawn(process.execPath, [path.join(__dirname, 'pglite-server.cjs'), '8'], { stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
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
