import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import pino from 'pino';
import { admission } from '../../server/src/http/admission';
import { restErrorHandler } from '../../server/src/rest/error-handler';

/** A server whose /api/work answers when the test lets it (each request's own release), with the admission in front. */
async function serve(limit: number, patienceMs: number, clock: { now: number }) {
  const gate = admission({ limit, patienceMs, now: () => clock.now });
  const worked: string[] = [];
  const releases = new Map<string, () => void>();
  const app = express();
  app.use(['/api', '/graphql'], gate.handler);
  app.get('/readyz', (_req, res) => res.json({ status: 'ready' }));
  app.all(['/api/work/:name', '/graphql'], (req, res) => {
    const name = typeof req.params.name === 'string' ? req.params.name : 'graphql';
    worked.push(name);
    releases.set(name, () => res.json({ name }));
  });
  app.use(restErrorHandler(pino({ level: 'silent' })));
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { gate, worked, releases, base, close: () => new Promise((r) => server.close(r)) };
}

const until = async (ok: () => boolean) => {
  for (let i = 0; i < 200 && !ok(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(ok()).toBe(true);
};

it('works on a bounded number of API requests at once; the others wait their turn, in order, and health checks never wait', async () => {
  const clock = { now: 0 };
  const s = await serve(2, 30_000, clock);
  try {
    const answers = ['a', 'b', 'c', 'd'].map((name) => fetch(`${s.base}/api/work/${name}`).then((r) => r.json()));
    await until(() => s.gate.stats().waiting === 2);
    expect(s.worked).toEqual(['a', 'b']);
    // The health check is answered while the API is full.
    expect(await (await fetch(`${s.base}/readyz`)).json()).toEqual({ status: 'ready' });
    s.releases.get('a')!();
    await until(() => s.worked.length === 3);
    expect(s.worked).toEqual(['a', 'b', 'c']);
    s.releases.get('b')!();
    s.releases.get('c')!();
    await until(() => s.worked.length === 4);
    s.releases.get('d')!();
    expect(await Promise.all(answers)).toEqual([{ name: 'a' }, { name: 'b' }, { name: 'c' }, { name: 'd' }]);
    expect(s.gate.stats()).toEqual({ active: 0, waiting: 0, shed: 0 });
  } finally {
    await s.close();
  }
});

it('answers 503 with Retry-After, unworked, a request that waited longer than the patience for its turn', async () => {
  const clock = { now: 0 };
  const s = await serve(1, 30_000, clock);
  try {
    const first = fetch(`${s.base}/api/work/first`);
    await until(() => s.worked.length === 1);
    const late = fetch(`${s.base}/api/work/late`);
    const lateGraphql = fetch(`${s.base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ __typename }"}' });
    await until(() => s.gate.stats().waiting === 2);
    clock.now = 31_000; // both waited past the patience
    const onTime = fetch(`${s.base}/api/work/on-time`);
    await until(() => s.gate.stats().waiting === 3);
    s.releases.get('first')!();
    expect((await first).status).toBe(200);

    const rest = await late;
    expect(rest.status).toBe(503);
    expect(rest.headers.get('retry-after')).toBe('1');
    expect(await rest.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    const gql = await lateGraphql;
    expect(gql.status).toBe(503);
    expect(await gql.json()).toMatchObject({ errors: [{ extensions: { code: 'SERVICE_UNAVAILABLE', retryAfter: 1 } }] });
    // The one that arrived later had not waited too long: it is worked.
    await until(() => s.worked.includes('on-time'));
    expect(s.worked).toEqual(['first', 'on-time']);
    s.releases.get('on-time')!();
    expect((await onTime).status).toBe(200);
    expect(s.gate.stats()).toEqual({ active: 0, waiting: 0, shed: 2 });
  } finally {
    await s.close();
  }
});
