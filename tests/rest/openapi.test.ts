import { startTestApp, type TestApp } from '../support/app';
import { call } from './rest-client';
import { restRoutes } from '../../server/src/rest/router';

/** Every row of the call tables of spec part 1 s7 and part 2 s7 (plus the sign-in paths of DESIGN). */
export const SPEC_ROWS: [string, string][] = [
  // part 1
  ['get', '/api/service-providers/check-pending/{clientId}'],
  ['get', '/api/notifications/{userId}'],
  ['post', '/api/notifications'],
  ['put', '/api/notifications/{id}/read'],
  ['put', '/api/notifications/{userId}/read-all'],
  ['delete', '/api/notifications/{userId}'],
  ['get', '/api/service-providers'],
  ['get', '/api/service-providers/{id}'],
  ['post', '/api/service-providers'],
  ['get', '/api/clients/{id}'],
  ['post', '/api/clients'],
  ['put', '/api/clients/{id}'],
  ['get', '/api/service-requests'],
  ['get', '/api/service-requests/{id}'],
  ['post', '/api/service-requests'],
  ['post', '/api/service-requests/{id}/process-payment'],
  ['put', '/api/service-requests/{id}'],
  ['delete', '/api/service-requests/{id}'],
  ['get', '/api/service-categories'],
  ['get', '/api/service-types'],
  ['get', '/api/invoices'],
  ['get', '/api/reviews'],
  ['post', '/api/reviews'],
  ['post', '/api/expansion-waitlist'],
  ['get', '/api/dashboard/stats'],
  ['post', '/auth/login'],
  ['post', '/auth/register'],
  ['get', '/auth/google'],
  // part 2
  ['get', '/api/admin/service-requests'],
  ['get', '/api/clients'],
  ['post', '/api/service-requests/{id}/assign'],
  ['post', '/api/service-requests/{id}/accept'],
  ['post', '/api/service-requests/{id}/notes'],
  ['post', '/api/service-requests/{id}/invoice'],
  ['post', '/api/service-requests/{id}/schedule-next'],
  ['post', '/api/service-requests/{id}/schedule'],
  ['post', '/api/service-requests/{id}/complete'],
  ['post', '/api/service-requests/{id}/schedule-inspection'],
  ['post', '/api/service-requests/{id}/approve-payout'],
  ['post', '/api/service-requests/{id}/complete-special'],
  ['post', '/api/service-requests/{id}/rating'],
  ['put', '/api/service-requests/{id}/unassign'],
  ['patch', '/api/service-requests/{id}'],
  ['post', '/api/admin/approve-payment/{id}'],
  ['post', '/api/admin/approve-transaction/{id}'],
  ['post', '/api/admin/reject-transaction/{id}'],
  ['post', '/api/admin/simulate-client-payment/{id}'],
  ['post', '/api/invoices'],
  ['get', '/api/invoices/request/{id}'],
  ['patch', '/api/invoices/{id}'],
  ['delete', '/api/invoices/{id}'],
  ['get', '/api/worker-payouts'],
  ['get', '/api/billing/past-due'],
  ['get', '/api/analytics/advanced-earnings'],
];

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document with every route of the route table, with its method', async () => {
    const r = await call(app, 'GET', '/api/openapi.json');
    expect(r.status).toBe(200);
    expect(r.body.openapi).toBe('3.1.0');
    const missing = restRoutes.filter((def) => !r.body.paths[def.path]?.[def.method]).map((d) => `${d.method} ${d.path}`);
    expect(missing).toEqual([]);
    const operations = Object.values(r.body.paths as Record<string, object>).reduce((n, ops) => n + Object.keys(ops).length, 0);
    expect(operations).toBe(restRoutes.length);
  });

  it('documents every row of both spec call tables', async () => {
    const r = await call(app, 'GET', '/api/openapi.json');
    const missing = SPEC_ROWS.filter(([m, p]) => !r.body.paths[p]?.[m]).map(([m, p]) => `${m.toUpperCase()} ${p}`);
    expect(missing).toEqual([]);
  });

  it('describes parameters, bodies and errors from the same definitions', async () => {
    const doc = (await call(app, 'GET', '/api/openapi.json')).body;
    const types = doc.paths['/api/service-types'].get;
    expect(types.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'categoryId', in: 'query', required: false })]));
    const read = doc.paths['/api/notifications/{id}/read'].put;
    expect(read.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path', required: true, schema: expect.objectContaining({ type: 'integer' }) })]);
    expect(read.responses['401']).toBeDefined();
    const register = doc.paths['/auth/register'].post;
    expect(Object.keys(register.requestBody.content['application/json'].schema.properties)).toEqual(expect.arrayContaining(['email', 'password', 'firstName', 'lastName', 'role']));
    expect(register.responses['201'].content['application/json'].schema.properties).toHaveProperty('token');
    expect(register.responses['422'].content['application/json'].schema.$ref).toBe('#/components/schemas/Error');
    const ids = new Set<string>();
    for (const ops of Object.values(doc.paths as Record<string, Record<string, { operationId: string }>>)) for (const op of Object.values(ops)) ids.add(op.operationId);
    expect(ids.size).toBe(restRoutes.length);
  });
});
