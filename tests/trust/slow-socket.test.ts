import { startTestApp, signIn, type TestApp } from '../support/app';
import { openRawSocket, within, type RawSocket } from '../support/raw-ws';
import { Topic } from '../../server/src/events/pubsub';
import { CLOSE_EVENTS_MISSED } from '../../server/src/events/events-missed';
import { MAX_QUEUED_BYTES } from '../../server/src/http/bounded-websocket';

/**
 * A phone that stops reading its websocket (gone to sleep, a dead network) must not hold the
 * server's memory or the other sockets: once more than MAX_QUEUED_BYTES wait for it, its socket
 * is closed with the code that makes the client reconnect and catch up, and every other socket
 * goes on receiving everything.
 */
let app: TestApp;
let token: string;
let userId: number;
beforeAll(async () => {
  app = await startTestApp({ seed: true });
  token = await signIn(app, 'worker@demo.elite');
  const [row] = await app.orm.em.fork().getConnection().execute<{ id: number }[]>("select id from users where email = 'worker@demo.elite'");
  userId = Number(row.id);
}, 120_000);
afterAll(() => app?.close());

const NOTICES = 800;
const BIG = 'x'.repeat(32 * 1024);

it('closes a socket that stopped reading with CLOSE_EVENTS_MISSED once its queue passes the bound, while a reading socket gets every event', async () => {
  const sleeping: RawSocket = await openRawSocket(app.url, { token });
  const reading: RawSocket = await openRawSocket(app.url, { token });
  try {
    const query = 'subscription { notificationAdded { id message } }';
    sleeping.subscribe('n', query);
    reading.subscribe('n', query);
    // Both subscriptions are registered once a probe reaches both.
    const publish = (id: number, message: string) =>
      app.handle.deps.pubsub.publish(Topic.NotificationAdded, userId, { id, userId, userType: 'worker', type: 'note', title: 'Probe', message, isRead: false, data: null, priority: 'low', expiresAt: null, createdAt: new Date().toISOString() });
    const heardProbe = (socket: RawSocket) => socket.received('n').some((m) => m.type === 'next');
    for (let tries = 0; !(heardProbe(sleeping) && heardProbe(reading)); tries++) {
      if (tries > 100) throw new Error('the subscriptions never heard a probe');
      publish(0, 'probe');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const message = (m: { payload?: unknown }) => String((m.payload as { data: { notificationAdded: { message: string } } }).data.notificationAdded.message);
    // The probes that reached the reading socket are read first.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const probes = reading.received('n').length;
    for (let i = 0; i < probes; i++) expect(message(await reading.next('n'))).toBe('probe');

    // The sleeping phone stops reading: what the server writes piles up in the network, then in the server.
    (sleeping.ws as unknown as { _socket: { pause(): void; resume(): void } })._socket.pause();
    // A few at a time, as events come: the reading socket (in this same process) keeps up.
    for (let i = 1; i <= NOTICES; i++) {
      publish(i, `${i} ${BIG}`);
      if (i % 8 === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(NOTICES * BIG.length).toBeGreaterThan(8 * MAX_QUEUED_BYTES);

    for (let i = 1; i <= NOTICES; i++) {
      const msg = await within(reading.next('n'), 20_000, `notice ${i} on the reading socket`);
      expect(message(msg).split(' ')[0]).toBe(String(i));
    }

    // Awake again, the phone reads what reached it, then the close: reconnect and catch up.
    (sleeping.ws as unknown as { _socket: { resume(): void } })._socket.resume();
    const closed = await within(sleeping.closed, 60_000, 'the sleeping socket to be closed');
    expect(closed.code).toBe(CLOSE_EVENTS_MISSED);
    expect(sleeping.received('n').length).toBeLessThan(NOTICES + 1);
    expect(reading.isClosed()).toBe(false);
  } finally {
    sleeping.close();
    reading.close();
  }
}, 180_000);
