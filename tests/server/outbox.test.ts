import pino from 'pino';
import { startTestApp, signIn, type TestApp } from '../support/app';
import { makeRequest } from '../support/worker-fixtures';
import { ServiceRequest } from '../../server/src/modules/requests/service-request.entity';
import { Notification } from '../../server/src/modules/notifications/notification.entity';
import { User } from '../../server/src/modules/users/user.entity';
import { OutboxMessage } from '../../server/src/modules/outbox/outbox-message.entity';
import { OutboxDelivery, deliverWork } from '../../server/src/modules/delivery/outbox-delivery';
import { enqueue } from '../../server/src/modules/outbox/outbox';
import { Topic, requestChannel, type QueueEvent, type RequestEvent } from '../../server/src/events/pubsub';

let app: TestApp;
const silent = pino({ level: 'silent' });

beforeAll(async () => {
  app = await startTestApp({ seed: true });
  // This file plays the deliverers itself: the app's own one stands for a process that stopped after committing.
  await app.handle.outbox.stop();
});
afterAll(() => app.close());

const newJobNotices = async (email: string) => {
  const em = app.orm.em.fork();
  const u = await em.findOneOrFail(User, { email });
  return em.count(Notification, { user: u.id, type: 'new_job_available' });
};

/**
 * Delivers every due message with one deliverer until none is left. A commit of outbox rows
 * (a delivery that wrote work, as a paid job's notices do) wakes the deliverer's own run too,
 * beside these calls: a call then finds nothing it can claim while that run still holds a
 * message whose delivery writes more work. That run, and what it wrote, are waited for.
 */
async function drain(d: OutboxDelivery) {
  while (await d.deliverBatch()) {
    /* next */
  }
  await d.idle();
}

it('writes the payment\'s post-commit work in its transaction; a deliverer started later notifies the workers and publishes the events', async () => {
  const em = app.orm.em.fork();
  const r = await em.findOneOrFail(ServiceRequest, { title: 'Deep Cleaning', appointmentFeePaid: false }); // House Cleaning, Nashville 37203
  const before = await newJobNotices('worker@demo.elite');
  const token = await signIn(app, 'client@demo.elite');
  const paid = await app.gql('mutation($i: ProcessPaymentInput!) { processPayment(input: $i) { request { id appointmentFeePaid } } }', { i: { requestId: String(r.id), kind: 'consultation', method: 'google_pay', idempotencyKey: 'outbox-pay-1' } }, token);
  expect(paid.errors).toBeUndefined();

  // Committed with the payment, not delivered: nobody has been told yet.
  const waiting = await app.orm.em.fork().find(OutboxMessage, { deliveredAt: null }, { orderBy: { id: 'asc' } });
  expect(waiting.map((m) => m.type)).toEqual(['queue', 'request', 'notifications', 'new_job_available', 'revenue_milestones']);
  expect(waiting[0].payload).toMatchObject({ requestId: r.id, kind: 'paid' });
  expect(await newJobNotices('worker@demo.elite')).toBe(before);

  const heard: QueueEvent[] = [];
  const changes: RequestEvent[] = [];
  const iterator = app.handle.deps.pubsub.subscribe(Topic.QueueChanged)[Symbol.asyncIterator]();
  const changed = app.handle.deps.pubsub.subscribe(Topic.RequestChanged, requestChannel.admins)[Symbol.asyncIterator]();
  const first = iterator.next().then((x) => heard.push(x.value as QueueEvent));
  const firstChange = changed.next().then((x) => changes.push(x.value as RequestEvent));
  const deliverer = new OutboxDelivery(app.orm, app.handle.deps.pubsub, silent, { pollMs: 60_000 });
  await drain(deliverer);
  // Stopped, as each deliverer here once done: commits in later tests wake every deliverer still running in this process.
  await deliverer.stop();
  await Promise.all([first, firstChange]);
  await iterator.return?.();
  await changed.return?.();

  expect(heard[0]).toMatchObject({ requestId: r.id, kind: 'paid' });
  expect(heard[0].job).toMatchObject({ id: r.id, title: 'Deep Cleaning' });
  // The client's user, and no worker yet, hear of the request's change (admins listen to every change).
  const clientUser = (await app.orm.em.fork().findOneOrFail(User, { email: 'client@demo.elite' })).id;
  expect(changes[0]).toMatchObject({ requestId: r.id, kind: 'consultation_paid', userIds: [clientUser] });
  expect(await newJobNotices('worker@demo.elite')).toBe(before + 1);
  expect(await app.orm.em.fork().count(OutboxMessage, { deliveredAt: null })).toBe(0);
});

it('retries a failed delivery later, with backoff, and delivers it then', async () => {
  const id = await makeRequest(app, { category: 'House Cleaning', title: 'Retry me' });
  const em = app.orm.em.fork();
  enqueue(em, { type: 'request', requestId: id, kind: 'retry_probe' });
  await em.flush();

  let failures = 1;
  const delivered: number[] = [];
  const flaky = new OutboxDelivery(app.orm, app.handle.deps.pubsub, silent, {
    pollMs: 60_000,
    deliver: async (tx, work, pubsub) => {
      const probe = work.type === 'request' && work.kind === 'retry_probe';
      if (probe && failures-- > 0) throw new Error('event bus unavailable');
      if (probe) delivered.push(work.requestId);
      await deliverWork(tx, work, pubsub);
    },
  });
  await drain(flaky);
  const failed = await app.orm.em.fork().findOneOrFail(OutboxMessage, { type: 'request', payload: { requestId: id, kind: 'retry_probe' } });
  expect(failed).toMatchObject({ attempts: 1, deliveredAt: null, lastError: 'event bus unavailable' });
  expect(failed.availableAt.getTime()).toBeGreaterThan(Date.now()); // not before its backoff
  expect(delivered).toEqual([]);

  // Once due, the next pass delivers it.
  await app.orm.em.fork().nativeUpdate(OutboxMessage, { id: failed.id }, { availableAt: new Date(Date.now() - 1000) });
  await drain(flaky);
  const done = await app.orm.em.fork().findOneOrFail(OutboxMessage, { id: failed.id });
  expect(done.deliveredAt).not.toBeNull();
  expect(done.attempts).toBe(2);
  expect(delivered).toEqual([id]);
  await flaky.stop();
});

it("reads a live batch's messages together: eleven queue, request and notice messages from six statements, each published as it was, in order", async () => {
  const ids: number[] = [];
  for (let i = 0; i < 4; i++) ids.push(await makeRequest(app, { category: 'House Cleaning', title: `Batch read ${i}` }));
  const em = app.orm.em.fork();
  const worker = await em.findOneOrFail(User, { email: 'worker@demo.elite' });
  const clientUser = (await em.findOneOrFail(User, { email: 'client@demo.elite' })).id;
  const notices = [0, 1].map((i) => em.create(Notification, { user: worker.id, userType: 'worker', type: 'system_alert', title: 'Batch read notice', message: String(i), isRead: false, createdAt: new Date() }));
  await em.flush();
  for (const id of ids) {
    enqueue(em, { type: 'queue', requestId: id, kind: 'paid', categoryIds: [] });
    enqueue(em, { type: 'request', requestId: id, kind: 'batch_read_probe' });
  }
  // A taken job's event says where it was: read from the request.
  enqueue(em, { type: 'queue', requestId: ids[0], kind: 'taken', categoryIds: [] });
  enqueue(em, { type: 'request', requestId: 987_654, kind: 'batch_read_probe' }); // gone: nothing to tell
  enqueue(em, { type: 'notifications', ids: notices.map((n) => n.id) });
  await em.flush();

  const pubsub = app.handle.deps.pubsub;
  const take = <T,>(iterable: AsyncIterable<unknown>, n: number) => {
    const iterator = iterable[Symbol.asyncIterator]();
    const got: T[] = [];
    const done = (async () => {
      while (got.length < n) got.push((await iterator.next()).value as T);
      await iterator.return?.();
    })();
    return { got, done };
  };
  const queue = take<QueueEvent>(pubsub.subscribe(Topic.QueueChanged), 5);
  const requests = take<RequestEvent>(pubsub.subscribe(Topic.RequestChanged, requestChannel.admins), 4);
  const bell = take<{ title: string; message: string }>(pubsub.subscribe(Topic.NotificationAdded, worker.id), 2);

  const connection = app.orm.em.getDriver().getConnection();
  const statements = jest.spyOn(connection, 'execute');
  const live = new OutboxDelivery(app.orm, pubsub, silent, { pollMs: 60_000, lane: 'live', batch: 16 });
  try {
    expect(await live.deliverBatch()).toBe(true);
  } finally {
    await live.stop();
  }
  // The deliverer's own statements, in its transaction (the process's other work shares the connection): the claim,
  // the open jobs, the taken job's place, the requests' people, the notices, the delivered stamp.
  const claim = statements.mock.calls.find(([sql]) => String(sql).includes('for update skip locked'));
  const ownStatements = statements.mock.calls.filter((call) => call[3] === claim?.[3]);
  expect(claim?.[3]).toBeDefined();
  expect(ownStatements.length).toBeLessThanOrEqual(6);
  statements.mockRestore();
  await Promise.all([queue.done, requests.done, bell.done]);

  expect(queue.got.map((e) => [e.requestId, e.kind])).toEqual([...ids.map((id) => [id, 'paid']), [ids[0], 'taken']]);
  expect(queue.got.slice(0, 4).map((e) => e.job && Number((e.job as { id: unknown }).id))).toEqual(ids);
  expect(queue.got[4].before).toMatchObject({ categoryId: queue.got[0].categoryId });
  expect(requests.got.map((e) => [e.requestId, e.userIds])).toEqual(ids.map((id) => [id, [clientUser]]));
  expect(bell.got.map((n) => [n.title, n.message])).toEqual([
    ['Batch read notice', '0'],
    ['Batch read notice', '1'],
  ]);
  expect(await app.orm.em.fork().count(OutboxMessage, { deliveredAt: null })).toBe(0);
});

it('delivers each message once when two deliverers (two API processes) run at the same time', async () => {
  const em = app.orm.em.fork();
  for (let i = 0; i < 30; i++) enqueue(em, { type: 'request', requestId: 100_000 + i, kind: 'twice_probe' });
  await em.flush();

  const deliveries = new Map<number, number>();
  const make = () =>
    new OutboxDelivery(app.orm, app.handle.deps.pubsub, silent, {
      pollMs: 60_000,
      deliver: async (_tx, work) => {
        if (work.type !== 'request') return;
        await new Promise((resolve) => setImmediate(resolve));
        deliveries.set(work.requestId, (deliveries.get(work.requestId) ?? 0) + 1);
      },
    });
  const deliverers = [make(), make()];
  await Promise.all(deliverers.map(drain));
  await Promise.all(deliverers.map((d) => d.stop()));

  expect(deliveries.size).toBe(30);
  expect([...deliveries.values()].every((n) => n === 1)).toBe(true);
  expect(await app.orm.em.fork().count(OutboxMessage, { deliveredAt: null })).toBe(0);
});

it('delivers a batch in one claim: a message that fails rolls back its own writes alone and is retried, the others are delivered', async () => {
  const em = app.orm.em.fork();
  const worker = await em.findOneOrFail(User, { email: 'worker@demo.elite' });
  for (let i = 0; i < 5; i++) enqueue(em, { type: 'revenue_milestones', requestId: 200_000 + i, paymentId: 0, amountCents: 0 });
  await em.flush();

  const delivered: number[] = [];
  const batch = new OutboxDelivery(app.orm, app.handle.deps.pubsub, silent, {
    pollMs: 60_000,
    batch: 10,
    deliver: async (tx, work) => {
      if (work.type !== 'revenue_milestones' || work.paymentId !== 0) return;
      // Each message writes a notification; the third then fails, after its write.
      tx.create(Notification, { user: worker.id, userType: 'worker', type: 'system_alert', title: 'Batch probe', message: String(work.requestId), isRead: false, createdAt: new Date() });
      await tx.flush();
      if (work.requestId === 200_002) throw new Error('probe failed');
      delivered.push(work.requestId);
    },
  });
  expect(await batch.deliverBatch()).toBe(true);
  await batch.stop();

  expect(delivered).toEqual([200_000, 200_001, 200_003, 200_004]);
  const written = await app.orm.em.fork().find(Notification, { title: 'Batch probe' }, { orderBy: { id: 'asc' } });
  expect(written.map((n) => n.message)).toEqual(['200000', '200001', '200003', '200004']);
  const rows = await app.orm.em.fork().find(OutboxMessage, { type: 'revenue_milestones', payload: { paymentId: 0 } }, { orderBy: { id: 'asc' } });
  expect(rows.map((r) => r.deliveredAt !== null)).toEqual([true, true, false, true, true]);
  expect(rows[2]).toMatchObject({ attempts: 1, lastError: 'probe failed' });
  expect(rows[2].availableAt.getTime()).toBeGreaterThan(Date.now());
  await app.orm.em.fork().nativeUpdate(OutboxMessage, { id: rows[2].id }, { deliveredAt: new Date() });
});
