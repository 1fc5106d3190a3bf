import { startTestApp, signIn, type TestApp } from '../support/app';
import { errorsOf, openRawSocket, within, type RawSocket } from '../support/raw-ws';
import { REDIS_URL, redisAnswers, severalProcessesTest, startApiProcess } from '../support/processes';
import { Services, type AppDeps } from '../../server/src/services';
import { User } from '../../server/src/modules/users/user.entity';
import { Session } from '../../server/src/modules/auth/session.entity';
import { hashToken } from '../../server/src/modules/auth/session.service';
import { ServiceProvider } from '../../server/src/modules/providers/service-provider.entity';
import { Topic } from '../../server/src/events/pubsub';
import type { MikroORM } from '@mikro-orm/postgresql';
import { graphql } from '../gql';

/**
 * A live socket is only as good as the session that opened it: logout, revocation, expiry and
 * the end of an impersonation close it with 4401 (unauthenticated), a change of role or
 * approval with 4403 (forbidden; the client reconnects as what it now is), on every API
 * process. Before, a socket kept receiving the user's notifications after /auth/logout.
 */

const NOTIFICATIONS = 'subscription { notificationAdded { title } }';
/** Generous bound for "promptly" on a loaded machine; the server acts on the event, not on a timer. */
const PROMPTLY_MS = 3000;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ seed: true });
}, 120_000);
afterAll(() => app?.close());

async function notify(orm: MikroORM, deps: AppDeps, email: string, title: string): Promise<void> {
  const em = orm.em.fork();
  const user = await em.findOneOrFail(User, { email });
  await new Services(em, deps).notifications.notify({ userId: user.id, userType: 'client', type: 'system_alert', title, message: 'live session test' });
}

/** A socket with a live notificationAdded subscription: a first notification has arrived through it. */
async function liveSocket(url: string, token: string, email: string, orm = app.orm, deps = app.handle.deps): Promise<RawSocket> {
  const socket = await openRawSocket(url, { token });
  socket.subscribe('n', NOTIFICATIONS);
  const first = socket.next('n');
  let heard = false;
  void first.then(() => (heard = true));
  // The subscription is registered asynchronously: notify until one arrives.
  for (let i = 0; !heard && i < 50; i++) {
    await notify(orm, deps, email, 'before');
    await Promise.race([first, new Promise((r) => setTimeout(r, 100))]);
  }
  expect(await first).toMatchObject({ type: 'next', payload: { data: { notificationAdded: { title: 'before' } } } });
  return socket;
}

async function post(url: string, path: string, token: string): Promise<number> {
  const res = await fetch(`${url}${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: '{}' });
  await res.arrayBuffer();
  return res.status;
}

describe('one API process', () => {
  it('POST /auth/logout closes the sockets of that session with 4401, and no notification reaches them afterwards', async () => {
    const token = await signIn(app, 'client@demo.elite');
    const other = await signIn(app, 'client@demo.elite');
    const socket = await liveSocket(app.url, token, 'client@demo.elite');
    const otherSocket = await liveSocket(app.url, other, 'client@demo.elite');

    expect(await post(app.url, '/auth/logout', token)).toBe(200);
    const closed = await within(socket.closed, PROMPTLY_MS, 'the logged-out socket closing');
    expect(closed.code).toBe(4401);
    await notify(app.orm, app.handle.deps, 'client@demo.elite', 'after logout');
    // The same user's other session is untouched and still live.
    let next = await otherSocket.next('n');
    while ((next.payload as { data: { notificationAdded: { title: string } } }).data.notificationAdded.title === 'before') next = await otherSocket.next('n');
    expect(next).toMatchObject({ payload: { data: { notificationAdded: { title: 'after logout' } } } });
    expect(socket.received('n').map((m) => (m.payload as { data?: { notificationAdded: { title: string } } }).data?.notificationAdded.title)).not.toContain('after logout');
    otherSocket.close();
  });

  it('the GraphQL logout mutation closes the socket too', async () => {
    const token = await signIn(app, 'client2@demo.elite');
    const socket = await liveSocket(app.url, token, 'client2@demo.elite');
    const r = await app.gql(graphql(`mutation LiveSessionsLogout { logout }`), {}, token);
    expect(r.data?.logout).toBe(true);
    expect((await within(socket.closed, PROMPTLY_MS, 'the socket closing')).code).toBe(4401);
  });

  it('closes the socket with 4401 when its session expires', async () => {
    const token = await signIn(app, 'client2@demo.elite');
    await app.orm.em.fork().nativeUpdate(Session, { tokenHash: hashToken(token) }, { expiresAt: new Date(Date.now() + 1500) });
    const socket = await openRawSocket(app.url, { token });
    socket.subscribe('n', NOTIFICATIONS);
    expect((await within(socket.closed, 1500 + PROMPTLY_MS, 'the expired socket closing')).code).toBe(4401);
  });

  it('ending an impersonation closes the impersonated session\'s socket with 4401', async () => {
    const admin = await signIn(app, 'admin@demo.elite');
    const imp = await app.gql(graphql(`mutation LiveSessionsImpersonateDemo { impersonateDemo(role: client) { token } }`), {}, admin);
    const asClient = imp.data!.impersonateDemo.token;
    const socket = await liveSocket(app.url, asClient, 'client@demo.elite');
    const back = await app.gql('mutation { stopImpersonation { token } }', {}, asClient);
    expect(back.errors).toBeUndefined();
    expect((await within(socket.closed, PROMPTLY_MS, 'the impersonated socket closing')).code).toBe(4401);
  });

  it('approving a worker closes the applicant\'s socket with 4403; the reconnected socket runs as an approved worker', async () => {
    const applicant = await signIn(app, 'applicant@demo.elite');
    const socket = await liveSocket(app.url, applicant, 'applicant@demo.elite');
    // A pending worker may not watch the open queue.
    socket.subscribe('q', 'subscription { queueChanged { requestId } }');
    expect(errorsOf(await socket.next('q'))[0]?.extensions?.code).toBe('FORBIDDEN');

    const providerId = (await app.orm.em.fork().findOneOrFail(ServiceProvider, { user: { email: 'applicant@demo.elite' } })).id;
    const admin = await signIn(app, 'admin@demo.elite');
    const approved = await app.gql('mutation($id: ID!) { adminApproveWorker(providerId: $id) { id } }', { id: String(providerId) }, admin);
    expect(approved.errors).toBeUndefined();
    expect((await within(socket.closed, PROMPTLY_MS, 'the applicant socket closing')).code).toBe(4403);

    // Reconnected with the same session, the worker may watch the queue of their categories.
    const again = await openRawSocket(app.url, { token: applicant });
    again.subscribe('q', 'subscription { queueChanged { requestId } }');
    const first = again.next('q');
    let heard = false;
    void first.then(() => (heard = true));
    const category = (await app.orm.em.fork().findOneOrFail(ServiceProvider, { id: providerId })).serviceCategories[0];
    for (let i = 0; !heard && i < 50; i++) {
      app.handle.deps.pubsub.publish(Topic.QueueChanged, { requestId: -1, kind: 'changed', categoryId: category, at: new Date().toISOString() });
      await Promise.race([first, new Promise((r) => setTimeout(r, 100))]);
    }
    expect(await first).toMatchObject({ type: 'next', payload: { data: { queueChanged: { requestId: '-1' } } } });
    again.close();
  });

  it('a client who applies as a provider (role client -> worker) has the socket closed with 4403', async () => {
    const token = await signIn(app, 'client2@demo.elite');
    const socket = await liveSocket(app.url, token, 'client2@demo.elite');
    const categories = (await app.gql(graphql(`query LiveSessionsServiceCategories { serviceCategories { id } }`))).data!.serviceCategories;
    const r = await app.gql(
      'mutation($i: ProviderApplicationInput!) { applyAsProvider(input: $i) { provider { id } } }',
      {
        i: {
          name: 'Second Client',
          email: 'client2@demo.elite',
          phone: '615-555-0142',
          zipCode: '37203',
          serviceRadius: 50,
          categoryIds: [Number(categories[0].id)],
          agreements: { termsOfService: true, platformFeeAgreement: true, qualityStandards: true, communicationStandards: true },
        },
      },
      token,
    );
    expect(r.errors).toBeUndefined();
    expect((await within(socket.closed, PROMPTLY_MS, 'the socket closing')).code).toBe(4403);
  });
});

describe('several API processes sharing Redis', () => {
  severalProcessesTest('a logout on one process closes the session\'s socket on another with 4401', async () => {
    if (!(await redisAnswers())) {
      console.warn(`Redis is not answering at ${REDIS_URL}: cross-process revocation not tested`);
      return;
    }
    const a = await startApiProcess(app);
    const b = await startApiProcess(app);
    try {
      const token = await signIn(app, 'worker@demo.elite');
      const socket = await liveSocket(b.url, token, 'worker@demo.elite', a.orm, a.handle.deps);
      expect(await post(a.url, '/auth/logout', token)).toBe(200);
      expect((await within(socket.closed, PROMPTLY_MS, 'the socket on the other process closing')).code).toBe(4401);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
