import path from 'node:path';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { spawn, type ChildProcess } from 'node:child_process';
import WebSocket from 'ws';
import { createTestDatabase, type TestDatabase } from '../support/db';
import { vapidEnv } from '../support/vapid-env';

const MAIN = path.resolve(__dirname, '../../server/dist/main.js');
const PORT = 3000 + Math.floor(Math.random() * 1000) + 3000;

let db: TestDatabase;
let child: ChildProcess;
let output = '';

beforeAll(async () => {
  if (!fs.existsSync(MAIN)) throw new Error('server/dist/main.js is missing: run `npm run build` (npm test does)');
  db = await createTestDatabase();
  child = spawn(process.execPath, [MAIN], {
    // One API process (tests/server/cluster.test.ts stops a cluster).
    env: { ...process.env, DATABASE_URL: db.url, WEB_CONCURRENCY: '1', DATABASE_POOL_MAX: String(db.poolMax), DATA_ENCRYPTION_KEY: crypto.randomBytes(32).toString('base64'), ...vapidEnv(), PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'info', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  // Migrating and seeding a fresh embedded database takes a while on a busy machine: up to 90 s.
  for (let i = 0; i < 360; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/readyz`, { signal: AbortSignal.timeout(5000) })).ok) return;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not start:\n${output}`);
});

afterAll(async () => {
  if (child.exitCode === null) child.kill('SIGKILL');
  await db.drop();
});

/**
 * Starts a POST whose body is not finished yet. `taken` resolves once the server has parsed the
 * request (its `100 Continue`), so the test knows the request was taken, not merely sent.
 */
function startRequest(body: string): { finish(): void; taken: Promise<void>; done: Promise<{ status: number; text: string }> } {
  const req = http.request({ host: '127.0.0.1', port: PORT, path: '/graphql', method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), expect: '100-continue' } });
  const taken = new Promise<void>((resolve) => req.once('continue', () => resolve()));
  const done = new Promise<{ status: number; text: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
  });
  const half = Math.floor(body.length / 2);
  req.flushHeaders();
  void taken.then(() => req.write(body.slice(0, half)));
  return { finish: () => void taken.then(() => req.end(body.slice(half))), taken, done };
}

/** A graphql-ws socket, acknowledged; `closed` resolves with the code the server closed it with. */
async function liveSocket(): Promise<{ closed: Promise<number> }> {
  const ws = new WebSocket(`ws://127.0.0.1:${PORT}/graphql`, 'graphql-transport-ws');
  const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => ws.send(JSON.stringify({ type: 'connection_init', payload: {} })));
    ws.on('message', (raw) => JSON.parse(raw.toString()).type === 'connection_ack' && resolve());
    ws.once('error', reject);
  });
  return { closed };
}

it('finishes in-flight requests on SIGTERM, refuses new ones, hands its websockets over, and exits cleanly', async () => {
  const body = JSON.stringify({ query: '{ serviceCategories { id name } serviceTypes { id name } }' });
  const sockets = await Promise.all(Array.from({ length: 3 }, () => liveSocket()));
  const inFlight = Array.from({ length: 10 }, () => startRequest(body));
  await Promise.all(inFlight.map((r) => r.taken)); // the server has taken all ten
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  // Shutdown has begun once a new connection is refused (within 10 s, whatever the machine's load).
  let refused = false;
  for (let i = 0; i < 200 && !refused; i++) {
    refused = await fetch(`http://127.0.0.1:${PORT}/healthz`).then(() => false, () => true);
    if (!refused) await new Promise((r) => setTimeout(r, 50));
  }
  expect(refused).toBe(true); // no new connections
  inFlight.forEach((r) => r.finish());
  const results = await Promise.all(inFlight.map((r) => r.done));
  expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
  expect(results.every((r) => r.text.includes('serviceTypes'))).toBe(true);
  // Each socket is closed as "service restart" (1012), which clients retry through the balancer, before the process goes.
  expect(await Promise.all(sockets.map((s) => s.closed))).toEqual([1012, 1012, 1012]);
  expect(await exited).toBe(0);
  expect(output).toMatch(/shut down cleanly/);
});
