import WebSocket from 'ws';
import { createClient, type Client } from 'graphql-ws';
import { startTestApp, signIn, type TestApp } from '../support/app';
import { publishRequestChange } from '../../server/src/events/pubsub';
import { probeUntil } from '../support/live';
import { User } from '../../server/src/modules/users/user.entity';

// A ping a second, so that a test sees several.
let app: TestApp;
const clients: Client[] = [];
beforeAll(async () => {
  app = await startTestApp({ seed: true, env: { LIVE_KEEP_ALIVE_SECONDS: '1' } });
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
  await app.close();
});

const wsUrl = () => app.url.replace('http', 'ws') + '/graphql';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

it("pings a live socket with a checkpoint once every event before it was written, and the client's pongs keep the socket open", async () => {
  const token = await signIn(app, 'worker@demo.elite');
  const workerUser = (await app.orm.em.fork().findOneOrFail(User, { email: 'worker@demo.elite' })).id;
  const heard: string[] = [];
  // Each checkpoint as it arrived, with the events the socket had been written by then.
  const checkpoints: { at: string; heard: string[] }[] = [];
  let closed: unknown = null;
  const client = createClient({
    url: wsUrl(),
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
    on: {
      ping: (received, payload) => {
        const at = (payload as { heardUntil?: string } | undefined)?.heardUntil;
        if (received && at) checkpoints.push({ at, heard: [...heard] });
      },
      closed: (event) => (closed = event),
    },
  });
  clients.push(client);
  client.subscribe<{ requestChanged: { requestId: string } }>(
    { query: 'subscription { requestChanged { requestId } }' },
    { next: (m) => m.data && heard.push(m.data.requestChanged.requestId), error: () => undefined, complete: () => undefined },
  );
  await probeUntil(() => publishRequestChange(app.handle.deps.pubsub, { requestId: -1, kind: 'probe', userIds: [workerUser], at: new Date().toISOString() }), () => heard.length > 0, "the worker's subscription to answer a probe");

  const published = Date.now();
  publishRequestChange(app.handle.deps.pubsub, { requestId: -2, kind: 'probe', userIds: [workerUser], at: new Date(published).toISOString() });
  const after = () => checkpoints.find((c) => Date.parse(c.at) >= published);
  for (let i = 0; i < 300 && !after(); i++) await sleep(50);
  // The first checkpoint past the event came after the event itself, on the same socket.
  expect(after()).toBeDefined();
  expect(after()!.heard).toContain('-2');
  // Every checkpoint is a moment the socket had heard everything before: none is later than when it arrived.
  for (const c of checkpoints) expect(Date.parse(c.at)).toBeLessThanOrEqual(Date.now());

  // Answered, the pings keep the socket open through several intervals.
  const seen = checkpoints.length;
  await sleep(3_000);
  expect(closed).toBeNull();
  expect(checkpoints.length).toBeGreaterThan(seen);
});

it('pings a socket with nothing to catch up on without a checkpoint, and ends one that does not answer', async () => {
  const ws = new WebSocket(wsUrl(), 'graphql-transport-ws');
  const messages: { type: string; payload?: unknown }[] = [];
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  ws.on('open', () => ws.send(JSON.stringify({ type: 'connection_init', payload: {} })));
  ws.on('message', (data) => messages.push(JSON.parse(data.toString())));
  // Never answered: ended by the keep-alive within two intervals of its first ping.
  const code = await Promise.race([closed, sleep(10_000).then(() => null)]);
  expect(messages[0]).toMatchObject({ type: 'connection_ack' });
  expect(messages.filter((m) => m.type === 'ping')).toEqual([{ type: 'ping' }]);
  // Ended, not closed with a reason: as a connection whose peer is gone.
  expect(code).toBe(1006);
});
