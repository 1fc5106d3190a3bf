import { startTestApp, signIn, type TestApp } from '../support/app';
import { makeApprovedWorker, type WorkerFixture } from '../support/worker-fixtures';
import { adminToken, ok } from './admin-helpers';
import { movableClock, settle, DAY, HOUR } from '../messages/messages-support';
import { ServiceRequest } from '../../server/src/modules/requests/service-request.entity';
import { Series } from '../../server/src/modules/requests/series.entity';
import { Payment } from '../../server/src/modules/payments/payment.entity';
import { Notification } from '../../server/src/modules/notifications/notification.entity';
import { earliestToday } from '../../server/src/modules/requests/request-input';

/**
 * A series' visits each keep the promises of a single request: an admin assigning visit 1
 * gives the worker the series as accepting does; each visit gets its own reminder 24 hours
 * before it; a later visit handed back and taken by nobody within 7 days is cancelled with
 * nothing charged, and no fee is refunded for it (the series' one fee was paid on visit 1).
 */
const clock = movableClock();
let app: TestApp;
let client: string;
let admin: string;
let cleaner: WorkerFixture;
let categoryId: string;

beforeAll(async () => {
  app = await startTestApp({ seed: true, now: clock.now });
  client = await signIn(app, 'client@demo.elite');
  admin = await adminToken(app);
  cleaner = await makeApprovedWorker(app, { email: 'timers-cleaner@test.elite', categories: ['House Cleaning'] });
  const cats = await ok<{ serviceCategories: { id: string; name: string }[] }>(app, '{ serviceCategories { id name } }', {}, null);
  categoryId = cats.serviceCategories.find((c) => c.name === 'House Cleaning')!.id;
});
afterAll(() => app.close());

const inDays = (days: number) => new Date(Date.parse(`${earliestToday()}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const sweep = async () => {
  const done = await app.handle.timers.runDue();
  await settle(app);
  return done;
};
const visitsOf = (seriesId: number) => app.orm.em.fork().find(ServiceRequest, { series: seriesId }, { orderBy: { seriesPosition: 'asc' } });
const remindersOf = (id: number) => app.orm.em.fork().find(Notification, { type: 'appointment_reminder', data: { requestId: id } });

describe('a weekly series of 6 assigned by an admin', () => {
  let visits: ServiceRequest[];

  it('gives the assigned worker the series, as accepting visit 1 does: all 6 visits are theirs, at their own times', async () => {
    const input = {
      categoryId, title: 'Assigned weekly clean', description: 'Weekly clean of a three-bedroom home.', contactName: 'Series Client', contactPhone: '615-555-0102',
      contactEmail: 'client@demo.elite', contactAddress: '14 Series Ave', contactCity: 'Nashville', contactState: 'TN', contactZipCode: '37203',
      sameAddress: true, preferredDate: inDays(7), preferredTime: 'morning', recurrence: { frequency: 'WEEKLY', count: 6 },
    };
    const first = (await ok<{ createServiceRequest: { id: string } }>(app, 'mutation($i: CreateRequestInput!) { createServiceRequest(input: $i) { id } }', { i: input }, client)).createServiceRequest;
    await ok(app, 'mutation($i: ProcessPaymentInput!) { processPayment(input: $i) { payment { id } } }', { i: { requestId: first.id, kind: 'consultation', method: 'card', idempotencyKey: 'timers-series' } }, client);
    const assigned = await ok<{ assignWorker: { status: string; scheduledAt: string | null } }>(app, 'mutation($r: ID!, $p: ID!) { assignWorker(requestId: $r, providerId: $p) { status scheduledAt } }', { r: first.id, p: String(cleaner.providerId) }, admin);
    expect(assigned.assignWorker.status).toBe('scheduled');
    expect(assigned.assignWorker.scheduledAt).not.toBeNull();

    const row = await app.orm.em.fork().findOneOrFail(ServiceRequest, { id: Number(first.id) });
    const series = await app.orm.em.fork().findOneOrFail(Series, { id: row.seriesId! });
    expect(series.provider?.id).toBe(cleaner.providerId);
    visits = await visitsOf(series.id);
    expect(visits.map((v) => v.seriesPosition)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(visits.every((v) => v.provider?.id === cleaner.providerId && v.scheduledAt !== null)).toBe(true);
    expect(visits.slice(1).every((v) => v.status === 'scheduled' && v.appointmentFeeCents === 0)).toBe(true);
  });

  it('reminds the client of each visit on its own, 24 hours before it; a handed-back later visit nobody takes in 7 days is cancelled and refunds nothing', async () => {
    const [v1, v2, , v4] = visits;
    // Visit 4 is handed back today: it waits in the open queue with no fee of its own.
    const released = await ok<{ releaseVisit: { status: string } }>(app, 'mutation($id: ID!) { releaseVisit(requestId: $id) { status } }', { id: String(v4.id) }, cleaner.token);
    expect(released.releaseVisit.status).toBe('pending');

    // Within 24 hours of visit 1: its reminder, and none yet for visit 2.
    clock.advance(v1.scheduledAt!.getTime() - clock.now() - 12 * HOUR);
    await sweep();
    expect(await remindersOf(v1.id)).toHaveLength(1);
    expect(await remindersOf(v2.id)).toHaveLength(0);
    // Under 7 days since visit 4 was handed back: still open.
    expect((await app.orm.em.fork().findOneOrFail(ServiceRequest, { id: v4.id })).status).toBe('pending');

    // Within 24 hours of visit 2: its own reminder; visit 1's is not sent again.
    clock.advance(v2.scheduledAt!.getTime() - clock.now() - 12 * HOUR);
    await sweep();
    expect(await remindersOf(v2.id)).toHaveLength(1);
    expect(await remindersOf(v1.id)).toHaveLength(1);

    // More than 7 days since visit 4 was handed back, nobody took it: cancelled, nothing charged, no fee refunded.
    const after = await app.orm.em.fork().findOneOrFail(ServiceRequest, { id: v4.id });
    expect(after.status).toBe('cancelled');
    expect(after.provider).toBeNull();
    const told = await app.orm.em.fork().find(Notification, { data: { requestId: v4.id }, type: { $in: ['request_cancelled', 'fee_refunded'] } });
    expect(told.map((n) => [n.type, n.title])).toEqual([['request_cancelled', 'Visit Cancelled']]);
    expect(told[0].message).toContain('Nothing is charged for it.');
    const payments = await app.orm.em.fork().find(Payment, { request: { $in: visits.map((v) => v.id) } });
    expect(payments.map((p) => [p.request.id, p.kind, p.status])).toEqual([[v1.id, 'consultation', expect.not.stringMatching(/refunded/)]]);
    // The other visits go on.
    expect((await visitsOf(v1.seriesId!)).filter((v) => v.status === 'scheduled').map((v) => v.seriesPosition)).toEqual([1, 2, 3, 5, 6]);
  });
});
