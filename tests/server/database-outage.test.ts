import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net, { type AddressInfo } from 'node:net';
import crypto from 'node:crypto';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';

/**
 * The database away, as an operator meets it: the server started while its PostgreSQL is down
 * keeps trying with back-off and says "not ready" instead of exiting; once the database is
 * there it becomes ready; stopped mid-run, the database makes every request a 503 with
 * Retry-After; back, it serves again without a restart. The PostgreSQL here is a private
 * cluster of Debian's server binaries, started and stopped by the test.
 */

const MAIN = path.resolve(__dirname, '../../server/dist/main.js');
const PG_BIN = (() => {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const version = fs.readdirSync(root).sort().pop();
  return version && fs.existsSync(path.join(root, version, 'bin', 'pg_ctl')) ? path.join(root, version, 'bin') : null;
})();
const canRun = PG_BIN !== null && process.getuid?.() === 0 && spawnSync('id', ['postgres']).status === 0;
if (!canRun) console.info('Skipped: stopping and starting a PostgreSQL server of its own needs Debian\'s postgresql binaries and root (to run them as the postgres user).');

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const port = (probe.address() as AddressInfo).port;
  await new Promise((r) => probe.close(r));
  return port;
}

function asPostgres(args: string[]): void {
  const r = spawnSync('runuser', ['-u', 'postgres', '--', ...args], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${args.join(' ')} failed: ${r.stdout}${r.stderr}`);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until<T>(what: string, probe: () => Promise<T | null>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => null);
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(200);
  }
}

(canRun ? describe : describe.skip)('the database away', () => {
  let dataDir = '';
  let pgPort = 0;
  let appPort = 0;
  let server: ChildProcess | null = null;
  let output = '';
  const pgCtl = (action: 'start' | 'stop') =>
    asPostgres(
      action === 'start'
        ? [path.join(PG_BIN!, 'pg_ctl'), '-D', dataDir, '-w', '-l', path.join(dataDir, 'server.log'), '-o', `-p ${pgPort} -k ${dataDir} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start']
        : [path.join(PG_BIN!, 'pg_ctl'), '-D', dataDir, '-w', '-m', 'fast', 'stop'],
    );

  beforeAll(async () => {
    if (!fs.existsSync(MAIN)) throw new Error('server/dist/main.js is missing: run `npm run build` (npm test does)');
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outage-pg-'));
    spawnSync('chown', ['postgres', dataDir]);
    asPostgres([path.join(PG_BIN!, 'initdb'), '-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
    pgPort = await freePort();
    appPort = await freePort();
  }, 120_000);

  afterAll(async () => {
    server?.kill('SIGKILL');
    try {
      pgCtl('stop');
    } catch {
      // already stopped
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const url = (p: string) => `http://127.0.0.1:${appPort}${p}`;
  const graphql = () =>
    fetch(url('/graphql'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ serviceCategories { id } }' }) });

  it('starts while the database is down, says it is not ready, becomes ready when it comes, and answers 503 with Retry-After while it is away mid-run', async () => {
    server = spawn(process.execPath, [MAIN], {
      env: {
        ...process.env,
        NODE_ENV: 'development',
        DATABASE_URL: `postgres://postgres@127.0.0.1:${pgPort}/outage`,
        WEB_CONCURRENCY: '1',
        PORT: String(appPort),
        HOST: '127.0.0.1',
        SEED_DEMO_DATA: 'false',
        SCHEDULER_INTERVAL_SECONDS: '0',
        DATA_ENCRYPTION_KEY: crypto.randomBytes(32).toString('base64'),
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (d) => (output += d));
    server.stderr!.on('data', (d) => (output += d));

    // Down at start: alive, not ready, and every other request a 503 with Retry-After.
    const health = await until('the starting server to answer /healthz', async () => {
      const r = await fetch(url('/healthz'));
      return r.ok ? ((await r.json()) as { status: string }) : null;
    }, 60_000);
    expect(health.status).toBe('starting');
    // Longer than the 10 attempts (about 18 s) after which it used to exit.
    await sleep(20_000);
    expect(server.exitCode).toBeNull();
    const notReady = await fetch(url('/readyz'));
    expect(notReady.status).toBe(503);
    const early = await graphql();
    expect(early.status).toBe(503);
    expect(early.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(output).toMatch(/Database unreachable at .*retrying in \d+ ms/);

    // The database comes: the server migrates and becomes ready by itself.
    pgCtl('start');
    await until('/readyz to answer 200 after the database started', async () => ((await fetch(url('/readyz'))).ok ? true : null), 90_000);
    const served = await graphql();
    expect(served.status).toBe(200);

    // Away mid-run: 503 with Retry-After on GraphQL and REST, not ready; no crash.
    pgCtl('stop');
    const gqlDown = await graphql();
    const body = (await gqlDown.json()) as { errors: { extensions: { code: string } }[] };
    expect(body.errors[0].extensions.code).toBe('SERVICE_UNAVAILABLE');
    expect(gqlDown.headers.get('retry-after')).toMatch(/^\d+$/);
    const restDown = await fetch(url('/api/service-categories'));
    expect(restDown.status).toBe(503);
    expect(restDown.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await fetch(url('/readyz'))).status).toBe(503);

    // Back: served again by the same process.
    pgCtl('start');
    const again = await until('GraphQL to answer again after the database came back', async () => ((await graphql()).status === 200 ? true : null), 60_000);
    expect(again).toBe(true);
    expect(server.exitCode).toBeNull();
  }, 240_000);
});
