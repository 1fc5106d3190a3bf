import { startTestApp, type TestApp } from '../support/app';
import { call, login } from './rest-client';
import { newRequestBody } from './fixtures';
import { ServiceRequest } from '../../server/src/modules/requests/service-request.entity';

/**
 * A word outside its vocabulary ("" above all) is refused before anything is stored, so no list
 * that would hold it can break; and a path no route takes answers a JSON 404 in the error model.
 */
let app: TestApp;
let client: string;
let admin: string;

beforeAll(async () => {
  app = await startTestApp({ seed: true });
  [client, admin] = await Promise.all([login(app, 'client'), login(app, 'admin')]);
});
afterAll(() => app.close());

const requestCount = () => app.orm.em.fork().count(ServiceRequest, {});

async function listsAnswer(): Promise<void> {
  for (const token of [client, admin]) {
    const list = await call(app, 'GET', '/api/service-requests', { token });
    expect(list.status).toBe(200);
    expect(Array.isArray(list.body)).toBe(true);
  }
  const mine = await app.gql('query { myRequests { items { id priority } } }', {}, client);
  expect(mine.errors).toBeUndefined();
}

describe('a word outside its vocabulary', () => {
  it.each(['', ' ', 'NORMAL', 'Normal', 'soonish'])('POST /api/service-requests with priority %j is a 422 naming priority; nothing is stored; the lists still answer', async (priority) => {
    const before = await requestCount();
    const r = await call(app, 'POST', '/api/service-requests', { token: client, body: await newRequestBody(app, 'House Cleaning', { priority }) });
    expect(r.status).toBe(422);
    expect(r.body.code).toBe('BAD_USER_INPUT');
    expect(r.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'priority' })]));
    expect(await requestCount()).toBe(before);
    await listsAnswer();
  });

  it('an absent (or null) priority is normal, a listed one is kept', async () => {
    const body = await newRequestBody(app);
    delete (body as Record<string, unknown>).priority;
    const absent = await call(app, 'POST', '/api/service-requests', { token: client, body });
    expect(absent.status).toBe(201);
    expect(absent.body.priority).toBe('normal');
    const high = await call(app, 'POST', '/api/service-requests', { token: client, body: await newRequestBody(app, 'House Cleaning', { priority: 'high' }) });
    expect(high.body.priority).toBe('high');
    await listsAnswer();
  });

  it('GraphQL createServiceRequest with priority "" is BAD_USER_INPUT naming priority and stores nothing', async () => {
    const before = await requestCount();
    const b = await newRequestBody(app);
    const input = {
      categoryId: String(b.categoryId), title: b.title, description: b.description, contactName: 'Jordan Miller', contactPhone: '615-555-0111', contactEmail: 'client@demo.elite',
      contactAddress: '500 Broadway', contactCity: 'Nashville', contactState: 'TN', contactZipCode: '37203', sameAddress: true, preferredDate: b.preferredDate, preferredTime: 'morning', priority: '',
    };
    const r = await app.gql('mutation ($input: CreateRequestInput!) { createServiceRequest(input: $input) { id } }', { input }, client);
    expect(r.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(r.errors?.[0]?.extensions)).toContain('priority');
    expect(await requestCount()).toBe(before);
    await listsAnswer();
  });

  it("an admin's new request with priority \"\" is a 422 naming priority", async () => {
    const clients = (await call(app, 'GET', '/api/clients', { token: admin })).body as { id: number }[];
    const b = await newRequestBody(app);
    const r = await call(app, 'POST', '/api/service-requests', { token: admin, body: { categoryId: b.categoryId, clientId: clients[0].id, title: 'Gutter clean', description: 'Front and back', priority: '' } });
    expect(r.status).toBe(422);
    expect(r.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'priority' })]));
  });

  it('the waitlist refuses an empty or unknown userType instead of making it a client', async () => {
    for (const userType of ['', 'Worker', 'robot']) {
      const r = await call(app, 'POST', '/api/expansion-waitlist', { body: { email: `w${userType.length}${userType}@example.com`, phone: '615-555-0100', zipCode: '30301', userType } });
      expect(r.status).toBe(422);
      expect(r.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'userType' })]));
    }
  });
});

describe('a path no route takes', () => {
  it.each([
    ['GET', '/api/no-such-thing'],
    ['POST', '/api/service-requests/1/no-such-action'],
    ['GET', '/auth/no-such-thing'],
    ['DELETE', '/api/'],
  ])('%s %s answers a JSON 404 in the error model', async (method, path) => {
    const r = await call(app, method, path, { token: client, headers: { origin: app.url } });
    expect(r.status).toBe(404);
    expect(r.headers.get('content-type')).toMatch(/application\/json/);
    expect(r.body).toMatchObject({ code: 'NOT_FOUND', error: expect.any(String), message: expect.any(String) });
    expect(r.text).not.toMatch(/<html|<pre>Cannot/i);
  });
});
