import WebSocket from 'ws';
import { createClient, type Client } from 'graphql-ws';
import { startTestApp, signIn, type TestApp } from '../support/app';
import { makeRequest } from '../support/worker-fixtures';
import { publishRequestChange } from '../../server/src/events/pubsub';
import { probeUntil } from '../support/live';
import { OutboxMessage } from '../../server/src/modules/outbox/outbox-message.entity';
import { User } from '../../server/src/modules/users/user.entity';
import { graphql } from '../gql';
import { ServiceRequest } from '../../server/src/modules/requests/service-request.entity';
import { HANDED_OVER_SLACK_MS, RESYNC_SLACK_MS } from '../../server/src/graphql/resolvers/requests/live-resync';

let app: TestApp;
const sockets: Client[] = [];
beforeAll(async () => {
  app = await startTestApp({ seed: true });
});
afterAll(async () => {
  await Promise.all(sockets.map((c) => c.dispose()));
  await app.close();
});

/** Waits until the outbox has delivered every message (the live events have gone out). */
async function delivered(): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if ((await app.orm.em.fork().count(OutboxMessage, { deliveredAt: null })) === 0) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the outbox did not deliver');
}

const RESYNC = graphql(`query LiveResyncLiveChangesSince($since: DateTimeISO!, $handedOver: Boolean) {
  liveChangesSince(since: $since, handedOver: $handedOver) {
    until complete
    requests { requestId kind lists request { id status } }
    queue { requestId removedId queueDelta item { request { id } } }
    adminStats { pending unpaidRequests }
    billing { totalRevenueCents }
    workerEarnings { potentialCents }
    workerDashboard { availableRequests activeJobs }
  }
}`);

interface Resync {
  until: string;
  complete: boolean;
  requests: { requestId: string; kind: string; lists: string[]; request: { id: string; status: string } | null }[];
  queue: { requestId: string; removedId: string | null; queueDelta: number; item: { request: { id: string } } | null }[];
  adminStats: { pending: number; unpaidRequests: number } | null;
  billing: { totalRevenueCents: number } | null;
  workerEarnings: { potentialCents: number } | null;
  workerDashboard: { availableRequests: number; activeJobs: number } | null;
}

async function resync(token: string, since: string, handedOver = false): Promise<Resync> {
  const r = await app.gql(RESYNC, { since, handedOver }, token);
  expect(r.errors).toBeUndefined();
  return r.data!.liveChangesSince;
}

it('replays to each viewer what their subscriptions carried since a moment, as it is now, with the figures', async () => {
  const [admin, client, client2, worker, gardener] = await Promise.all(
    ['admin@demo.elite', 'client@demo.elite', 'client2@demo.elite', 'worker@demo.elite', 'worker2@demo.elite'].map((e) => signIn(app, e)),
  );
  const since = new Date().toISOString();
  const id = await makeRequest(app, { category: 'House Cleaning', zip: '37203', paid: false, title: 'Resync window cleaning' });
  const paid = await app.gql('mutation($i: ProcessPaymentInput!) { processPayment(input: $i) { request { id } } }', { i: { requestId: String(id), kind: 'consultation', method: 'google_pay', idempotencyKey: 'resync-pay-1' } }, client);
  expect(paid.errors).toBeUndefined();
  await delivered();

  const forAdmin = await resync(admin, since);
  expect(forAdmin.complete).toBe(true);
  expect(new Date(forAdmin.until).getTime()).toBeGreaterThan(new Date(since).getTime());
  expect(forAdmin.requests).toContainEqual(expect.objectContaining({ requestId: String(id), kind: 'resync', request: { id: String(id), status: 'pending' } }));
  const live = await app.gql(graphql(`query LiveResyncAdminDashboardStats { adminDashboardStats { pending } adminBillingStats { totalRevenueCents } }`), {}, admin);
  expect(forAdmin.adminStats?.pending).toBe(live.data!.adminDashboardStats.pending);
  expect(forAdmin.billing).toEqual(live.data!.adminBillingStats);
  expect(forAdmin.workerEarnings).toBeNull();
  expect(forAdmin.queue).toEqual([]);

  const forClient = await resync(client, since);
  expect(forClient.requests).toContainEqual({ requestId: String(id), kind: 'resync', lists: ['MY_REQUESTS'], request: { id: String(id), status: 'pending' } });
  expect(forClient.adminStats).toBeNull();
  expect(forClient.billing).toBeNull();
  // Another client hears nothing of it.
  expect((await resync(client2, since)).requests.map((r) => r.requestId)).not.toContain(String(id));

  // The cleaner within reach has it in the queue; it is nobody's job of theirs yet.
  const forWorker = await resync(worker, since);
  expect(forWorker.queue).toContainEqual({ requestId: String(id), removedId: null, queueDelta: 0, item: { request: { id: String(id) } } });
  expect(forWorker.requests.map((r) => r.requestId)).not.toContain(String(id));
  // Their queue changed, so the dashboard's count comes again; their earnings did not, so they do not.
  const figures = graphql(`query LiveResyncWorkerFigures { workerEarnings { potentialCents } workerDashboard { availableRequests activeJobs } }`);
  const before = await app.gql(figures, {}, worker);
  expect(forWorker.workerDashboard).toEqual(before.data!.workerDashboard);
  expect(forWorker.workerEarnings).toBeNull();
  // A gardener's queue never held it.
  expect((await resync(gardener, since)).queue.map((q) => q.requestId)).not.toContain(String(id));

  // Accepted: the job leaves the queue and is the worker's own, in their active jobs.
  const accepted = await app.gql('mutation($id: ID!) { acceptJob(requestId: $id) { id } }', { id: String(id) }, worker);
  expect(accepted.errors).toBeUndefined();
  await delivered();
  const after = await resync(worker, since);
  expect(after.queue).toContainEqual({ requestId: String(id), removedId: String(id), queueDelta: 0, item: null });
  expect(after.requests).toContainEqual({ requestId: String(id), kind: 'resync', lists: ['MY_JOBS_ACTIVE'], request: { id: String(id), status: 'in_progress' } });
  // One of their jobs changed: the earnings and the dashboard come as they are now.
  const now = await app.gql(figures, {}, worker);
  expect(after.workerEarnings).toEqual(now.data!.workerEarnings);
  expect(after.workerDashboard).toEqual(now.data!.workerDashboard);
  expect(after.workerDashboard!.activeJobs).toBe(before.data!.workerDashboard.activeJobs + 1);

  // Nothing is replayed from after `until` plus the slack.
  const later = new Date(Date.now() + 120_000).toISOString();
  expect((await resync(admin, later)).requests).toEqual([]);
  // Nothing of theirs changed: no figures are read again.
  expect(await resync(worker, later)).toMatchObject({ complete: true, requests: [], queue: [], workerEarnings: null, workerDashboard: null });
});

it('gives the server time in the websocket acknowledgement, and carries the worker figures on requestChanged', async () => {
  const worker = await signIn(app, 'worker@demo.elite');
  const workerUser = (await app.orm.em.fork().findOneOrFail(User, { email: 'worker@demo.elite' })).id;
  let ack: Record<string, unknown> | undefined;
  const socket = createClient({
    url: app.url.replace('http', 'ws') + '/graphql',
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${worker}` },
    on: { connected: (_s, payload) => (ack = payload as Record<string, unknown>) },
  });
  sockets.push(socket);
  type Event = { requestId: string; kind: string; workerDashboard: { activeJobs: number } | null; workerEarnings: { potentialCents: number } | null };
  const events: Event[] = [];
  socket.subscribe<{ requestChanged: Event }>(
    { query: 'subscription { requestChanged { requestId kind workerDashboard { activeJobs } workerEarnings { potentialCents } } }' },
    { next: (m) => m.data && events.push(m.data.requestChanged), error: () => undefined, complete: () => undefined },
  );
  // Live once a probe (about no request) comes back.
  await probeUntil(() => publishRequestChange(app.handle.deps.pubsub, { requestId: -1, kind: 'probe', userIds: [workerUser], at: new Date().toISOString() }), () => events.length > 0, "the worker's subscription to answer a probe");
  expect(typeof ack?.liveAt).toBe('string');
  expect(Math.abs(new Date(ack!.liveAt as string).getTime() - Date.now())).toBeLessThan(60_000);

  const id = await makeRequest(app, { category: 'House Cleaning', zip: '37203', title: 'Figures window cleaning' });
  const accepted = await app.gql('mutation($id: ID!) { acceptJob(requestId: $id) { id } }', { id: String(id) }, worker);
  expect(accepted.errors).toBeUndefined();
  for (let i = 0; i < 200 && !events.some((e) => e.requestId === String(id)); i++) await new Promise((r) => setTimeout(r, 25));
  const event = events.find((e) => e.requestId === String(id))!;
  const now = await app.gql(graphql(`query LiveResyncWorkerDashboard { workerDashboard { activeJobs } workerEarnings { potentialCents } }`), {}, worker);
  expect(event).toEqual({ requestId: String(id), kind: 'taken', ...now.data });
});

it("answers a worker owed hundreds of queue changes in full, counting only the categories the worker hears", async () => {
  const [cleaner, pools] = await Promise.all(['worker@demo.elite', 'worker2@demo.elite'].map((e) => signIn(app, e)));
  const since = new Date().toISOString();
  // 130 cleaning jobs paid while the socket was down (over a hundred: a reload before), and 60 pool jobs.
  const cleaning = await Promise.all(Array.from({ length: 130 }, (_, i) => makeRequest(app, { category: 'House Cleaning', zip: '37203', title: `Owed cleaning ${i}` })));
  const pool = await Promise.all(Array.from({ length: 60 }, (_, i) => makeRequest(app, { category: 'Pool Services', zip: '37203', title: `Owed pool ${i}` })));
  // The first ten cleaning jobs were taken since: the worker is owed their removal.
  await app.orm.em.fork().nativeUpdate(ServiceRequest, { id: { $in: cleaning.slice(0, 10) } }, { status: 'cancelled' });
  const em = app.orm.em.fork();
  for (const id of [...cleaning, ...pool]) em.create(OutboxMessage, { type: 'queue', payload: { requestId: id, kind: 'changed' }, deliveredAt: new Date() });
  await em.flush();

  const owed = await resync(cleaner, since);
  expect(owed.complete).toBe(true);
  const heard = new Map(owed.queue.map((q) => [Number(q.requestId), q]));
  for (const id of cleaning.slice(10)) expect(heard.get(id)).toEqual({ requestId: String(id), removedId: null, queueDelta: 0, item: { request: { id: String(id) } } });
  for (const id of cleaning.slice(0, 10)) expect(heard.get(id)).toEqual({ requestId: String(id), removedId: String(id), queueDelta: 0, item: null });
  for (const id of pool) expect(heard.has(id)).toBe(false);

  // The pool worker is owed the pool jobs only.
  const forPools = await resync(pools, since);
  expect(forPools.complete).toBe(true);
  const poolHeard = new Set(forPools.queue.map((q) => Number(q.requestId)));
  for (const id of pool) expect(poolHeard.has(id)).toBe(true);
  for (const id of cleaning) expect(poolHeard.has(id)).toBe(false);

  // Asked at once (a host's sockets arriving together share one read of the outbox), each is still owed its own.
  const together = await Promise.all(Array.from({ length: 12 }, (_, i) => resync(i % 2 ? pools : cleaner, since)));
  for (const [i, answer] of together.entries()) {
    expect(answer.complete).toBe(true);
    expect(new Set(answer.queue.map((q) => q.requestId))).toEqual(new Set((i % 2 ? forPools : owed).queue.map((q) => q.requestId)));
  }

  // A window older than the shared reads cover (twenty minutes back) is read for the worker alone, and owes the same.
  const longAgo = await resync(cleaner, new Date(Date.now() - 20 * 60_000).toISOString());
  expect(longAgo.complete).toBe(true);
  for (const id of cleaning) expect(longAgo.queue.map((q) => Number(q.requestId))).toContain(id);
  for (const id of pool) expect(longAgo.queue.map((q) => Number(q.requestId))).not.toContain(id);
});

it('owes a change whose delivery is not committed: its events may be out before the socket subscribed', async () => {
  const client = await signIn(app, 'client@demo.elite');
  const id = await makeRequest(app, { category: 'House Cleaning', zip: '37203', paid: false, title: 'Change still in delivery' });
  // A message whose events went out and whose delivery did not commit (the event bus did not confirm, say):
  // it stays undelivered until its retry, which publishes them again later.
  const em = app.orm.em.fork();
  const message = em.create(OutboxMessage, { type: 'request', payload: { requestId: id, kind: 'updated' }, availableAt: new Date(Date.now() + 3_600_000) });
  await em.flush();
  try {
    // A moment past every message already delivered, slack included.
    const since = new Date(Date.now() + RESYNC_SLACK_MS + 5_000).toISOString();
    const owed = await resync(client, since);
    expect(owed.complete).toBe(true);
    expect(owed.requests).toEqual([expect.objectContaining({ requestId: String(id), kind: 'resync', request: { id: String(id), status: 'pending' } })]);
  } finally {
    await em.nativeDelete(OutboxMessage, { id: message.id });
  }
});

it('tells a socket handed over in a restart until when it heard every event, and its catch-up then reads seconds back, not a minute', async () => {
  const worker = await signIn(app, 'worker@demo.elite');
  const workerUser = (await app.orm.em.fork().findOneOrFail(User, { email: 'worker@demo.elite' })).id;
  let closed: { code?: number; reason?: string } | null = null;
  const socket = createClient({
    url: app.url.replace('http', 'ws') + '/graphql',
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${worker}` },
    retryAttempts: 0,
    on: { closed: (event) => (closed = event as { code?: number; reason?: string }) },
  });
  sockets.push(socket);
  const heard: string[] = [];
  socket.subscribe<{ requestChanged: { requestId: string } }>(
    { query: 'subscription { requestChanged { requestId } }' },
    { next: (m) => m.data && heard.push(m.data.requestChanged.requestId), error: () => undefined, complete: () => undefined },
  );
  await probeUntil(() => publishRequestChange(app.handle.deps.pubsub, { requestId: -1, kind: 'probe', userIds: [workerUser], at: new Date().toISOString() }), () => heard.length > 0, "the worker's subscription to answer a probe");

  // An event published just before the restart is written before the socket closes, and the close says when.
  const published = Date.now();
  publishRequestChange(app.handle.deps.pubsub, { requestId: -2, kind: 'probe', userIds: [workerUser], at: new Date().toISOString() });
  await app.handle.handOverSockets(100);
  for (let i = 0; i < 100 && !closed; i++) await new Promise((r) => setTimeout(r, 20));
  expect(closed).toMatchObject({ code: 1012 });
  const until = /^Service restarting; heard until (\S+)$/.exec(closed!.reason ?? '')?.[1];
  expect(until).toBeDefined();
  expect(Date.parse(until!)).toBeGreaterThanOrEqual(published);
  expect(heard).toContain('-2');

  // Caught up from that moment: what was delivered in the few seconds before it is owed, what was delivered a minute before is not.
  const client = await signIn(app, 'client@demo.elite');
  const [older, recent] = await Promise.all(['Delivered half a minute before', 'Delivered just before'].map((title) => makeRequest(app, { category: 'House Cleaning', zip: '37203', paid: false, title })));
  const em = app.orm.em.fork();
  const at = Date.parse(until!);
  em.create(OutboxMessage, { type: 'request', payload: { requestId: older, kind: 'updated' }, deliveredAt: new Date(at - 30_000) });
  em.create(OutboxMessage, { type: 'request', payload: { requestId: recent, kind: 'updated' }, deliveredAt: new Date(at - HANDED_OVER_SLACK_MS + 2_000) });
  await em.flush();
  const handedOver = await resync(client, until!, true);
  expect(handedOver.requests.map((r) => Number(r.requestId))).toContain(recent);
  expect(handedOver.requests.map((r) => Number(r.requestId))).not.toContain(older);
  // Dated by the page (no moment from the server), the same catch-up reads a minute back.
  const dated = await resync(client, until!);
  expect(dated.requests.map((r) => Number(r.requestId))).toEqual(expect.arrayContaining([older, recent]));
});
