import { startTestApp, signIn, type TestApp } from '../support/app';
import { ServiceRequest } from '../../server/src/modules/requests/service-request.entity';
import { Notification } from '../../server/src/modules/notifications/notification.entity';
import { User } from '../../server/src/modules/auth/user.entity';

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
