import WebSocket from 'ws';
import { createClient, type Client } from 'graphql-ws';
import { startTestApp, signIn, type TestApp } from '../support/app';
import { categoryId, makeApprovedWorker, makeRequest } from '../support/worker-fixtures';
import { Topic } from '../../server/src/events/pubsub';

let app: TestApp;
const clients: Client[] = [];
beforeAll(async () => {
  app = await startTestApp({ seed: true });
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
  await app.close();
});

/** The Available Requests card with what an open job must not show (the client's contact, notes, timeline). */
const ITEM = 'distanceMiles request { id title status serviceCity clientName notes client { name email phone } activities { id } invoices { id } category { id name } }';
const SUBSCRIPTION = `subscription { queueChanged { requestId kind removedId queueDelta item { ${ITEM} } } }`;

interface Item {
  distanceMiles: number;
  request: { id: string; title: string; notes: string | null; client: { name: string; email: string; phone: string | null }; activities: unknown[]; invoices: unknown[] };
}
interface Change { requestId: string; kind: string; removedId: string | null; queueDelta: number; item: Item | null }

function subscribe(token: string | null) {
  const client = createClient({ url: app.url.replace('http', 'ws') + '/graphql', webSocketImpl: WebSocket, connectionParams: token ? { authorization: `Bearer ${token}` } : {}, retryAttempts: 0 });
  clients.push(client);
  const inbox: Change[] = [];
  const waiting: ((c: Change) => void)[] = [];
  let settleRefusal: (codes: string[]) => void = () => undefined;
  const refused = new Promise<string[]>((resolve) => (settleRefusal = resolve));
  client.subscribe<{ queueChanged: Change }>({ query: SUBSCRIPTION }, {
    next: (m) => {
      if (m.errors?.length || !m.data) return settleRefusal((m.errors ?? []).map((e) => String(e.extensions?.code)));
      const w = waiting.shift();
      if (w) w(m.data.queueChanged);
      else inbox.push(m.data.queueChanged);
    },
    error: (e) => settleRefusal(Array.isArray(e) ? e.map((x: { extensions?: { code?: string } }) => String(x.extensions?.code)) : ['CLOSED']),
    complete: () => undefined,
  });
  return {
    next: () => (inbox.length ? Promise.resolve(inbox.shift()!) : new Promise<Change>((resolve) => waiting.push(resolve))),
    inbox,
    refused,
  };
}
type Sub = ReturnType<typeof subscribe>;

const probe = (category: number, requestId: number) =>
  app.handle.deps.pubsub.publish(Topic.QueueChanged, { requestId, kind: 'changed', categoryId: category, at: new Date().toISOString() });

/** Publishes probes of the category until the subscriber hears one: the subscription is live. */
async function untilLive(sub: Sub, category: number): Promise<void> {
  let heard = false;
  const got = sub.next().then(() => (heard = true));
  while (!heard) {
    probe(category, -1);
    await Promise.race([got, new Promise((r) => setImmediate(r))]);
  }
  await new Promise((r) => setTimeout(r, 50));
  sub.inbox.length = 0;
}

/** The next event that is not a probe. */
async function nextReal(sub: Sub): Promise<Change> {
  let c = await sub.next();
  while (Number(c.requestId) < 0) c = await sub.next();
  return c;
}

it('sends a paid job, as the worker sees it in openJobs, only to approved workers of its category within their radius; its taking as a removal', async () => {
  const cleaning = await categoryId(app, 'House Cleaning');
  const lawn = await categoryId(app, 'Lawn & Landscaping');
  const near = await makeApprovedWorker(app, { email: 'near-cleaner@test.elite', categories: ['House Cleaning'], zip: '37203', radius: 50 });
  const far = await makeApprovedWorker(app, { email: 'far-cleaner@test.elite', categories: ['House Cleaning'], zip: '38103', radius: 10 }); // Memphis
  const [gardenerToken, applicantToken, clientToken] = await Promise.all([signIn(app, 'worker2@demo.elite'), signIn(app, 'applicant@demo.elite'), signIn(app, 'client@demo.elite')]);

  const nearSub = subscribe(near.token);
  const farSub = subscribe(far.token);
  const gardener = subscribe(gardenerToken);
  const applicant = subscribe(applicantToken);
  const client = subscribe(clientToken);
  const anonymous = subscribe(null);
  await untilLive(nearSub, cleaning);
  await untilLive(farSub, cleaning);
  await untilLive(gardener, lawn);
  // A client and an anonymous connection are refused outright.
  expect(await client.refused).toEqual(['FORBIDDEN']);
  expect(await anonymous.refused).toEqual(['UNAUTHENTICATED']);

  const id = await makeRequest(app, { category: 'House Cleaning', zip: '37203', paid: false, title: 'Live cleaning' });
  const paid = await app.gql('mutation($i: ProcessPaymentInput!) { processPayment(input: $i) { request { id } } }', { i: { requestId: String(id), kind: 'consultation', method: 'google_pay', idempotencyKey: 'queue-events-1' } }, clientToken);
  expect(paid.errors).toBeUndefined();

  const added = await nextReal(nearSub);
  expect(added).toMatchObject({ requestId: String(id), kind: 'paid', removedId: null, queueDelta: 1 });
  // Exactly the item openJobs gives this worker: same fields, same redaction, distance from this worker.
  const list = await app.gql<{ openJobs: { items: Item[] } }>(`{ openJobs(first: 50) { items { ${ITEM} } } }`, {}, near.token);
  expect(added.item).toEqual(list.data!.openJobs.items.find((i) => Number(i.request.id) === id));
  expect(added.item!.distanceMiles).toBeLessThan(1);
  expect(added.item!.request).toMatchObject({ title: 'Live cleaning', notes: null, activities: [], invoices: [], client: { email: '', phone: null } });

  // Out of the radius, another category: the paid job never reaches them (their next event is a later probe).
  await app.handle.outbox.idle();
  probe(cleaning, -2);
  probe(lawn, -2);
  expect((await farSub.next()).requestId).toBe('-2');
  expect((await gardener.next()).requestId).toBe('-2');

  // Taken: the near worker's list loses it.
  const accepted = await app.gql('mutation($id: ID!) { acceptJob(requestId: $id) { id } }', { id }, near.token);
  expect(accepted.errors).toBeUndefined();
  expect(await nextReal(nearSub)).toEqual({ requestId: String(id), kind: 'taken', removedId: String(id), item: null, queueDelta: -1 });

  // The pending applicant heard none of it, probes included; the far worker, whose queue never held it, not its taking either.
  await app.handle.outbox.idle();
  probe(cleaning, -3);
  expect((await nearSub.next()).requestId).toBe('-3');
  expect((await farSub.next()).requestId).toBe('-3');
  expect(applicant.inbox).toEqual([]);
});

it('tells a worker a job left their queue when its client edits it into another category', async () => {
  const cleaning = await categoryId(app, 'House Cleaning');
  const lawn = await categoryId(app, 'Lawn & Landscaping');
  const worker = await makeApprovedWorker(app, { email: 'edit-cleaner@test.elite', categories: ['House Cleaning'], zip: '37203', radius: 50 });
  const sub = subscribe(worker.token);
  await untilLive(sub, cleaning);
  const id = await makeRequest(app, { category: 'House Cleaning', zip: '37203', title: 'Edited away' });
  const clientToken = await signIn(app, 'client@demo.elite');
  const edited = await app.gql(
    'mutation($i: UpdateRequestInput!) { updateServiceRequest(input: $i) { id } }',
    { i: { id: String(id), categoryId: lawn, title: 'Edited away', description: 'Now it is lawn work.', serviceAddress: '1 Test St', serviceCity: 'Nashville', serviceState: 'TN', serviceZipCode: '37203' } },
    clientToken,
  );
  expect(edited.errors).toBeUndefined();
  expect(await nextReal(sub)).toEqual({ requestId: String(id), kind: 'changed', removedId: String(id), item: null, queueDelta: -1 });
});

it('gives workers at one distance from the job one answer (shared), and a worker at another distance their own', async () => {
  const cleaning = await categoryId(app, 'House Cleaning');
  // Two workers in one ZIP (one distance from the job), one across town (another distance).
  const [twinA, twinB, across] = await Promise.all([
    makeApprovedWorker(app, { email: 'twin-a@test.elite', categories: ['House Cleaning'], zip: '37203', radius: 50 }),
    makeApprovedWorker(app, { email: 'twin-b@test.elite', categories: ['House Cleaning'], zip: '37203', radius: 50 }),
    makeApprovedWorker(app, { email: 'across@test.elite', categories: ['House Cleaning'], zip: '37215', radius: 50 }),
  ]);
  const subs = [subscribe(twinA.token), subscribe(twinB.token), subscribe(across.token)];
  for (const s of subs) await untilLive(s, cleaning);
  const id = await makeRequest(app, { category: 'House Cleaning', zip: '37209', paid: false, title: 'Shared answer' });
  const clientToken = await signIn(app, 'client@demo.elite');
  const paid = await app.gql('mutation($i: ProcessPaymentInput!) { processPayment(input: $i) { request { id } } }', { i: { requestId: String(id), kind: 'consultation', method: 'google_pay', idempotencyKey: 'queue-events-shared' } }, clientToken);
  expect(paid.errors).toBeUndefined();
  const [a, b, c] = await Promise.all(subs.map((s) => nextReal(s)));
  // Each worker gets the item openJobs gives them; the twins' answers are equal, the third's distance differs.
  for (const [worker, change] of [[twinA, a], [twinB, b], [across, c]] as const) {
    const list = await app.gql<{ openJobs: { items: Item[] } }>(`{ openJobs(first: 50) { items { ${ITEM} } } }`, {}, worker.token);
    expect(change.item).toEqual(list.data!.openJobs.items.find((i) => Number(i.request.id) === id));
  }
  expect(a).toEqual(b);
  expect(c.item!.distanceMiles).not.toBe(a.item!.distanceMiles);
});
