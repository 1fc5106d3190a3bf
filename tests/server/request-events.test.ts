import WebSocket from 'ws';
import { createClient, type Client } from 'graphql-ws';
import { startTestApp, signIn, type TestApp } from '../support/app';
import { makeApprovedWorker, makeRequest, type WorkerFixture } from '../support/worker-fixtures';
import { publishRequestChange } from '../../server/src/events/pubsub';
import { Client as ClientEntity } from '../../server/src/modules/clients/client.entity';
import { User } from '../../server/src/modules/users/user.entity';
import { graphql } from '../gql';
import { probeUntil } from '../support/live';

/**
 * Live request changes: each one reaches the request's client, its worker (and a worker just
 * taken off it) and the admins, carrying the request as that receiver may see it and the
 * receiver's lists that hold it now, which agree with the list queries. Nobody else hears it.
 */

let app: TestApp;
const sockets: Client[] = [];
beforeAll(async () => {
  app = await startTestApp({ seed: true });
});
afterAll(async () => {
  await Promise.all(sockets.map((c) => c.dispose()));
  await app.close();
});

interface Seen {
  requestId: string;
  kind: string;
  lists: string[];
  request: { id: string; status: string; clientId: string; notes: string | null; scheduledAt: string | null; activities: { description: string }[] } | null;
  stats?: { reviewQueue: number; activeJobs: number; pending: number };
  billing?: { totalRevenueCents: number; pendingPaymentsCount: number };
}

const ROW = 'request { id status clientId notes scheduledAt activities { description } }';
const CLIENT_OR_WORKER = `subscription { requestChanged { requestId kind lists ${ROW} } }`;
const ADMIN = `subscription { adminReviewChanged { requestId kind lists stats { reviewQueue activeJobs pending } billing { totalRevenueCents pendingPaymentsCount } ${ROW} } }`;

function listen(token: string, query: string) {
  const client = createClient({ url: app.url.replace('http', 'ws') + '/graphql', webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` }, retryAttempts: 0 });
  sockets.push(client);
  const heard: Seen[] = [];
  const errors: string[] = [];
  client.subscribe<Record<string, Seen>>({ query }, {
    next: (m) => (m.data ? heard.push(Object.values(m.data)[0]) : errors.push(JSON.stringify(m.errors))),
    error: (e) => errors.push(Array.isArray(e) ? JSON.stringify(e) : e instanceof Error ? e.message : JSON.stringify({ code: (e as { code?: number }).code, reason: (e as { reason?: string }).reason })),
    complete: () => undefined,
  });
  return { heard, errors };
}
type Ear = ReturnType<typeof listen>;

/** Waits for the event of `requestId` of this kind (events come once the outbox delivers, after the answer). */
async function heardOf(ear: Ear, requestId: number, kind: string): Promise<Seen> {
  for (let i = 0; i < 400; i++) {
    const found = ear.heard.find((e) => e.requestId === String(requestId) && e.kind === kind);
    if (found) return found;
    if (ear.errors.length) throw new Error(ear.errors.join(' '));
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`no ${kind} event of request ${requestId}; heard ${JSON.stringify(ear.heard.map((e) => [e.requestId, e.kind]))}`);
}

/** Probes until every ear hears one: the subscriptions are registered on the server. */
async function untilLive(ears: Ear[], emails: string[]) {
  const em = app.orm.em.fork();
  const userIds = (await Promise.all(emails.map((email) => em.findOneOrFail(User, { email })))).map((u) => u.id);
  // Up to 30 s: on a busy machine a socket's handshake and its viewer's lookup can take seconds.
  const deaf = () => ears.filter((e) => !e.heard.some((x) => x.kind === 'probe'));
  const probe = () => publishRequestChange(app.handle.deps.pubsub, { requestId: -1, kind: 'probe', userIds, at: new Date().toISOString() });
  await probeUntil(probe, () => deaf().length === 0 || ears.some((e) => e.errors.length > 0), 'every listener to hear a probe').catch(() => undefined);
  expect(deaf().map((e) => ({ listener: ears.indexOf(e), errors: e.errors }))).toEqual([]);
}

const clientIdOf = async (email: string) => (await app.orm.em.fork().findOneOrFail(ClientEntity, { email })).id;
const ids = (items: { id: string }[]) => items.map((i) => Number(i.id));
const myRequests = async (token: string) => ids((await app.gql(graphql(`query RequestEventsMyRequests { myRequests(first: 200) { items { id } } }`), {}, token)).data!.myRequests.items);
const myJobs = async (token: string, scope: string) => ids((await app.gql(graphql(`query RequestEventsMyJobs($s: String!) { myJobs(scope: $s, first: 200) { items { id } } }`), { s: scope }, token)).data!.myJobs.items);
const reviewQueue = async (token: string) => ids((await app.gql(graphql(`query RequestEventsAdminReviewQueue { adminReviewQueue(first: 200) { items { id } } }`), {}, token)).data!.adminReviewQueue.items);
const schedule = async (token: string) => ids((await app.gql(graphql(`query RequestEventsAdminSchedule { adminSchedule(first: 200) { items { id } } }`), {}, token)).data!.adminSchedule.items);
const adminList = async (token: string, field: 'adminActiveJobs' | 'adminPendingPaidRequests' | 'adminQueuedRequests') => ids((await app.gql<Record<string, { items: { id: string }[] }>>(`{ ${field}(first: 200) { items { id } } }`, {}, token)).data![field].items);
const stats = async (token: string) => (await app.gql(graphql(`query RequestEventsAdminDashboardStats { adminDashboardStats { reviewQueue activeJobs pending } }`), {}, token)).data!.adminDashboardStats;

async function ok(query: string, variables: Record<string, unknown>, token: string) {
  const r = await app.gql(query, variables, token);
  expect(r.errors).toBeUndefined();
}

it("tells the client, the worker on the job (and the one taken off it) and admins, each as they may see the request; nobody else", async () => {
  const [clientA, clientB, admin, gardener] = await Promise.all([signIn(app, 'client@demo.elite'), signIn(app, 'client2@demo.elite'), signIn(app, 'admin@demo.elite'), signIn(app, 'worker2@demo.elite')]);
  const cleaner: WorkerFixture = await makeApprovedWorker(app, { email: 'live-cleaner@test.elite', categories: ['House Cleaning'], zip: '37203', radius: 50 });
  const a = await clientIdOf('client@demo.elite');
  const ears = { a: listen(clientA, CLIENT_OR_WORKER), b: listen(clientB, CLIENT_OR_WORKER), cleaner: listen(cleaner.token, CLIENT_OR_WORKER), gardener: listen(gardener, CLIENT_OR_WORKER), admin: listen(admin, ADMIN) };
  await untilLive(Object.values(ears), ['client@demo.elite', 'client2@demo.elite', cleaner.email, 'worker2@demo.elite']);

  const id = await makeRequest(app, { category: 'House Cleaning', zip: '37209', title: 'Live cleaning' });
  await app.orm.em.fork().getConnection().execute(`update service_requests set notes = 'gate code 4411' where id = ?`, [id]);

  // An admin assigns the cleaner: scheduled; the client's list and the cleaner's active jobs hold it.
  await ok('mutation($r: ID!, $p: ID!) { assignWorker(requestId: $r, providerId: $p) { id } }', { r: String(id), p: String(cleaner.providerId) }, admin);
  const toClient = await heardOf(ears.a, id, 'assigned');
  expect(toClient).toMatchObject({ lists: ['MY_REQUESTS'], request: { status: 'scheduled', clientId: String(a), notes: 'gate code 4411' } });
  expect(await myRequests(clientA)).toContain(id);
  const toCleaner = await heardOf(ears.cleaner, id, 'assigned');
  expect(toCleaner).toMatchObject({ lists: ['MY_JOBS_ACTIVE'], request: { status: 'scheduled', notes: 'gate code 4411' } });
  expect(await myJobs(cleaner.token, 'active')).toContain(id);
  const toAdmin = await heardOf(ears.admin, id, 'assigned');
  expect(toAdmin.stats).toEqual(await stats(admin));
  expect(toAdmin.billing).toEqual((await app.gql(graphql(`query RequestEventsAdminBillingStats { adminBillingStats { totalRevenueCents pendingPaymentsCount } }`), {}, admin)).data!.adminBillingStats);
  // It leaves Pending (Paid) for Active Jobs, as the admin list queries say.
  expect(toAdmin.lists).toEqual(['ADMIN_ACTIVE_JOBS']);
  expect(await adminList(admin, 'adminActiveJobs')).toContain(id);
  expect(await adminList(admin, 'adminPendingPaidRequests')).not.toContain(id);

  // The cleaner schedules a visit: the client's timeline and the admin schedule have it.
  await ok('mutation($r: ID!) { scheduleJob(requestId: $r, scheduledAt: "2031-05-01 10:00") { id } }', { r: String(id) }, cleaner.token);
  const visit = await heardOf(ears.a, id, 'visit_scheduled');
  expect(visit.request!.scheduledAt).not.toBeNull();
  expect(visit.request!.activities.map((x) => x.description)).toEqual(expect.arrayContaining([expect.stringMatching(/^Appointment Scheduled/)]));
  expect((await heardOf(ears.admin, id, 'visit_scheduled')).lists).toEqual(['ADMIN_SCHEDULE', 'ADMIN_ACTIVE_JOBS']);
  expect(await schedule(admin)).toContain(id);

  // The cleaner gives it back: it leaves their jobs; they now see it only as an open job (no notes, no timeline).
  await ok('mutation($r: ID!) { unassignJob(requestId: $r) { id } }', { r: String(id) }, cleaner.token);
  const released = await heardOf(ears.cleaner, id, 'released');
  expect(released).toMatchObject({ lists: [], request: { status: 'pending', notes: null, activities: [] } });
  expect(await myJobs(cleaner.token, 'active')).not.toContain(id);
  expect((await heardOf(ears.admin, id, 'released')).lists).toEqual(['ADMIN_PENDING_PAID']);
  expect(await adminList(admin, 'adminPendingPaidRequests')).toContain(id);
  expect(await adminList(admin, 'adminActiveJobs')).not.toContain(id);

  // The client cancels: it leaves My Requests.
  await ok('mutation($r: ID!) { cancelServiceRequest(id: $r) { id } }', { r: String(id) }, clientA);
  expect((await heardOf(ears.a, id, 'cancelled')).lists).toEqual([]);
  expect(await myRequests(clientA)).not.toContain(id);

  // Another client and a worker never on the job heard nothing of it.
  await heardOf(ears.admin, id, 'cancelled');
  expect(ears.b.heard.filter((e) => e.requestId === String(id))).toEqual([]);
  expect(ears.gardener.heard.filter((e) => e.requestId === String(id))).toEqual([]);
  expect(ears.cleaner.heard.filter((e) => e.requestId === String(id)).map((e) => e.kind)).toEqual(['assigned', 'visit_scheduled', 'released']);
});

it('moves a finished job from the worker\'s active jobs to their history and into the Admin Review Queue, with the tiles', async () => {
  const [admin] = await Promise.all([signIn(app, 'admin@demo.elite')]);
  const cleaner = await makeApprovedWorker(app, { email: 'special-cleaner@test.elite', categories: ['House Cleaning'], zip: '37203', radius: 50 });
  const ears = { cleaner: listen(cleaner.token, CLIENT_OR_WORKER), admin: listen(admin, ADMIN) };
  await untilLive([ears.cleaner, ears.admin], [cleaner.email]);
  const id = await makeRequest(app, { category: 'House Cleaning', zip: '37209', title: 'Special job', providerId: cleaner.providerId, status: 'in_progress' });

  await ok('mutation($r: ID!) { completeHundredDollarSpecial(requestId: $r) { id } }', { r: String(id) }, cleaner.token);
  expect((await heardOf(ears.cleaner, id, 'hundred_dollar_special')).lists).toEqual(['MY_JOBS_HISTORY']);
  expect(await myJobs(cleaner.token, 'history')).toContain(id);
  expect(await myJobs(cleaner.token, 'active')).not.toContain(id);
  const toAdmin = await heardOf(ears.admin, id, 'hundred_dollar_special');
  expect(toAdmin.lists).toEqual(['ADMIN_REVIEW_QUEUE']);
  expect(await reviewQueue(admin)).toContain(id);
  expect(toAdmin.stats).toEqual(await stats(admin));

  // Decided (here rejected): it leaves the review queue, and the tiles count one fewer.
  await ok('mutation($r: ID!) { adminRejectPayment(requestId: $r, reason: "No photos of the work") { message } }', { r: String(id) }, admin);
  const decided = await heardOf(ears.admin, id, 'rejected');
  expect(decided.lists).toEqual([]);
  expect(await reviewQueue(admin)).not.toContain(id);
  expect(decided.stats!.reviewQueue).toBe(toAdmin.stats!.reviewQueue - 1);
  expect((await heardOf(ears.cleaner, id, 'rejected')).lists).toEqual(['MY_JOBS_HISTORY']);
});
