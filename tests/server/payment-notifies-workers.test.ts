import WebSocket from 'ws';
import { createClient } from 'graphql-ws';
import { startTestApp, signIn, type TestApp } from '../support/app';
import { ServiceRequest } from '../../server/src/modules/requests/service-request.entity';
import { Notification } from '../../server/src/modules/notifications/notification.entity';
import { User } from '../../server/src/modules/users/user.entity';
import { Topic } from '../../server/src/events/pubsub';
import { makeApprovedWorker, makeRequest } from '../support/worker-fixtures';
import type { NotificationType } from '../../server/src/modules/notifications/notification-types';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ seed: true });
});
afterAll(() => app.close());

const countNew = async (email: string) => {
  const em = app.orm.em.fork();
  const u = await em.findOneOrFail(User, { email });
  return em.count(Notification, { user: u.id, type: 'new_job_available' });
};

it('tells eligible workers, and only them, that a newly paid request is open', async () => {
  const em = app.orm.em.fork();
  const r = await em.findOneOrFail(ServiceRequest, { title: 'Deep Cleaning', appointmentFeePaid: false }); // House Cleaning, Nashville 37203
  const before = { cleaner: await countNew('worker@demo.elite'), lawn: await countNew('worker2@demo.elite'), projects: await countNew('worker3@demo.elite') };
  const token = await signIn(app, 'client@demo.elite');
  const paid = await app.gql('mutation($i: ProcessPaymentInput!) { processPayment(input: $i) { request { id appointmentFeePaid } } }', { i: { kind: 'consultation', requestId: String(r.id), method: 'google_pay', idempotencyKey: 'notify-workers-1' } }, token);
  expect(paid.errors).toBeUndefined();
  await app.handle.outbox.idle(); // the workers are told after the answer
  expect(await countNew('worker@demo.elite')).toBe(before.cleaner + 1); // cleaning, 50 mi around 37203
  expect(await countNew('worker2@demo.elite')).toBe(before.lawn); // lawn and pool only
  expect(await countNew('worker3@demo.elite')).toBe(before.projects); // home improvements and repair
});

it('tells the eligible workers and the client of a payment an admin records for the client, as of a payment the client makes', async () => {
  const em = app.orm.em.fork();
  const base = await em.findOneOrFail(ServiceRequest, { title: 'Deep Cleaning' }, { populate: ['client'] });
  const r = em.create(ServiceRequest, {
    title: 'Oven Cleaning', description: 'Inside the oven', category: base.category, client: base.client, clientName: base.clientName,
    address: { ...base.address },
  });
  await em.flush();
  const clientUser = base.client.getEntity().user!.id;
  const countFor = (userId: number, type: NotificationType) => app.orm.em.fork().count(Notification, { user: userId, type });
  const cleaner = await countNew('worker@demo.elite');
  const admin = await signIn(app, 'admin@demo.elite');
  const SIM = 'mutation($id: ID!) { adminSimulateClientPayment(requestId: $id) { request { appointmentFeePaid } } }';

  const fee = await app.gql(SIM, { id: r.id }, admin);
  expect(fee.errors).toBeUndefined();
  await app.handle.outbox.idle();
  expect(await countNew('worker@demo.elite')).toBe(cleaner + 1);
  expect(await countFor(clientUser, 'request_submitted_paid')).toBeGreaterThanOrEqual(1);
  expect(await app.orm.em.fork().count(Notification, { user: clientUser, type: 'payment_processed', data: { requestId: r.id } })).toBe(1);

  // The balance of finished work: the client of Leaf Removal is told too, once, that the job is paid in full.
  const leaf = await app.orm.em.fork().findOneOrFail(ServiceRequest, { title: 'Leaf Removal' }, { populate: ['client'] });
  const leafClient = leaf.client.getEntity().user!.id;
  const balance = await app.gql(SIM, { id: leaf.id }, admin);
  expect(balance.errors).toBeUndefined();
  await app.handle.outbox.idle();
  expect(await app.orm.em.fork().count(Notification, { user: leafClient, type: 'payment_success', data: { requestId: leaf.id } })).toBe(1);
  expect(await app.orm.em.fork().count(Notification, { user: leafClient, type: 'payment_processed', data: { requestId: leaf.id } })).toBe(0);
});

it("publishes each new-job notice live on its worker's own channel, after the answer", async () => {
  const second = await makeApprovedWorker(app, { email: 'second-cleaner@test.elite', categories: ['House Cleaning'], zip: '37203', radius: 50 });
  const em = app.orm.em.fork();
  const listeners = await Promise.all(
    [['worker@demo.elite', await signIn(app, 'worker@demo.elite')], [second.email, second.token]].map(async ([email, token]) => {
      const userId = (await em.findOneOrFail(User, { email })).id;
      const heard: { type: string; data: { requestId?: number } | null }[] = [];
      const client = createClient({ url: app.url.replace('http', 'ws') + '/graphql', webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` }, retryAttempts: 0 });
      client.subscribe<{ notificationAdded: { type: string; data: { requestId?: number } | null } }>({ query: 'subscription { notificationAdded { type data } }' }, {
        next: (m) => m.data && heard.push(m.data.notificationAdded),
        error: () => undefined,
        complete: () => undefined,
      });
      // The subscription is registered once a probe on the worker's channel is heard.
      for (let i = 0; i < 200 && !heard.some((n) => n.type === 'probe'); i++) {
        app.handle.deps.pubsub.publish(Topic.NotificationAdded, userId, { id: -1, userId, userType: 'worker', type: 'probe', title: '', message: '', isRead: false, data: null, priority: 'medium', expiresAt: null, createdAt: new Date().toISOString() });
        await new Promise((r) => setTimeout(r, 25));
      }
      return { heard, client };
    }),
  );
  const id = await makeRequest(app, { category: 'House Cleaning', zip: '37203', paid: false, title: 'Window Washing' });
  const token = await signIn(app, 'client@demo.elite');
  const paid = await app.gql('mutation($i: ProcessPaymentInput!) { processPayment(input: $i) { request { id } } }', { i: { kind: 'consultation', requestId: String(id), method: 'google_pay', idempotencyKey: 'notify-workers-live' } }, token);
  expect(paid.errors).toBeUndefined();
  await app.handle.outbox.idle();
  // Both eligible workers hear their own notice.
  for (const { heard, client } of listeners) {
    for (let i = 0; i < 200 && !heard.some((n) => n.type === 'new_job_available'); i++) await new Promise((res) => setTimeout(res, 25));
    expect(heard.filter((n) => n.type === 'new_job_available').map((n) => n.data)).toEqual([expect.objectContaining({ requestId: id })]);
    await client.dispose();
  }
});
