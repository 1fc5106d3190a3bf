import { startTestApp, type TestApp } from '../support/app';
import { call, login } from './rest-client';
import { restRoutes } from '../../server/src/rest/router';

/**
 * Denials, from the route table itself: every route that needs a session answers 401 to an
 * anonymous caller, every admin route answers 403 to a worker and a client, and a denied
 * call changes nothing.
 */
let app: TestApp;
let worker: string;
let client: string;

beforeAll(async () => {
  app = await startTestApp({ seed: true });
  [worker, client] = await Promise.all([login(app, 'worker'), login(app, 'client')]);
});
afterAll(() => app.close());

const concrete = (path: string) => path.replace(/\{\w+\}/g, '1');
const guarded = restRoutes.filter((r) => r.access !== 'public');
const adminOnly = restRoutes.filter((r) => r.access === 'admin');

describe('denials', () => {
  it('covers the table: many signed-in routes and every admin row of spec part 2', () => {
    expect(guarded.length).toBeGreaterThan(40);
    expect(adminOnly.map((r) => `${r.method} ${r.path}`)).toEqual(expect.arrayContaining([
      'get /api/admin/service-requests', 'post /api/admin/approve-payment/{id}', 'post /api/admin/approve-transaction/{id}', 'post /api/admin/reject-transaction/{id}',
      'post /api/admin/simulate-client-payment/{id}', 'get /api/worker-payouts', 'get /api/billing/past-due', 'get /api/analytics/advanced-earnings',
      'get /api/clients', 'post /api/service-requests/{id}/assign', 'post /api/service-requests/{id}/schedule-inspection', 'post /api/service-requests/{id}/approve-payout', 'delete /api/invoices/{id}',
    ]));
  });

  it.each(guarded.map((r) => [r.method.toUpperCase(), r.path] as const))('anonymous %s %s is 401 with a message', async (method, path) => {
    const r = await call(app, method, concrete(path), { body: method === 'GET' || method === 'DELETE' ? undefined : {} });
    expect(r.status).toBe(401);
    expect(r.body.error).toBe('Please sign in to continue');
  });

  it.each(adminOnly.map((r) => [r.method.toUpperCase(), r.path] as const))('a worker or a client on admin %s %s is 403', async (method, path) => {
    for (const token of [worker, client]) {
      const r = await call(app, method, concrete(path), { token, body: method === 'GET' || method === 'DELETE' ? undefined : {} });
      expect(r.status).toBe(403);
      expect(r.body.error).toMatch(/admin/i);
    }
  });

  it('an expired or unknown Bearer token is treated as anonymous', async () => {
    const r = await call(app, 'GET', '/api/service-requests', { token: 'not-a-real-session-token' });
    expect(r.status).toBe(401);
  });

  it('GET /api/uploads/{filename} (mounted by the uploads module) answers 404 with a message for an unknown file, not a 500', async () => {
    const r = await call(app, 'GET', '/api/uploads/does-not-exist.png', { token: client });
    expect(r.status).toBe(404);
    expect(r.body.error).toEqual(expect.any(String));
  });
});

describe("never a 500 for a caller's mistake", () => {
  const writes = restRoutes.filter((r) => r.method !== 'get' && r.body);
  const fields = (r: (typeof restRoutes)[number]) => {
    const shape = (r.body as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
    return Object.keys(shape);
  };

  it.each(writes.map((r) => [r.method.toUpperCase(), r.path] as const))('%s %s: malformed JSON is 400, wrong types 4xx', async (method, path) => {
    const def = writes.find((r) => r.path === path && r.method === method.toLowerCase())!;
    const token = def.access === 'admin' ? await login(app, 'admin') : client;
    const malformed = await call(app, method, concrete(path), { token, body: '{"oops": ' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toMatch(/not valid JSON/);
    const wrong = Object.fromEntries(fields(def).map((f) => [f, { nested: [[]] }]));
    const answered = def.errors?.includes(501) ? [400, 401, 403, 404, 409, 422, 501] : [400, 401, 403, 404, 409, 422];
    for (const body of [wrong, [], 'null', '"text"']) {
      for (const who of [token, worker]) {
        const r = await call(app, method, concrete(path).replace('/1', '/2147483647'), { token: who, body });
        expect(answered).toContain(r.status);
        expect(r.body.error).toEqual(expect.any(String));
      }
    }
    const empty = await call(app, method, concrete(path).replace('/1', '/2147483647'), { token, body: {} });
    expect(empty.status).not.toBe(500);
  });

  it('ids that are not positive integers are 404 on every route with an {id}', async () => {
    for (const def of restRoutes.filter((r) => r.path.includes('{id}'))) {
      const token = def.access === 'admin' ? await login(app, 'admin') : client;
      for (const bad of ['abc', '-1', '0', '1.5', '99999999999']) {
        const r = await call(app, def.method.toUpperCase(), def.path.replace('{id}', bad), { token, body: def.method === 'get' || def.method === 'delete' ? undefined : {} });
        expect([def.path, bad, r.status]).toEqual([def.path, bad, 404]);
      }
    }
  });
});
