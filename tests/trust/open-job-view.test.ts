import WebSocket from 'ws';
import { createClient, type Client as WsClient } from 'graphql-ws';
import { startTestApp, signIn, type TestApp } from '../support/app';
import { categoryId, errorOf, makeApprovedWorker, makeRequest, type WorkerFixture } from '../support/worker-fixtures';
import { call } from '../rest/rest-client';
import { ServiceRequest } from '../../server/src/modules/requests/service-request.entity';
import { Topic } from '../../server/src/events/pubsub';

/**
 * An open job (paid, pending, unassigned) shows a worker its area (city, state, ZIP) and
 * distance, never its street, until the worker has taken it: GraphQL openJobs, the live
 * queue (queueChanged), REST GET /api/service-requests and serviceRequest(id). A worker who
 * may not take the job (another category, or outside their radius) cannot read it at all.
 * The queue's statements do not even read the street.
 */

const STREET = '412 Music Row';
let app: TestApp;
const sql: string[] = [];
const sockets: WsClient[] = [];
let near: WorkerFixture;
let otherCategory: WorkerFixture;
let far: WorkerFixture;
let clientToken: string;
let jobId: number;

beforeAll(async () => {
  app = await startTestApp({ seed: true, observeSql: (s) => void sql.push(s) });
  near = await makeApprovedWorker(app, { email: 'near-cleaner@open-view.test', categories: ['House Cleaning'], zip: '37203', radius: 50 });
  otherCategory = await makeApprovedWorker(app, { email: 'pool@open-view.test', categories: ['Pool Services'], zip: '37203', radius: 50 });
  far = await makeApprovedWorker(app, { email: 'far-cleaner@open-view.test', categories: ['House Cleaning'], zip: '38103', radius: 25 }); // Memphis
  clientToken = await signIn(app, 'client@demo.elite');
}, 120_000);
afterAll(async () => {
  await Promise.all(sockets.map((s) => s.dispose()));
  await app?.close();
});

async function openJobAt(title: string, paid: boolean): Promise<number> {
  const id = await makeRequest(app, { category: 'House Cleaning', zip: '37203', paid, title });
  const em = app.orm.em.fork();
  const r = await em.findOneOrFail(ServiceRequest, { id });
  r.address.street = STREET;
  await em.flush();
  return id;
}

const FIELDS = 'id title serviceAddress serviceCity serviceState serviceZipCode';

describe('an open job shows the area, not the street', () => {
  beforeAll(async () => {
    jobId = await openJobAt('Open view cleaning', true);
  });

  it('openJobs: the area and distance, serviceAddress null, and the queue statement does not read the street', async () => {
    sql.length = 0;
    const r = await app.gql<{ openJobs: { items: { distanceMiles: number; request: Record<string, unknown> }[] } }>(`{ openJobs(first: 50) { items { distanceMiles request { ${FIELDS} } } } }`, {}, near.token);
    expect(r.errors).toBeUndefined();
    const item = r.data!.openJobs.items.find((i) => Number(i.request.id) === jobId);
    expect(item).toBeDefined();
    expect(item!.request).toMatchObject({ serviceAddress: null, serviceCity: 'Nashville', serviceState: 'TN', serviceZipCode: '37203' });
    expect(item!.distanceMiles).toBeLessThan(1);
    expect(JSON.stringify(r.data)).not.toContain(STREET);
    const reads = sql.filter((s) => /from service_requests/i.test(s));
    expect(reads.length).toBeGreaterThan(0);
    for (const s of reads) expect(s).not.toMatch(/service_address|r\.\*|c\.address/);
  });

  it('REST GET /api/service-requests: the open job without its street', async () => {
    sql.length = 0;
    const list = await call(app, 'GET', '/api/service-requests', { token: near.token });
    expect(list.status).toBe(200);
    const job = (list.body as { id: number; serviceAddress: string | null; serviceCity: string; serviceZipCode: string }[]).find((j) => j.id === jobId);
    expect(job).toMatchObject({ serviceAddress: null, serviceCity: 'Nashville', serviceZipCode: '37203' });
    expect(list.text).not.toContain(STREET);
    for (const s of sql.filter((q) => /from service_requests/i.test(q) && /distance|any\(/i.test(q))) expect(s).not.toMatch(/service_address|r\.\*/);
  });

  it('serviceRequest(id) and REST GET /api/service-requests/{id}: an eligible worker sees the area only', async () => {
    const g = await app.gql<{ serviceRequest: Record<string, unknown> }>(`query($id: ID!) { serviceRequest(id: $id) { ${FIELDS} } }`, { id: String(jobId) }, near.token);
    expect(g.errors).toBeUndefined();
    expect(g.data!.serviceRequest).toMatchObject({ serviceAddress: null, serviceZipCode: '37203' });
    const rest = await call(app, 'GET', `/api/service-requests/${jobId}`, { token: near.token });
    expect(rest.status).toBe(200);
    expect(rest.body.serviceAddress).toBeNull();
    expect(rest.text).not.toContain(STREET);
  });

  it('a worker who may not take the job (another category, or outside the radius) cannot read it at all', async () => {
    for (const w of [otherCategory, far]) {
      const g = await app.gql(`query($id: ID!) { serviceRequest(id: $id) { ${FIELDS} } }`, { id: String(jobId) }, w.token);
      expect(['FORBIDDEN', 'NOT_FOUND']).toContain(errorOf(g).code);
      expect(JSON.stringify(g)).not.toContain(STREET);
      const rest = await call(app, 'GET', `/api/service-requests/${jobId}`, { token: w.token });
      expect([403, 404]).toContain(rest.status);
      expect(rest.text).not.toContain(STREET);
    }
  });

  it('the client and an admin still see the street', async () => {
    const mine = await app.gql<{ serviceRequest: { serviceAddress: string } }>(`query($id: ID!) { serviceRequest(id: $id) { ${FIELDS} } }`, { id: String(jobId) }, clientToken);
    expect(mine.data?.serviceRequest.serviceAddress).toBe(STREET);
    const admin = await signIn(app, 'admin@demo.elite');
    const seen = await app.gql<{ serviceRequest: { serviceAddress: string } }>(`query($id: ID!) { serviceRequest(id: $id) { ${FIELDS} } }`, { id: String(jobId) }, admin);
    expect(seen.data?.serviceRequest.serviceAddress).toBe(STREET);
  });

  it('the worker who accepts the job sees the street', async () => {
    const taken = await app.gql<{ acceptJob: { serviceAddress: string } }>(`mutation($id: ID!) { acceptJob(requestId: $id) { ${FIELDS} } }`, { id: String(jobId) }, near.token);
    expect(taken.errors).toBeUndefined();
    expect(taken.data!.acceptJob.serviceAddress).toBe(STREET);
    const rest = await call(app, 'GET', `/api/service-requests/${jobId}`, { token: near.token });
    expect(rest.body.serviceAddress).toBe(STREET);
  });
});

describe('the live queue', () => {
  it('queueChanged carries the area, not the street, and the published event does not ship it', async () => {
    const cleaning = await categoryId(app, 'House Cleaning');
    const shipped: unknown[] = [];
    const original = app.handle.deps.pubsub.publish.bind(app.handle.deps.pubsub) as (...args: unknown[]) => void;
    (app.handle.deps.pubsub as { publish: (...args: unknown[]) => void }).publish = (...args: unknown[]) => {
      if (args[0] === Topic.QueueChanged) shipped.push(args[args.length - 1]);
      original(...args);
    };
    const client = createClient({ url: app.url.replace('http', 'ws') + '/graphql', webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${near.token}` }, retryAttempts: 0 });
    sockets.push(client);
    const inbox: { requestId: string; item: { request: Record<string, unknown> } | null }[] = [];
    client.subscribe<{ queueChanged: (typeof inbox)[number] }>({ query: `subscription { queueChanged { requestId item { distanceMiles request { ${FIELDS} } } } }` }, {
      next: (m) => void (m.data && inbox.push(m.data.queueChanged)),
      error: () => undefined,
      complete: () => undefined,
    });
    // Live once a probe of the category arrives.
    while (!inbox.length) {
      app.handle.deps.pubsub.publish(Topic.QueueChanged, { requestId: -1, kind: 'changed', categoryId: cleaning, at: new Date().toISOString() });
      await new Promise((r) => setTimeout(r, 20));
    }
    const id = await openJobAt('Live open view', false);
    const paid = await app.gql('mutation($i: ProcessPaymentInput!) { processPayment(input: $i) { request { id } } }', { i: { requestId: String(id), kind: 'consultation', method: 'google_pay', idempotencyKey: 'open-view-live-1' } }, clientToken);
    expect(paid.errors).toBeUndefined();
    const deadline = Date.now() + 10_000;
    while (!inbox.some((c) => c.requestId === String(id)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    const change = inbox.find((c) => c.requestId === String(id));
    expect(change?.item?.request).toMatchObject({ serviceAddress: null, serviceCity: 'Nashville', serviceZipCode: '37203' });
    expect(JSON.stringify(inbox)).not.toContain(STREET);
    expect(shipped.some((e) => (e as { requestId?: number }).requestId === id)).toBe(true);
    expect(JSON.stringify(shipped)).not.toContain(STREET);
  });
});
