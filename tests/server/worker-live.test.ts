import WebSocket from 'ws';
import { createClient, type Client } from 'graphql-ws';
import { startTestApp, signIn, type TestApp } from '../support/app';
import { categoryId, makeRequest } from '../support/worker-fixtures';
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

interface Change { requestId: string; kind: string; categoryId: string }

/** A live queueChanged subscription with an inbox that can be awaited event by event. */
function subscribe(token: string, webSocketImpl: unknown = WebSocket) {
  const client = createClient({ url: app.url.replace('http', 'ws') + '/graphql', webSocketImpl, connectionParams: { authorization: `Bearer ${token}` } });
  clients.push(client);
  const inbox: Change[] = [];
  const waiting: ((c: Change) => void)[] = [];
  let failure: unknown = null;
  client.subscribe<{ queueChanged: Change }>({ query: 'subscription { queueChanged { requestId kind categoryId } }' }, {
    next: (m) => {
      if (m.errors?.length || !m.data) {
        failure = m.errors;
        return;
      }
      const c = m.data.queueChanged;
      const w = waiting.shift();
      if (w) w(c);
      else inbox.push(c);
    },
    error: (e) => {
      failure = Array.isArray(e) ? e : e instanceof Error ? e.message : (e as { reason?: string }).reason ?? e;
    },
    complete: () => undefined,
  });
  return {
    next: () => (inbox.length ? Promise.resolve(inbox.shift()!) : new Promise<Change>((resolve) => waiting.push(resolve))),
    failure: () => failure,
  };
}

/** Publishes probe events of the category until the subscriber hears one: the subscription is live. */
async function untilLive(sub: ReturnType<typeof subscribe>, category: number): Promise<void> {
  let heard = false;
  const got = sub.next().then(() => {
    heard = true;
  });
  while (!heard) {
    app.handle.deps.pubsub.publish(Topic.QueueChanged, { requestId: -1, kind: 'changed', categoryId: category, at: new Date().toISOString() });
    await Promise.race([got, new Promise((r) => setImmediate(r))]);
  }
  // Drain any extra probes already delivered.
  await new Promise((r) => setImmediate(r));
}

it('tells approved workers of accepted jobs in their categories only, live', async () => {
  const cleaning = await categoryId(app, 'House Cleaning');
  const lawn = await categoryId(app, 'Lawn & Landscaping');
  const [worker, worker2] = await Promise.all([signIn(app, 'worker@demo.elite'), signIn(app, 'worker2@demo.elite')]);
  const cleaner = subscribe(worker);
  const gardener = subscribe(worker2);
  await untilLive(cleaner, cleaning);
  await untilLive(gardener, lawn);

  const id = await makeRequest(app, { category: 'House Cleaning', zip: '37203' });
  const accepted = await app.gql('mutation($id: ID!) { acceptJob(requestId: $id) { id } }', { id }, worker);
  expect(accepted.errors).toBeUndefined();
  let change = await cleaner.next();
  while (change.requestId === '-1') change = await cleaner.next();
  expect(change).toEqual({ requestId: String(id), kind: 'taken', categoryId: String(cleaning) });

  // The gardener's next event is a lawn probe, never the cleaning job.
  app.handle.deps.pubsub.publish(Topic.QueueChanged, { requestId: -2, kind: 'changed', categoryId: lawn, at: new Date().toISOString() });
  let seen = await gardener.next();
  while (seen.requestId === '-1') seen = await gardener.next();
  expect(seen.requestId).toBe('-2');

  // A pending worker cannot subscribe.
  const pending = subscribe(await signIn(app, 'applicant@demo.elite'));
  const failure = await new Promise<unknown>((resolve) => {
    const check = () => (pending.failure() ? resolve(pending.failure()) : setImmediate(check));
    check();
  });
  expect(JSON.stringify(failure)).toMatch(/FORBIDDEN/);
});

it('writes every live answer as a text frame, as a browser\'s graphql-ws client reads it', async () => {
  const cleaning = await categoryId(app, 'House Cleaning');
  const frames: { binary: boolean; type: string }[] = [];
  class Recording extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols);
      this.on('message', (data: Buffer, isBinary: boolean) => frames.push({ binary: isBinary, type: (JSON.parse(data.toString('utf8')) as { type: string }).type }));
    }
  }
  subscribe(await signIn(app, 'worker@demo.elite'), Recording);
  // Probes until an answer arrives, whichever frame it came in (a binary one the client would not read).
  const answers = () => frames.filter((f) => f.type === 'next');
  const until = Date.now() + 10_000;
  while (answers().length === 0 && Date.now() < until) {
    app.handle.deps.pubsub.publish(Topic.QueueChanged, { requestId: -1, kind: 'changed', categoryId: cleaning, at: new Date().toISOString() });
    await new Promise((r) => setTimeout(r, 20));
  }
  expect(answers().length).toBeGreaterThan(0);
  expect(answers().every((f) => !f.binary)).toBe(true);
});
