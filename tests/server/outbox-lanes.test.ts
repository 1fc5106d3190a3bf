import pino from 'pino';
import { startTestApp, type TestApp } from '../support/app';
import { onPostgresServer } from '../support/db';
import { OutboxMessage } from '../../server/src/modules/outbox/outbox-message.entity';
import { OutboxLanes, LIVE_NOTIFICATIONS_MAX } from '../../server/src/modules/delivery/outbox-delivery';
import { enqueue } from '../../server/src/modules/outbox/outbox';

// The outbox's lanes (modules/delivery/outbox-delivery.ts): a job's notices for a thousand
// workers are written and published on the bulk lane while the live lane goes on delivering
// queue and request changes. Each lane holds a transaction of its own at once: a PostgreSQL
// server's connections (embedded PGlite runs one transaction at a time).
let app: TestApp;
const silent = pino({ level: 'silent' });
const onServer = onPostgresServer();
if (!onServer) console.info('Skipped on embedded PGlite: two lanes holding transactions at once need a PostgreSQL server (set TEST_DATABASE_URL).');

beforeAll(async () => {
  app = await startTestApp({ seed: true });
  // This file plays the deliverers itself.
  await app.handle.outbox.stop();
});
afterAll(() => app.close());

(onServer ? it : it.skip)('delivers live work while the bulk lane is busy with a job\'s notices for its workers', async () => {
  const em = app.orm.em.fork();
  const many = Array.from({ length: LIVE_NOTIFICATIONS_MAX + 1 }, (_, i) => 900_000 + i);
  enqueue(em, { type: 'notifications', ids: many }, { type: 'new_job_available', requestId: 300_000 }, { type: 'request', requestId: 300_001, kind: 'lane_probe' }, { type: 'notifications', ids: [900_100] });
  await em.flush();

  let releaseBulk!: () => void;
  const bulkHeld = new Promise<void>((resolve) => (releaseBulk = resolve));
  const order: string[] = [];
  const lanes = new OutboxLanes(app.orm, app.handle.deps.pubsub, silent, {
    pollMs: 60_000,
    deliver: async (_tx, work) => {
      const name = work.type === 'notifications' ? `notifications x${work.ids.length}` : work.type;
      if (work.type === 'new_job_available' || (work.type === 'notifications' && work.ids.length > LIVE_NOTIFICATIONS_MAX)) await bulkHeld;
      order.push(name);
    },
  });
  lanes.wake();
  // The live lane is done while the bulk lane still holds its first message.
  for (let i = 0; i < 200 && (await lanes.live.dueCount()) > 0; i++) await new Promise((resolve) => setTimeout(resolve, 10));
  await lanes.live.idle();
  expect(order).toEqual(['request', 'notifications x1']);
  releaseBulk();
  await lanes.idle();
  await lanes.stop();
  expect(order).toEqual(['request', 'notifications x1', `notifications x${many.length}`, 'new_job_available']);
  expect(await app.orm.em.fork().count(OutboxMessage, { deliveredAt: null })).toBe(0);
});
