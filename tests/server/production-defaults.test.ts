import path from 'node:path';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { spawn, type ChildProcess } from 'node:child_process';
import { Client as PgClient } from 'pg';
import { createTestDatabase, onPostgresServer, type TestDatabase } from '../support/db';
import { vapidEnv } from '../support/vapid-env';

/**
 * The built server under NODE_ENV=production: the service catalog always, no demo accounts unless SEED_DEMO_DATA=true, no
 * default /admin-access password (off, and said once how to turn it on, until ADMIN_PASSWORD or
 * ADMIN_PASSWORD_HASH is set), and a DATABASE_URL naming a database that does not exist is an
 * error naming it, with a non-zero exit, the database not created.
 */

const MAIN = path.resolve(__dirname, '../../server/dist/main.js');
const onServer = onPostgresServer();
if (!onServer) console.info('Skipped on embedded PGlite: the production start-up is checked against a PostgreSQL server (set TEST_DATABASE_URL); a missing database needs one to be missing on.');
const serverTest = onServer ? it : it.skip;

interface Started {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
}

/** The built server in production on `databaseUrl`, with `env` on top (a key undefined: unset). */
function startProduction(databaseUrl: string, env: Record<string, string | undefined> = {}): Started {
  if (!fs.existsSync(MAIN)) throw new Error('server/dist/main.js is missing: run `npm run build -w server`');
  const port = 3000 + Math.floor(Math.random() * 1000) + 5000;
  const base: Record<string, string | undefined> = { ...process.env };
  for (const k of ['SEED_DEMO_DATA', 'ADMIN_PASSWORD', 'ADMIN_PASSWORD_HASH', 'REDIS_URL']) delete base[k];
  const all = { ...base, DATABASE_URL: databaseUrl, WEB_CONCURRENCY: '1', DATABASE_POOL_MAX: '4', DATA_ENCRYPTION_KEY: crypto.randomBytes(32).toString('base64'), ...vapidEnv(), PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', NODE_ENV: 'production', ...env };
  const child = spawn(process.execPath, [MAIN], { env: Object.fromEntries(Object.entries(all).filter(([, v]) => v !== undefined)) as NodeJS.ProcessEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, port, output: () => output, exited };
}

async function ready(s: Started): Promise<void> {
  for (let i = 0; i < 240; i++) {
    if (s.child.exitCode !== null) throw new Error(`server exited with ${s.child.exitCode}:\n${s.output()}`);
    try {
      if ((await fetch(`http://127.0.0.1:${s.port}/readyz`, { signal: AbortSignal.timeout(3000) })).ok) return;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not start:\n${s.output()}`);
}

async function stop(s: Started): Promise<void> {
  if (s.child.exitCode === null) s.child.kill('SIGTERM');
  await Promise.race([s.exited, new Promise((r) => setTimeout(r, 15_000))]);
  if (s.child.exitCode === null) s.child.kill('SIGKILL');
}

async function gql(s: Started, query: string, variables: Record<string, unknown> = {}) {
  const res = await fetch(`http://127.0.0.1:${s.port}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
  return (await res.json()) as { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] };
}

async function count(url: string, sql: string): Promise<number> {
  const c = new PgClient({ connectionString: url });
  await c.connect();
  try {
    return Number((await c.query<{ n: string }>(sql)).rows[0].n);
  } finally {
    await c.end();
  }
}

const ADMIN_ACCESS = 'mutation($p: String!) { adminAccess(password: $p) { token } }';
const LOGIN = 'mutation($e: String!, $p: String!) { login(input: { email: $e, password: $p }) { token } }';

describe('the production server', () => {
  let db: TestDatabase | null = null;
  afterAll(async () => {
    await db?.drop();
  });

  serverTest('on a fresh database: no demo accounts, and the published admin password opens nothing', async () => {
    db = await createTestDatabase();
    const s = startProduction(db.url);
    try {
      await ready(s);
      expect(await count(db.url, `select count(*) as n from users where email like '%@demo.elite'`)).toBe(0);
      expect(await count(db.url, 'select count(*) as n from users')).toBe(0);
      // The catalog is not demo data: a client of a new deployment can pick a service.
      const catalog = await gql(s, '{ serviceCategories { name } serviceTypes { name } }');
      expect(catalog.errors).toBeUndefined();
      expect((catalog.data?.serviceCategories as { name: string }[]).map((c) => c.name)).toEqual(expect.arrayContaining(['House Cleaning', 'Maintenance & Repair', 'Pool Services']));
      expect((catalog.data?.serviceTypes as { name: string }[]).map((t) => t.name)).toEqual(expect.arrayContaining(['Deep Cleaning', 'Plumbing Repair']));
      const demo = await gql(s, LOGIN, { e: 'client@demo.elite', p: 'demo-pass-2026' });
      expect(demo.data?.login ?? null).toBeNull();
      const admin = await gql(s, ADMIN_ACCESS, { p: 'elite-admin-2026' });
      expect(admin.data?.adminAccess ?? null).toBeNull();
      expect(admin.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      // Said once, with how to turn it on.
      expect(s.output().match(/Admin password sign-in \(\/admin-access\) is off/g)).toHaveLength(1);
      expect(s.output()).toMatch(/Set ADMIN_PASSWORD/);
      expect(s.output()).not.toMatch(/elite-admin-2026|demo-pass-2026/);
    } finally {
      await stop(s);
    }
    expect(await s.exited).toBe(0);
  }, 120_000);

  serverTest('with SEED_DEMO_DATA=true and ADMIN_PASSWORD: the demo accounts, and that password (only) at /admin-access', async () => {
    const seeded = await createTestDatabase();
    const s = startProduction(seeded.url, { SEED_DEMO_DATA: 'true', ADMIN_PASSWORD: 'a-long-production-admin-password' });
    try {
      await ready(s);
      expect(await count(seeded.url, `select count(*) as n from users where email = 'client@demo.elite'`)).toBe(1);
      expect((await gql(s, ADMIN_ACCESS, { p: 'elite-admin-2026' })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      expect((await gql(s, ADMIN_ACCESS, { p: 'a-long-production-admin-password' })).data?.adminAccess).toMatchObject({ token: expect.any(String) });
      expect(s.output()).not.toMatch(/is off/);
    } finally {
      await stop(s);
      await seeded.drop();
    }
  }, 120_000);

  serverTest('a DATABASE_URL naming a database that does not exist: an error naming it, a non-zero exit, and no database created', async () => {
    const name = `missing_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    const s = startProduction(url.toString());
    try {
      const code = await Promise.race([s.exited, new Promise<'running'>((r) => setTimeout(() => r('running'), 30_000))]);
      expect(code).not.toBe('running');
      expect(code).not.toBe(0);
      expect(s.output()).toMatch(new RegExp(`Database "${name}" does not exist`));
      expect(await count(process.env.TEST_DATABASE_URL!, `select count(*) as n from pg_database where datname = '${name}'`)).toBe(0);
    } finally {
      await stop(s);
      const c = new PgClient({ connectionString: process.env.TEST_DATABASE_URL });
      await c.connect();
      await c.query(`drop database if exists "${name}"`);
      await c.end();
    }
  }, 60_000);
});
