import WebSocket from 'ws';
import { createClient, type Client } from 'graphql-ws';
import { startTestApp, signIn, type TestApp } from '../support/app';
import { makeApprovedWorker, makeRequest, requestRow, type WorkerFixture } from '../support/worker-fixtures';
import { call } from '../rest/rest-client';
import { EMAILS, countRows, fails, ok } from './admin-helpers';
import { messagesOf, settle } from '../messages/messages-support';
import { setClientSwitches } from '../messages/switches';

/**
 * "On my way": only the assigned worker of a scheduled or in-progress job may say it; the
 * arrival estimate is the worker's ZIP to the job's at 30 mph rounded up to 5 minutes; the client
 * is told in the app, by e-mail and text by their switches, and live; once per 10 minutes a job.
 */
let app: TestApp;
let client: string;
let worker: WorkerFixture; // ZIP 37203 (downtown Nashville)
let other: WorkerFixture;
let jobId: number; // ZIP 37027 (Brentwood): 9.96 mi from 37203 -> 19.9 min at 30 mph -> 20 min

const ANNOUNCE = 'mutation($id: ID!) { announceOnMyWay(requestId: $id) { id onMyWayAt etaMinutes } }';
const ACCEPT = 'mutation($id: ID!) { acceptJob(requestId: $id) { id status } }';
type Announced = { announceOnMyWay: { id: string; onMyWayAt: string | null; etaMinutes: number | null } };

const notices = (requestId: number) => countRows(app, `select count(*) as n from notifications where type = 'on_my_way' and (data->>'requestId')::int = ?`, [requestId]);
const backInTime = (requestId: number, minutes: number) =>
  app.orm.em.fork().getConnection().execute(`update service_requests set on_my_way_at = on_my_way_at - make_interval(mins => ?) where id = ?`, [minutes, requestId]);

beforeAll(async () => {
  app = await startTestApp({ seed: true });
  client = await signIn(app, EMAILS.client);
  worker = await makeApprovedWorker(app, { email: 'omw-worker@example.com', categories: ['House Cleaning'], zip: '37203' });
  other = await makeApprovedWorker(app, { email: 'omw-other@example.com', categories: ['House Cleaning'], zip: '37203' });
  jobId = await makeRequest(app, { category: 'House Cleaning', zip: '37027', title: 'Move-out clean' });
}, 120_000);
afterAll(() => app?.close());

describe('who may say "On my way", and when', () => {
  it('refuses a worker not on the job, and the client, before and after the job is accepted; nothing is written', async () => {
    // Nobody's job yet: even the worker who will take it may not.
    expect((await fails(app, ANNOUNCE, { id: String(jobId) }, worker.token)).extensions?.code).toBe('FORBIDDEN');
    await ok(app, ACCEPT, { id: String(jobId) }, worker.token);
    const notMine = await fails(app, ANNOUNCE, { id: String(jobId) }, other.token);
    expect(notMine.extensions?.code).toBe('FORBIDDEN');
    expect(notMine.message).toBe('This job is not assigned to you');
    expect((await fails(app, ANNOUNCE, { id: String(jobId) }, client)).extensions?.code).toBe('FORBIDDEN');
    expect((await call(app, 'POST', `/api/service-requests/${jobId}/on-my-way`, { token: other.token })).status).toBe(403);
    expect((await fails(app, ANNOUNCE, { id: '999999' }, worker.token)).extensions?.code).toBe('NOT_FOUND');
    expect((await requestRow(app, jobId)).onMyWayAt).toBeNull();
    expect(await notices(jobId)).toBe(0);
  });

  it('refuses a job that is no longer under way (completed, cancelled) with a conflict naming its state', async () => {
    for (const status of ['completed', 'cancelled'] as const) {
      const done = await makeRequest(app, { category: 'House Cleaning', zip: '37027', status, providerId: worker.providerId });
      const e = await fails(app, ANNOUNCE, { id: String(done) }, worker.token);
      expect(e.extensions?.code).toBe('CONFLICT');
      expect(e.message).toContain(`this one is ${status}`);
      expect((await requestRow(app, done)).onMyWayAt).toBeNull();
      expect(await notices(done)).toBe(0);
    }
  });
});

describe('the announcement', () => {
  it('stores the estimate (ZIP to ZIP at 30 mph, rounded up to 5 min), tells the client in the app, by e-mail and by text per their switches, and live', async () => {
    await setClientSwitches(app, client, { smsNotifications: false });
    const heard = listen(client);
    await heard.ready;
    const before = Date.now();
    const { announceOnMyWay } = await ok<Announced>(app, ANNOUNCE, { id: String(jobId) }, worker.token);
    expect(announceOnMyWay.etaMinutes).toBe(20);
    expect(new Date(announceOnMyWay.onMyWayAt!).getTime()).toBeGreaterThanOrEqual(before - 5_000);
    const row = await requestRow(app, jobId);
    expect(row.etaMinutes).toBe(20);

    // The client's request changes live, carrying the estimate.
    const change = await heard.next((c) => c.kind === 'on_my_way');
    expect(change.request).toMatchObject({ id: String(jobId), etaMinutes: 20 });
    heard.close();

    // In the app: one notification in the client's bell.
    const [n] = await app.orm.em.fork().getConnection().execute<{ title: string; message: string }[]>(
      `select n.title, n.message from notifications n join users u on u.id = n.user_id where u.email = ? and n.type = 'on_my_way' and (n.data->>'requestId')::int = ?`,
      [EMAILS.client, jobId],
    );
    expect(n.title).toBe('Your worker is on the way');
    expect(n.message).toContain('Test omw-worker is on the way to Move-out clean, arriving in about 20 min');

    // By e-mail (on) and not by text (switched off), through the outbox and the dispatcher; a push
    // is planned too, and skipped: the client has no device registered.
    await settle(app);
    const sent = await messagesOf(app, 'worker_on_the_way', EMAILS.client);
    expect(sent.map((m) => [m.channel, m.state])).toEqual([['email', 'sent'], ['sms', 'skipped_preference'], ['push', 'skipped_no_address']]);
    expect(sent[0].subject).toBe('Test omw-worker is on the way to Move-out clean');
    expect(sent[0].text_body).toContain('arriving in about 20 min');
    expect(sent[0].text_body).toContain(`/request-status?request=${jobId}`);
    await setClientSwitches(app, client, { smsNotifications: true });
  });

  it('is once per 10 minutes a job: a second tap is refused with the wait and tells nobody; after 10 minutes it goes again (REST twin)', async () => {
    const again = await fails(app, ANNOUNCE, { id: String(jobId) }, worker.token);
    expect(again.extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect(again.message).toMatch(/You already told the client you are on your way\. You can tell them again in (10|9) minutes\./);
    const rest = await call(app, 'POST', `/api/service-requests/${jobId}/on-my-way`, { token: worker.token });
    expect(rest.status).toBe(429);
    expect(Number(rest.headers.get('retry-after'))).toBeGreaterThan(500);
    expect(await notices(jobId)).toBe(1);

    await backInTime(jobId, 11);
    const later = await call(app, 'POST', `/api/service-requests/${jobId}/on-my-way`, { token: worker.token });
    expect(later.status).toBe(200);
    expect(later.body).toMatchObject({ id: jobId, etaMinutes: 20 });
    expect(new Date(later.body.onMyWayAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await notices(jobId)).toBe(2);
  });

  it('settles two taps at once in the database: one goes out, the other is refused', async () => {
    await backInTime(jobId, 11);
    const both = await Promise.all([app.gql<Announced>(ANNOUNCE, { id: String(jobId) }, worker.token), app.gql<Announced>(ANNOUNCE, { id: String(jobId) }, worker.token)]);
    const codes = both.map((r) => r.errors?.[0]?.extensions?.code ?? 'OK').sort();
    expect(codes).toEqual(['OK', 'TOO_MANY_REQUESTS']);
    expect(await notices(jobId)).toBe(3);
  });

  it('gives no time when a ZIP code cannot be placed, and says so', async () => {
    const far = await makeRequest(app, { category: 'House Cleaning', zip: '00000', status: 'scheduled', providerId: worker.providerId, title: 'Unknown place' });
    const { announceOnMyWay } = await ok<Announced>(app, ANNOUNCE, { id: String(far) }, worker.token);
    expect(announceOnMyWay.etaMinutes).toBeNull();
    expect(announceOnMyWay.onMyWayAt).not.toBeNull();
    const [n] = await app.orm.em.fork().getConnection().execute<{ message: string }[]>(`select message from notifications where type = 'on_my_way' and (data->>'requestId')::int = ?`, [far]);
    expect(n.message).toMatch(/^Test omw-worker is on the way to Unknown place\. \(/);
  });
});

type Change = { kind: string; request: { id: string; etaMinutes: number | null; onMyWayAt: string | null } | null };

/** The client's requestChanged over graphql-ws, as the app subscribes to it. */
function listen(token: string) {
  const heard: Change[] = [];
  const waiting: (() => void)[] = [];
  let resolveReady!: () => void;
  const ready = new Promise<void>((r) => (resolveReady = r));
  const ws: Client = createClient({ url: app.url.replace('http', 'ws') + '/graphql', webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` }, on: { connected: () => setTimeout(resolveReady, 300) } });
  ws.subscribe<{ requestChanged: Change }>({ query: 'subscription { requestChanged { kind request { id etaMinutes onMyWayAt } } }' }, {
    next: (r) => {
      if (r.data) heard.push(r.data.requestChanged);
      waiting.splice(0).forEach((w) => w());
    },
    error: () => undefined,
    complete: () => undefined,
  });
  return {
    ready,
    async next(match: (c: Change) => boolean): Promise<Change> {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const hit = heard.find(match);
        if (hit) return hit;
        if (Date.now() > deadline) throw new Error(`no matching requestChanged; heard ${JSON.stringify(heard)}`);
        await new Promise<void>((r) => {
          waiting.push(r);
          setTimeout(r, 200);
        });
      }
    },
    close: () => void ws.dispose(),
  };
}
