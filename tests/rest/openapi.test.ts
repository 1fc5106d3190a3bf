import { startTestApp, type TestApp } from '../support/app';
import { call } from './rest-client';
import { restRoutes } from '../../server/src/rest/router';
import { PNG_BYTES } from '../support/worker-fixtures';

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
  ['post', '/api/service-requests/{id}/tip'],
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
    // ... and the two upload routes and the two calendar files (text/calendar) mounted beside the table.
    expect(operations).toBe(restRoutes.length + 4);
  });

  it('documents the upload routes: the multipart POST with its photos field, and the photo GET', async () => {
    const doc = (await call(app, 'GET', '/api/openapi.json')).body;
    const upload = doc.paths['/api/uploads'].post;
    expect(upload.tags).toEqual(['uploads']);
    const form = upload.requestBody.content['multipart/form-data'];
    expect(upload.requestBody.required).toBe(true);
    expect(form.schema.required).toEqual(['photos']);
    expect(form.schema.properties.photos).toMatchObject({ type: 'array', maxItems: 10, items: { type: 'string', format: 'binary' } });
    const stored = upload.responses['201'].content['application/json'].schema;
    expect(Object.keys(stored.properties.uploads.items.properties)).toEqual(expect.arrayContaining(['id', 'filename', 'url', 'mimeType', 'sizeBytes']));
    for (const code of ['401', '422', '429']) expect(upload.responses[code].content['application/json'].schema.$ref).toBe('#/components/schemas/Error');

    const photo = doc.paths['/api/uploads/{filename}'].get;
    expect(photo.parameters).toEqual([expect.objectContaining({ name: 'filename', in: 'path', required: true })]);
    expect(Object.keys(photo.responses['200'].content)).toEqual(expect.arrayContaining(['image/jpeg', 'image/png', 'image/webp']));
    expect(photo.responses['404']).toBeDefined();
    expect(doc.tags).toEqual(expect.arrayContaining([{ name: 'uploads' }]));

    // The document matches the route: the photos field it names is the one the server reads.
    const token = (await call(app, 'POST', '/auth/register', { body: { email: 'openapi-uploader@example.com', password: 'a-long-password-1', firstName: 'Open', lastName: 'Api', role: 'client' } })).body.token as string;
    const body = new FormData();
    body.append('photos', new Blob([new Uint8Array(PNG_BYTES)], { type: 'image/png' }), 'p.png');
    const res = await fetch(`${app.url}/api/uploads`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body });
    expect(res.status).toBe(201);
    const answer = (await res.json()) as { uploads: Record<string, unknown>[] };
    expect(Object.keys(answer.uploads[0]).sort()).toEqual(Object.keys(stored.properties.uploads.items.properties).sort());
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
    // The answer is the shared Auth shape, a named component.
    expect(register.responses['201'].content['application/json'].schema.$ref).toBe('#/components/schemas/Auth');
    expect(doc.components.schemas.Auth.properties).toHaveProperty('token');
    expect(register.responses['422'].content['application/json'].schema.$ref).toBe('#/components/schemas/Error');
    const ids = new Set<string>();
    for (const ops of Object.values(doc.paths as Record<string, Record<string, { operationId: string }>>)) for (const op of Object.values(ops)) ids.add(op.operationId);
    expect(ids.size).toBe(restRoutes.length + 4);
  });
});
