import path from 'node:path';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { spawn, type ChildProcess } from 'node:child_process';
import { createTestDatabase, type TestDatabase } from '../support/db';
import { openRawSocket, type RawSocket } from '../support/raw-ws';
import { vapidEnv } from '../support/vapid-env';

/**
 * WEB_CONCURRENCY=2 without Redis: two API workers share one port, and the primary relays
 * events and keeps the counters. A subscriber on one worker hears what the other publishes;
 * failed sign-ins count across workers; SIGTERM stops both cleanly.
 */
const MAIN = path.resolve(__dirname, '../../server/dist/main.js');
const PORT = 4000 + Math.floor(Math.random() * 1000) + 3000;
const URL_ = `http://127.0.0.1:${PORT}`;

let db: TestDatabase;
let primary: ChildProcess;
let output = '';

beforeAll(async () => {
  if (!fs.existsSync(MAIN)) throw new Error('server/dist/main.js is missing: run `npm run build` (npm test does)');
  db = await createTestDatabase();
  primary = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env, MALLOC_ARENA_MAX: undefined, DATABASE_URL: db.url, DATABASE_POOL_MAX: String(Math.max(1, Math.floor(db.poolMax / 2))), WEB_CONCURRENCY: '2', REDIS_URL: '',
      DATA_ENCRYPTION_KEY: crypto.randomBytes(32).toString('base64'), ...vapidEnv(), PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'info', NODE_ENV: 'production', SEED_DEMO_DATA: 'true', METRICS_TOKEN: 'cluster-metrics',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // From a directory of its own, as a service manager may start it: the migrations and the demo data run in the
    // primary's preparing child whatever the working directory (the migrator and seeder are loaded from the app's own).
    cwd: fs.mkdtempSync(path.join(os.tmpdir(), 'cluster-cwd-')),
  });
  primary.stdout!.on('data', (d) => (output += d));
  primary.stderr!.on('data', (d) => (output += d));
  // Not a terminal: the primary announces, once every worker listens, one JSON `listening` line.
  const listening = () => output.includes('"msg":"listening"');
  for (let i = 0; i < 240 && !listening(); i++) {
    if (primary.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  if (!listening()) throw new Error(`the cluster did not start:\n${output}`);
}, 90_000);

afterAll(async () => {
  if (primary?.exitCode === null) primary.kill('SIGKILL');
  await db?.drop();
});

/** The API workers: the primary's child processes. */
function workers(): number[] {
  return fs.readFileSync(`/proc/${primary.pid}/task/${primary.pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
}

/** The worker holding the server side of the connection whose client port is `clientPort` (from /proc). */
function workerOf(clientPort: number): number | undefined {
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
  let inode: string | undefined;
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of fs.readFileSync(table, 'utf8').split('\n').slice(1)) {
      const f = line.trim().split(/\s+/);
      if (f[1]?.endsWith(`:${hex(PORT)}`) && f[2]?.endsWith(`:${hex(clientPort)}`)) inode = f[9];
    }
  }
  if (!inode) return undefined;
  return workers().find((pid) => fs.readdirSync(`/proc/${pid}/fd`).some((fd) => {
    try {
      return fs.readlinkSync(`/proc/${pid}/fd/${fd}`) === `socket:[${inode}]`;
    } catch {
      return false;
    }
  }));
}

function post(pathname: string, body: unknown, token?: string): Promise<{ status: number; body: Record<string, unknown> }> {
  // A connection of its own each time: the cluster hands new connections to its workers in turn.
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: PORT, path: pathname, method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data), ...(token ? { authorization: `Bearer ${token}` } : {}) } }, (res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as Record<string, unknown> }));
    });
    req.on('error', reject);
    req.end(data);
  });
}

async function signIn(email: string): Promise<string> {
  const r = await post('/auth/login', { email, password: 'demo-pass-2026' });
  if (r.status !== 200) throw new Error(`sign-in ${email}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.token as string;
}

it('runs two API workers on one port, and a notification published on one reaches a subscriber on the other', async () => {
  expect(workers()).toHaveLength(2);
  const admin = await signIn('admin@demo.elite');
  const client = await signIn('client@demo.elite');

  // Admin sockets until two are held by different workers.
  const sockets: RawSocket[] = [];
  const owners = new Map<number, RawSocket>();
  for (let i = 0; i < 8 && owners.size < 2; i++) {
    const socket = await openRawSocket(URL_, { token: admin });
    sockets.push(socket);
    const owner = workerOf((socket.ws as unknown as { _socket: { localPort: number } })._socket.localPort);
    if (owner && !owners.has(owner)) owners.set(owner, socket);
  }
  expect(owners.size).toBe(2);
  const [onA, onB] = [...owners.values()];
  onA.subscribe('n', 'subscription { notificationAdded { title message } }');
  onB.subscribe('n', 'subscription { notificationAdded { title message } }');

  // The admins hear of a client's support request, published by the worker that took it. One
  // request both sockets hear; sent again (a new subject) until then, as subscribing has no acknowledgement.
  const heard = (s: RawSocket, subject: string) => s.received('n').some((m) => JSON.stringify(m.payload).includes(subject));
  let both = false;
  for (let attempt = 0; attempt < 10 && !both; attempt++) {
    const subject = `Cluster check ${crypto.randomUUID()}`;
    const sent = await post('/graphql', { query: 'mutation($input: SupportRequestInput!) { submitSupportRequest(input: $input) { id } }', variables: { input: { email: 'client@demo.elite', category: 'general', subject, message: 'Heard on every worker?' } } }, client);
    expect(sent.body.errors).toBeUndefined();
    for (let i = 0; i < 20 && !both; i++) {
      await new Promise((r) => setTimeout(r, 50));
      both = heard(onA, subject) && heard(onB, subject);
    }
  }
  expect(both).toBe(true);
  sockets.forEach((s) => s.close());
});

/** Resident memory of a process, in MiB (/proc). */
const rssMiB = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

it('prepares the database in a child that has exited, so the primary stays a small process beside its workers', async () => {
  // The demo data is there (prepared before the workers started), by a process that is no longer a child.
  expect(output).toContain('demo data loaded into the empty database');
  expect(workers()).toHaveLength(2);
  // The primary never loads the app, the ORM or the seeders: a fraction of a worker's memory.
  const primaryMiB = rssMiB(primary.pid!);
  for (const pid of workers()) expect(primaryMiB).toBeLessThan(rssMiB(pid) / 2);
  expect(primaryMiB).toBeLessThan(120);
});

it('runs its workers with two malloc arenas unless the deployment sets its own', () => {
  const envOf = (pid: number) => fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
  expect(envOf(primary.pid!)).not.toContain('MALLOC_ARENA_MAX=2');
  expect(workers()).toHaveLength(2);
  for (const pid of workers()) expect(envOf(pid)).toContain('MALLOC_ARENA_MAX=2');
});

it('counts failed sign-ins on one account across the workers', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 7; i++) statuses.push((await post('/auth/login', { email: 'worker3@demo.elite', password: `wrong-${i}-password` })).status);
  // Five free failures, then a wait: the sixth is refused whichever worker takes it.
  expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
  expect(statuses.slice(5)).toContain(429);
});

/** A POST whose body is not finished yet: a worker has taken the request and waits for the rest. */
function startRequest(body: string): { finish(): void; done: Promise<number> } {
  const req = http.request({ host: '127.0.0.1', port: PORT, path: '/graphql', method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } });
  const done = new Promise<number>((resolve, reject) => {
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
  });
  req.write(body.slice(0, 10));
  return { finish: () => req.end(body.slice(10)), done };
}

it('answers one scrape of /metrics for the whole cluster: every worker\'s requests added up by the primary', async () => {
  // Fresh connections, which the primary hands to the workers in turn.
  for (let i = 0; i < 30; i++) {
    const res = await fetch(`${URL_}/api/service-categories`, { headers: { connection: 'close' } });
    expect(res.status).toBe(200);
  }
  const res = await fetch(`${URL_}/metrics`, { headers: { authorization: 'Bearer cluster-metrics' } });
  expect(res.status).toBe(200);
  const text = await res.text();
  const count = Number(/^http_request_duration_seconds_count\{method="GET",route="\/api\/service-categories",status="200"\} (\d+)/m.exec(text)?.[1]);
  // Exactly the requests made: both workers' counts, added (a single worker's registry would show about half).
  expect(count).toBe(30);
  expect(text).toMatch(/^# TYPE nodejs_eventloop_lag_seconds gauge/m);
});

it('stops every worker cleanly on SIGTERM, each finishing the requests it holds', async () => {
  const pids = workers();
  const body = JSON.stringify({ query: '{ serviceCategories { id } }' });
  // Four connections: the workers take them in turn, so each holds unfinished requests.
  const inFlight = Array.from({ length: 4 }, () => startRequest(body));
  const exited = new Promise<number | null>((resolve) => primary.once('exit', (code) => resolve(code)));
  await new Promise((r) => setTimeout(r, 300)); // the workers have accepted all four
  primary.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 300)); // shutdown has begun
  inFlight.forEach((r) => r.finish());
  expect(await Promise.all(inFlight.map((r) => r.done))).toEqual([200, 200, 200, 200]);
  expect(await exited).toBe(0);
  for (const pid of pids) expect(fs.existsSync(`/proc/${pid}`) && !fs.readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z ')).toBe(false);
});
