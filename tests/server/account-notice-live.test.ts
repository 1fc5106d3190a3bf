import WebSocket from 'ws';
import { createClient } from 'graphql-ws';
import { startTestApp, signIn, type TestApp } from '../support/app';
import { ServiceProvider } from '../../server/src/modules/providers/service-provider.entity';
import { User } from '../../server/src/modules/users/user.entity';
import { Topic } from '../../server/src/events/pubsub';
import { EMAILS, ok } from './admin-helpers';
import { probeUntil } from '../support/live';

/**
 * A notice about a worker's own account carries the account as it now stands: the applicant
 * waiting on the approval page hears "approved" with their application (both checks approved)
 * and their session (the worker gate open), so the page updates from the notice alone.
 */
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ seed: true });
}, 120_000);
afterAll(() => app?.close());

type Heard = { type: string; provider: { id: string; backgroundCheckStatus: string; documentVerificationStatus: string } | null; viewer: { sessionRole: string; provider: { id: string; approved: boolean } | null } | null };

it('the approval notice, live, carries the approved application and the session that passes the gate; other notices carry neither', async () => {
  const em = app.orm.em.fork();
  const provider = await em.findOneOrFail(ServiceProvider, { email: EMAILS.applicant });
  const userId = (await em.findOneOrFail(User, { email: EMAILS.applicant })).id;
  const token = await signIn(app, EMAILS.applicant);
  const before = await ok<{ me: { provider: { approved: boolean } | null } }>(app, '{ me { provider { approved } } }', {}, token);
  expect(before.me.provider).toEqual({ approved: false });

  const heard: Heard[] = [];
  const ws = createClient({ url: app.url.replace('http', 'ws') + '/graphql', webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` }, retryAttempts: 0 });
  ws.subscribe<{ notificationAdded: Heard }>(
    { query: 'subscription { notificationAdded { type provider { id backgroundCheckStatus documentVerificationStatus } viewer { sessionRole provider { id approved } } } }' },
    { next: (m) => m.data && heard.push(m.data.notificationAdded), error: () => undefined, complete: () => undefined },
  );
  try {
    // The subscription is registered once a probe on the applicant's channel is heard.
    const probe = () => app.handle.deps.pubsub.publish(Topic.NotificationAdded, userId, { id: -1, userId, userType: 'worker', type: 'probe', title: '', message: '', isRead: false, data: null, priority: 'medium', expiresAt: null, createdAt: new Date().toISOString() });
    await probeUntil(probe, () => heard.some((n) => n.type === 'probe'), "the applicant's bell to hear a probe").catch(() => undefined);
    expect(heard.find((n) => n.type === 'probe')).toMatchObject({ provider: null, viewer: null });

    const admin = await signIn(app, EMAILS.admin);
    await ok(app, 'mutation($id: ID!) { adminApproveWorker(providerId: $id) { id } }', { id: provider.id }, admin);
    await app.handle.outbox.idle();
    for (let i = 0; i < 200 && !heard.some((n) => n.type === 'account_approved'); i++) await new Promise((r) => setTimeout(r, 25));
    expect(heard.find((n) => n.type === 'account_approved')).toEqual({
      type: 'account_approved',
      provider: { id: String(provider.id), backgroundCheckStatus: 'approved', documentVerificationStatus: 'approved' },
      viewer: { sessionRole: 'worker', provider: { id: String(provider.id), approved: true } },
    });
  } finally {
    await ws.dispose();
  }

  // The list of notifications answers the same account on the same notice.
  const listed = await ok<{ notifications: { items: Heard[] } }>(app, '{ notifications { items { type provider { id backgroundCheckStatus documentVerificationStatus } viewer { sessionRole provider { id approved } } } } }', {}, token);
  expect(listed.notifications.items.find((n) => n.type === 'account_approved')?.viewer?.provider).toEqual({ id: String(provider.id), approved: true });
});

it('with `after`, a notice sent before the subscription (between the page read and its subscribe) comes first, then the live ones', async () => {
  const em = app.orm.em.fork();
  const applicant = await em.findOneOrFail(User, { email: EMAILS.applicant });
  const token = await signIn(app, EMAILS.applicant);
  // The page read the account a moment ago; the notice went out before it subscribed.
  const readAt = new Date(Date.now() - 1000).toISOString();
  const admin = await signIn(app, EMAILS.admin);
  const provider = await em.findOneOrFail(ServiceProvider, { email: EMAILS.applicant });
  await ok(app, 'mutation($id: ID!, $r: String) { adminSuspendWorker(providerId: $id, reason: $r) { id } }', { id: provider.id, r: 'Paused while documents are checked' }, admin);
  await app.handle.outbox.idle();
  const sent = await ok<{ notifications: { items: { id: string; type: string; createdAt: string }[] } }>(app, '{ notifications { items { id type createdAt } } }', {}, token);
  const before = sent.notifications.items.filter((n) => n.createdAt >= readAt);
  expect(before.length).toBeGreaterThan(0);

  const heard: { id: string; type: string }[] = [];
  const ws = createClient({ url: app.url.replace('http', 'ws') + '/graphql', webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` }, retryAttempts: 0 });
  ws.subscribe<{ notificationAdded: { id: string; type: string } }>(
    { query: 'subscription($after: DateTimeISO) { notificationAdded(after: $after) { id type } }', variables: { after: readAt } },
    { next: (m) => m.data && heard.push(m.data.notificationAdded), error: () => undefined, complete: () => undefined },
  );
  try {
    for (let i = 0; i < 200 && heard.length < before.length; i++) await new Promise((r) => setTimeout(r, 25));
    // Oldest first, exactly those created since the read.
    expect(heard.map((n) => n.id)).toEqual(before.map((n) => n.id).reverse());
    // Then the live stream: a probe on the applicant's channel arrives after them.
    const probe = () => app.handle.deps.pubsub.publish(Topic.NotificationAdded, applicant.id, { id: -2, userId: applicant.id, userType: 'worker', type: 'probe', title: '', message: '', isRead: false, data: null, priority: 'medium', expiresAt: null, createdAt: new Date().toISOString() });
    await probeUntil(probe, () => heard.some((n) => n.type === 'probe'), "the applicant's bell to hear a probe").catch(() => undefined);
    expect(heard.slice(0, before.length).map((n) => n.id)).toEqual(before.map((n) => n.id).reverse());
    expect(heard.at(-1)?.type).toBe('probe');
  } finally {
    await ws.dispose();
  }
});
