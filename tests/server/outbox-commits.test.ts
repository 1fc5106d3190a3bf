import { startTestApp, type TestApp } from '../support/app';
import { makeRequest } from '../support/worker-fixtures';
import { enqueue } from '../../server/src/modules/outbox/outbox';
import { onOutboxWork, outboxWritten } from '../../server/src/modules/outbox/outbox-commits';
import { Topic, requestChannel, type RequestEvent } from '../../server/src/events/pubsub';

/**
 * Delivery wakes by itself once a transaction that wrote outbox rows has committed (the ORM
 * subscriber of outbox-commits.ts, registered in db/orm-config.ts): no service calls anything
 * after its commit. Never before the commit, and never for a transaction that rolled back.
 */
let app: TestApp;
let requestId: number;
let wakes = 0;
let stopListening: () => void;

beforeAll(async () => {
  app = await startTestApp({ seed: true });
  requestId = await makeRequest(app, { category: 'House Cleaning', title: 'Woken by its commit' });
  await app.handle.outbox.idle();
  stopListening = onOutboxWork(() => wakes++);
});
afterAll(async () => {
  stopListening();
  await app.close();
});
beforeEach(() => {
  wakes = 0;
});

const probes = (kind: string) => app.orm.em.fork().getConnection().execute<{ delivered: boolean }[]>(`select delivered_at is not null as delivered from outbox_messages where payload->>'kind' = ?`, [kind]);

it('wakes delivery when a transaction that enqueued work commits, not before; the change is then published with no hand call', async () => {
  const changed = app.handle.deps.pubsub.subscribe(Topic.RequestChanged, requestChannel.admins)[Symbol.asyncIterator]();
  const heard = changed.next();
  await app.orm.em.fork().transactional(async (tx) => {
    enqueue(tx, { type: 'request', requestId, kind: 'commit_probe' });
    await tx.flush();
    // Written and flushed, not committed: nobody is woken yet.
    expect(wakes).toBe(0);
  });
  expect(wakes).toBe(1);
  expect(((await heard).value as RequestEvent)).toMatchObject({ requestId, kind: 'commit_probe' });
  await changed.return?.();
  await app.handle.outbox.idle();
  expect(await probes('commit_probe')).toEqual([{ delivered: true }]);
});

it('does not wake delivery for a transaction that rolled back, and leaves no work behind', async () => {
  await expect(
    app.orm.em.fork().transactional(async (tx) => {
      enqueue(tx, { type: 'request', requestId, kind: 'rollback_probe' });
      await tx.flush();
      throw new Error('changed my mind');
    }),
  ).rejects.toThrow('changed my mind');
  expect(wakes).toBe(0);
  expect(await probes('rollback_probe')).toEqual([]);
});

it('wakes once the outermost transaction commits when the work was written in a nested one', async () => {
  await app.orm.em.fork().transactional(async (outer) => {
    await outer.transactional(async (inner) => {
      enqueue(inner, { type: 'request', requestId, kind: 'nested_probe' });
    });
    // The savepoint is released; the transaction holding the row has not committed.
    expect(wakes).toBe(0);
  });
  expect(wakes).toBe(1);
});

it('wakes delivery after the commit of outbox rows written in raw SQL, when the writer says so', async () => {
  await app.orm.em.fork().transactional(async (tx) => {
    await tx.execute(`insert into outbox_messages (type, payload, attempts, available_at, created_at) values ('request', ?::jsonb, 0, now(), now())`, [JSON.stringify({ requestId, kind: 'raw_probe' })]);
    outboxWritten(tx);
    expect(wakes).toBe(0);
  });
  expect(wakes).toBe(1);
  await app.handle.outbox.idle();
  expect(await probes('raw_probe')).toEqual([{ delivered: true }]);
});

it('wakes delivery after a flush that commits outbox rows in a transaction of its own', async () => {
  const em = app.orm.em.fork();
  enqueue(em, { type: 'request', requestId, kind: 'flush_probe' });
  expect(wakes).toBe(0);
  await em.flush();
  expect(wakes).toBe(1);
  expect(await probes('flush_probe')).toHaveLength(1);
});
