import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { startTestApp, signIn, type TestApp } from '../support/app';
import { loggerOptions } from '../../server/src/logger';
import { loadDotEnv } from '../../server/src/dot-env';

/**
 * What an operator runs the service with: every request named (X-Request-Id or traceparent,
 * on the answer, on every log line it made and on its error answers), Prometheus metrics
 * behind a token, quiet health probes, and `.env` read at start with the environment winning.
 */

const lines: Record<string, unknown>[] = [];
const sink = new Writable({
  write(chunk: Buffer, _enc, done) {
    for (const l of chunk.toString().split('\n')) if (l.trim()) lines.push(JSON.parse(l) as Record<string, unknown>);
    done();
  },
});

const TOKEN = 'metrics-token-for-tests';
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ seed: true, log: pino(loggerOptions('info'), sink), env: { METRICS_TOKEN: TOKEN } });
}, 120_000);
afterAll(() => app?.close());

describe('request ids', () => {
  it('keeps the caller’s X-Request-Id: on the answer, on every log line of the request, and on its error answer', async () => {
    const res = await fetch(`${app.url}/api/service-requests/999999`, { headers: { 'x-request-id': 'abc' } });
    expect(res.headers.get('x-request-id')).toBe('abc');
    const body = (await res.json()) as { requestId?: string };
    expect(body.requestId).toBe('abc');
    await new Promise((r) => setTimeout(r, 50));
    const mine = lines.filter((l) => l.requestId === 'abc');
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.map((l) => l.msg)).toContain('request');
    // No line of that request without its id: every line naming the path carries it.
    expect(lines.filter((l) => l.path === '/api/service-requests/999999' && l.requestId !== 'abc')).toEqual([]);
  });

  it('takes the trace id of a W3C traceparent, makes one when there is none, and refuses ids that could forge log lines', async () => {
    const traced = await fetch(`${app.url}/healthz`, { headers: { traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01' } });
    expect(traced.headers.get('x-request-id')).toBe('4bf92f3577b34da6a3ce929d0e0e4736');
    const made = await fetch(`${app.url}/healthz`);
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const forged = await fetch(`${app.url}/healthz`, { headers: { 'x-request-id': 'x" y}{"level":60' } });
    expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('names the request on GraphQL errors too', async () => {
    const res = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'gql-req-1' },
      body: JSON.stringify({ query: '{ serviceRequest(id: "999999") { id } }' }),
    });
    const body = (await res.json()) as { errors: { extensions: { code: string; requestId: string } }[] };
    expect(res.headers.get('x-request-id')).toBe('gql-req-1');
    expect(body.errors[0].extensions.requestId).toBe('gql-req-1');
  });

  it('logs health probes at debug only', async () => {
    const before = lines.length;
    await fetch(`${app.url}/healthz`);
    await fetch(`${app.url}/readyz`);
    await new Promise((r) => setTimeout(r, 50));
    expect(lines.slice(before).filter((l) => l.path === '/healthz' || l.path === '/readyz')).toEqual([]);
  });
});

describe('metrics', () => {
  it('answers no web page at /metrics: 401 without the token, the Prometheus series with it', async () => {
    const anonymous = await fetch(`${app.url}/metrics`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.text()).not.toMatch(/<html|<div id="root">/i);
    const wrong = await fetch(`${app.url}/metrics`, { headers: { authorization: 'Bearer nope' } });
    expect(wrong.status).toBe(401);

    // Some traffic: an operation, a REST call, an error.
    const token = await signIn(app, 'client@demo.elite');
    await app.gql('query MyRequestsForMetrics { myRequests { items { id } } }', {}, token);
    await fetch(`${app.url}/api/service-categories`);
    await app.gql('mutation { acceptJob(requestId: "1") { id } }', {}, token);

    const res = await fetch(`${app.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/plain/);
    const text = await res.text();
    expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/api\/service-categories",status="200"\} \d+/m);
    expect(text).toMatch(/^graphql_operation_duration_seconds_count\{operation="MyRequestsForMetrics",type="query"\} 1$/m);
    expect(text).toMatch(/^app_errors_total\{transport="graphql",code="FORBIDDEN"\} \d+/m);
    for (const series of ['live_sockets', 'db_pool_connections', 'outbox_pending_events', 'outbox_oldest_pending_seconds', 'outbound_messages', 'nodejs_eventloop_lag_seconds', 'process_resident_memory_bytes']) {
      expect(text).toMatch(new RegExp(`^# TYPE ${series} `, 'm'));
    }
    // Ids in paths never become labels.
    expect(text).not.toMatch(/route="\/api\/service-requests\/\d+/);
  });

  it('is off unless a token is configured', async () => {
    const plain = await startTestApp({});
    try {
      const res = await fetch(`${plain.url}/metrics`);
      expect(res.status).toBe(404);
      expect(((await res.json()) as { error: string }).error).toMatch(/METRICS_TOKEN/);
    } finally {
      await plain.close();
    }
  });
});

describe('.env', () => {
  it('is read at start, and the environment wins over it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dotenv-'));
    const file = path.join(dir, '.env');
    fs.writeFileSync(file, 'OPS_TEST_FROM_FILE=file\nOPS_TEST_BOTH=file\n# a comment\nOPS_TEST_QUOTED="two words"\n');
    process.env.OPS_TEST_BOTH = 'environment';
    try {
      expect(loadDotEnv(file).sort()).toEqual(['OPS_TEST_FROM_FILE', 'OPS_TEST_QUOTED']);
      expect(process.env.OPS_TEST_FROM_FILE).toBe('file');
      expect(process.env.OPS_TEST_QUOTED).toBe('two words');
      expect(process.env.OPS_TEST_BOTH).toBe('environment');
      expect(loadDotEnv(path.join(dir, 'missing.env'))).toEqual([]);
    } finally {
      delete process.env.OPS_TEST_FROM_FILE;
      delete process.env.OPS_TEST_QUOTED;
      delete process.env.OPS_TEST_BOTH;
    }
  });
});
