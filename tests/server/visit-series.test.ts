import ICAL from 'ical.js';
import { startTestApp, signIn, type TestApp } from '../support/app';
import { startApiProcess } from '../support/processes';
import { makeApprovedWorker, type WorkerFixture } from '../support/worker-fixtures';
import { ok } from './admin-helpers';
import { movableClock, DAY } from '../messages/messages-support';
import { ServiceRequest } from '../../server/src/modules/requests/service-request.entity';
import { Payment } from '../../server/src/modules/payments/payment.entity';
import { Series } from '../../server/src/modules/requests/series.entity';
import { earliestToday } from '../../server/src/modules/requests/request-input';
import { visitDate } from '../../server/src/domain/recurrence';
import { registerClient } from './client-support';

/**
 * Recurring visits: a series made in one request, paid once, each visit a job of its own;
 * the worker who accepts the first keeps the series; the client skips, moves and ends; the
 * scheduler creates the rolling window exactly once, whatever runs it at once.
 */

const clock = movableClock();
let app: TestApp;
let client: string;
let cleaner: WorkerFixture;
let other: WorkerFixture;
let categoryId: string;

beforeAll(async () => {
  app = await startTestApp({ seed: true, now: clock.now });
  client = await signIn(app, 'client@demo.elite');
  cleaner = await makeApprovedWorker(app, { email: 'series-cleaner@test.elite', categories: ['House Cleaning'] });
  other = await makeApprovedWorker(app, { email: 'series-other@test.elite', categories: ['House Cleaning'] });
  const cats = await ok<{ serviceCategories: { id: string; name: string }[] }>(app, '{ serviceCategories { id name } }', {}, null);
  categoryId = cats.serviceCategories.find((c) => c.name === 'House Cleaning')!.id;
});
afterAll(() => app.close());

/** A day `days` after today (YYYY-MM-DD). */
const inDays = (days: number) => new Date(Date.parse(`${earliestToday()}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

const SERIES_FIELDS = 'id status scheduledAt providerId seriesPosition: series { position total frequency id status }';
const CREATE = `mutation($i: CreateRequestInput!) { createServiceRequest(input: $i) { id ${SERIES_FIELDS} } }`;
const PAY = 'mutation($i: ProcessPaymentInput!) { processPayment(input: $i) { payment { id } } }';
const ACCEPT = 'mutation($id: ID!) { acceptJob(requestId: $id) { id status } }';

function wizard(title: string, recurrence: unknown, date = inDays(7)) {
  return {
    categoryId, title, description: 'Weekly clean of a two-bedroom home.', contactName: 'Series Client', contactPhone: '615-555-0101',
    contactEmail: 'client@demo.elite', contactAddress: '12 Series Ave', contactCity: 'Nashville', contactState: 'TN', contactZipCode: '37203',
    sameAddress: true, preferredDate: date, preferredTime: 'morning', recurrence,
  };
}

interface Visit {
  id: string;
  status: string;
  scheduledAt: string | null;
  providerId: string | null;
  seriesPosition: { position: number; total: number; frequency: string; id: string; status: string } | null;
}

async function visitsOf(seriesId: string, token = client): Promise<Visit[]> {
  const rows = await app.orm.em.fork().find(ServiceRequest, { series: Number(seriesId) }, { orderBy: { seriesPosition: 'asc' } });
  const out: Visit[] = [];
  for (const r of rows) out.push((await ok<{ serviceRequest: Visit }>(app, `query($id: ID!) { serviceRequest(id: $id) { ${SERIES_FIELDS} } }`, { id: String(r.id) }, token)).serviceRequest);
  return out;
}

/** A paid series of the client's, its first visit accepted by `worker`. */
async function acceptedSeries(title: string, recurrence: unknown, worker = cleaner): Promise<{ first: Visit; seriesId: string }> {
  const first = (await ok<{ createServiceRequest: Visit }>(app, CREATE, { i: wizard(title, recurrence) }, client)).createServiceRequest;
  await ok(app, PAY, { i: { requestId: first.id, kind: 'consultation', method: 'card', idempotencyKey: `series-${title}` } }, client);
  await ok(app, ACCEPT, { id: first.id }, worker.token);
  return { first, seriesId: first.seriesPosition!.id };
}

interface FeedVisit {
  uid: string;
  status: string | null;
  sequence: number;
  start: Date;
}

async function feedOf(token: string): Promise<FeedVisit[]> {
  const { myCalendarFeed } = await ok<{ myCalendarFeed: { url: string } }>(app, '{ myCalendarFeed { url } }', {}, token);
  const res = await fetch(`${app.url}${new URL(myCalendarFeed.url).pathname}`);
  expect(res.status).toBe(200);
  const cal = new ICAL.Component(ICAL.parse(await res.text()));
  return cal.getAllSubcomponents('vevent').map((c) => {
    const e = new ICAL.Event(c);
    return { uid: e.uid, status: (c.getFirstPropertyValue('status') as string | null) ?? null, sequence: e.sequence, start: e.startDate.toJSDate() };
  });
}
const inFeed = (feed: FeedVisit[], id: string) => feed.find((v) => v.uid.startsWith(`service-request-${id}@`));

const myJobIds = async (token: string) => (await ok<{ myJobs: { items: { id: string }[] } }>(app, '{ myJobs(scope: "active", first: 200) { items { id } } }', {}, token)).myJobs.items.map((j) => j.id);

describe('bad recurrence input', () => {
  const cases: [string, unknown, string][] = [
    ['one visit', { frequency: 'WEEKLY', count: 1 }, 'recurrence.count'],
    ['27 visits', { frequency: 'WEEKLY', count: 27 }, 'recurrence.count'],
    ['neither a count nor a date', { frequency: 'MONTHLY' }, 'recurrence.count'],
    ['both a count and a date', { frequency: 'WEEKLY', count: 3, until: inDays(60) }, 'recurrence.until'],
    ['an end date before the first visit', { frequency: 'WEEKLY', until: inDays(3) }, 'recurrence.until'],
    ['an end date that is no date', { frequency: 'WEEKLY', until: '2027-02-30' }, 'recurrence.until'],
    ['more than 26 visits by date', { frequency: 'WEEKLY', until: inDays(400) }, 'recurrence.until'],
    ['an end date leaving one visit', { frequency: 'MONTHLY', until: inDays(20) }, 'recurrence.until'],
  ];
  it.each(cases)('refuses %s, naming the field, and creates nothing', async (_what, recurrence, field) => {
    const before = await app.orm.em.fork().count(ServiceRequest, {});
    const seriesBefore = await app.orm.em.fork().count(Series, {});
    const r = await app.gql(CREATE, { i: wizard('Bad series', recurrence) }, client);
    expect(r.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(r.errors)).toContain(field);
    expect(await app.orm.em.fork().count(ServiceRequest, {})).toBe(before);
    expect(await app.orm.em.fork().count(Series, {})).toBe(seriesBefore);
  });

  it('refuses a repeating visit without a first date, and an unknown frequency over REST with a 422 naming the field', async () => {
    const noDate = await app.gql(CREATE, { i: { ...wizard('No date', { frequency: 'WEEKLY', count: 4 }), preferredDate: null, preferredTime: null } }, client);
    expect(JSON.stringify(noDate.errors)).toContain('preferredDate');
    for (const [recurrence, field] of [[{ frequency: 'daily', count: 4 }, 'recurrence.frequency'], [{ frequency: 'weekly', count: 40 }, 'recurrence.count']] as const) {
      const res = await fetch(`${app.url}/api/service-requests`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${client}` },
        body: JSON.stringify({ categoryId: Number(categoryId), title: 'REST series', description: 'A series over REST', serviceZipCode: '37203', serviceAddress: '1 Main', serviceCity: 'Nashville', serviceState: 'TN', preferredDate: inDays(7), preferredTime: 'morning', recurrence }),
      });
      expect(res.status).toBe(422);
      expect(await res.text()).toContain(field);
    }
  });
});

describe('a series of 6 weekly visits', () => {
  let seriesId: string;
  let visits: Visit[];

  it('is one request, paid once; the worker who accepts visit 1 gets all 6, each its own job at its own time, "Visit n of 6"', async () => {
    const created = (await ok<{ createServiceRequest: Visit }>(app, CREATE, { i: wizard('Weekly clean', { frequency: 'WEEKLY', count: 6 }) }, client)).createServiceRequest;
    expect(created.seriesPosition).toMatchObject({ position: 1, total: 6, frequency: 'WEEKLY', status: 'ACTIVE'.toLowerCase() });
    seriesId = created.seriesPosition!.id;
    // Before a worker accepts, only the first visit exists (in the queue, as any paid request).
    await ok(app, PAY, { i: { requestId: created.id, kind: 'consultation', method: 'card', idempotencyKey: 'series-weekly' } }, client);
    expect(await visitsOf(seriesId)).toHaveLength(1);
    await ok(app, ACCEPT, { id: created.id }, cleaner.token);

    visits = await visitsOf(seriesId);
    expect(visits.map((v) => v.seriesPosition!.position)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(new Set(visits.map((v) => v.id)).size).toBe(6);
    expect(visits.every((v) => v.providerId === String(cleaner.providerId) && v.seriesPosition!.total === 6)).toBe(true);
    expect(visits.slice(1).every((v) => v.status === 'scheduled')).toBe(true);
    // Each a week after the one before, at the morning time (9:00 Central).
    const starts = visits.map((v) => new Date(v.scheduledAt!).getTime());
    for (let i = 1; i < 6; i++) expect(visitDate(inDays(7), 'weekly', i + 1)).toBe(new Date(starts[i] - 5 * 3600_000).toISOString().slice(0, 10));
    const oneDay = starts.map((t) => t - starts[0]);
    for (let i = 1; i < 6; i++) expect(Math.abs(oneDay[i] - i * 7 * DAY)).toBeLessThanOrEqual(3600_000);
    // The consultation fee was charged once, for the series.
    const fees = await app.orm.em.fork().find(Payment, { request: { $in: visits.map((v) => Number(v.id)) }, kind: 'consultation' });
    expect(fees).toHaveLength(1);
    expect(await myJobIds(cleaner.token)).toEqual(expect.arrayContaining(visits.map((v) => v.id)));
    // The worker's list says "Visit n of 6" on each.
    const listed = await ok<{ myJobs: { items: { id: string; series: { position: number; total: number } | null }[] } }>(app, '{ myJobs(scope: "active", first: 50) { items { id series { position total } } } }', {}, cleaner.token);
    expect(visits.map((v) => listed.myJobs.items.find((j) => j.id === v.id)?.series)).toEqual([1, 2, 3, 4, 5, 6].map((position) => ({ position, total: 6 })));
  });

  it("bills a later visit in full: the series' one fee was credited on visit 1, so visit 2's $140 invoice is all due; no $100 Special covers it", async () => {
    const BILL = `query($id: ID!) { serviceRequest(id: $id) { billing { consultationFeeCents consultationCreditCents serviceCostCents serviceTotalCents balanceDueCents combinedTotalCents workerPayoutCents } } }`;
    const second = visits[1].id;
    await ok(app, 'mutation($i: CreateJobInvoiceInput!) { createJobInvoice(input: $i) { id } }', { i: { requestId: second, lineItems: [{ type: 'labor', description: 'Weekly clean', quantity: 4, rate: 35 }] } }, cleaner.token);
    const b = (await ok<{ serviceRequest: { billing: Record<string, number> } }>(app, BILL, { id: second }, client)).serviceRequest.billing;
    // $140 + 12% platform fee ($16.80) + 9.75% tax on $156.80 ($15.29) + $2.99 processing = $175.08, none of it credited.
    expect(b).toMatchObject({ consultationFeeCents: 0, consultationCreditCents: 0, serviceCostCents: 14000, serviceTotalCents: 17508, balanceDueCents: 17508, combinedTotalCents: 17508, workerPayoutCents: 12600 });
    // Visit 1 still credits the series' fee as any single request does.
    await ok(app, 'mutation($i: CreateJobInvoiceInput!) { createJobInvoice(input: $i) { id } }', { i: { requestId: visits[0].id, lineItems: [{ type: 'labor', description: 'Weekly clean', quantity: 4, rate: 35 }] } }, cleaner.token);
    const first = (await ok<{ serviceRequest: { billing: Record<string, number> } }>(app, BILL, { id: visits[0].id }, client)).serviceRequest.billing;
    expect(first).toMatchObject({ consultationFeeCents: 10000, consultationCreditCents: 10000, serviceTotalCents: 17508, balanceDueCents: 7508 });
    const special = await app.gql('mutation($id: ID!) { completeHundredDollarSpecial(requestId: $id) { id } }', { id: visits[2].id }, cleaner.token);
    expect(special.errors?.[0]?.message).toMatch(/this visit of a series has none of its own/);
    expect((await app.orm.em.fork().findOneOrFail(ServiceRequest, Number(visits[2].id))).hundredDollarSpecial).toBe(false);
  });

  it("shows all 6 in the worker's calendar feed; a skipped visit 3 is cancelled there and leaves the worker's jobs", async () => {
    const before = await feedOf(cleaner.token);
    for (const v of visits) expect(inFeed(before, v.id)?.status).toBe('CONFIRMED');
    const third = visits[2];
    const skipped = await ok<{ skipVisit: { id: string; status: string } }>(app, 'mutation($id: ID!) { skipVisit(requestId: $id) { id status } }', { id: third.id }, client);
    expect(skipped.skipVisit.status).toBe('cancelled');
    const after = await feedOf(cleaner.token);
    expect(inFeed(after, third.id)?.status).toBe('CANCELLED');
    expect(inFeed(after, third.id)!.sequence).toBeGreaterThan(inFeed(before, third.id)!.sequence);
    expect(visits.filter((v) => v !== third).every((v) => inFeed(after, v.id)?.status === 'CONFIRMED')).toBe(true);
    const jobs = await myJobIds(cleaner.token);
    expect(jobs).not.toContain(third.id);
    expect(jobs).toContain(visits[3].id);
    // A skip follows the cancel policy of a single request: the worker is told.
    const told = await app.orm.em.fork().getConnection().execute<{ n: string }[]>(
      `select count(*) as n from notifications where user_id = ? and type = 'job_cancelled' and (data->>'requestId')::int = ?`, [cleaner.userId, Number(third.id)]);
    expect(Number(told[0].n)).toBe(1);
  });

  it('lets the client move one visit: its time changes in the feed under the same UID', async () => {
    const fifth = visits[4];
    const at = `${inDays(40)} 15:30`;
    const moved = await ok<{ rescheduleVisit: { scheduledAt: string } }>(app, 'mutation($id: ID!, $at: String!) { rescheduleVisit(requestId: $id, scheduledAt: $at) { scheduledAt } }', { id: fifth.id, at }, client);
    expect(moved.rescheduleVisit.scheduledAt).not.toBe(fifth.scheduledAt);
    const e = inFeed(await feedOf(cleaner.token), fifth.id)!;
    expect(e.start.toISOString()).toBe(new Date(moved.rescheduleVisit.scheduledAt).toISOString());
    const bad = await app.gql('mutation($id: ID!, $at: String!) { rescheduleVisit(requestId: $id, scheduledAt: $at) { id } }', { id: fifth.id, at: 'next tuesday' }, client);
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(bad.errors)).toContain('scheduledAt');
  });

  it('lets the worker hand one visit back: it is in the open queue for others, the rest stays theirs', async () => {
    const fourth = visits[3];
    const released = await ok<{ releaseVisit: { status: string; providerId: string | null } }>(app, 'mutation($id: ID!) { releaseVisit(requestId: $id) { status providerId } }', { id: fourth.id }, cleaner.token);
    expect(released.releaseVisit).toEqual({ status: 'pending', providerId: null });
    const queue = await ok<{ openJobs: { items: { request: { id: string } }[] } }>(app, '{ openJobs(first: 100) { items { request { id } } } }', {}, other.token);
    expect(queue.openJobs.items.map((i) => i.request.id)).toContain(fourth.id);
    const jobs = await myJobIds(cleaner.token);
    expect(jobs).not.toContain(fourth.id);
    expect(jobs).toContain(visits[5].id);
    // Another worker may take it; the series stays the first worker's.
    await ok(app, ACCEPT, { id: fourth.id }, other.token);
    expect((await app.orm.em.fork().findOneOrFail(Series, { id: Number(seriesId) })).provider?.id).toBe(cleaner.providerId);
  });

  it('ends: every visit still to come (the first too: its time is ahead) is cancelled, and no visit is created any more', async () => {
    const ended = await ok<{ endSeries: { id: string; status: string }[] }>(app, 'mutation($id: ID!) { endSeries(requestId: $id) { id status } }', { id: visits[0].id }, client);
    // Visit 3 was skipped already; visit 4 is now another worker's, still the client's visit to come.
    expect(ended.endSeries.map((v) => v.id).sort()).toEqual([visits[0].id, visits[1].id, visits[3].id, visits[4].id, visits[5].id].sort());
    expect(ended.endSeries.every((v) => v.status === 'cancelled')).toBe(true);
    const again = await app.gql('mutation($id: ID!) { endSeries(requestId: $id) { id } }', { id: visits[0].id }, client);
    expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const s = await app.orm.em.fork().findOneOrFail(Series, { id: Number(seriesId) });
    expect(s.status).toBe('ended');
  });
});

describe('analytics', () => {
  it("counts a series' visits in repeatCustomerRate (a new client with one paid visit, then its series' later visits) and the series among those running", async () => {
    const admin = (await ok<{ adminAccess: { token: string } }>(app, `mutation { adminAccess(password: "${app.config.adminPassword}") { token } }`, {}, null)).adminAccess.token;
    const metrics = async () => (await ok<{ adminAdvancedEarnings: { customerMetrics: { repeatCustomerRate: number; activeSeries: number } } }>(app, '{ adminAdvancedEarnings { customerMetrics { repeatCustomerRate activeSeries } } }', {}, admin)).adminAdvancedEarnings.customerMetrics;
    const rate = async () => (await metrics()).repeatCustomerRate;
    const seriesBefore = (await metrics()).activeSeries;
    const newcomer = await registerClient(app, 'Newcomer');
    const first = (await ok<{ createServiceRequest: Visit }>(app, CREATE, { i: { ...wizard('Newcomer weekly', { frequency: 'BIWEEKLY', count: 3 }), contactEmail: 'newcomer@example.com' } }, newcomer.token)).createServiceRequest;
    await ok(app, PAY, { i: { requestId: first.id, kind: 'consultation', method: 'card', idempotencyKey: 'series-newcomer' } }, newcomer.token);
    const onePaidVisit = await rate();
    await ok(app, ACCEPT, { id: first.id }, cleaner.token);
    expect(await app.orm.em.fork().count(ServiceRequest, { series: Number(first.seriesPosition!.id) })).toBe(3);
    // The same clients have a paid visit; one more of them now has more than one.
    expect(await rate()).toBeGreaterThan(onePaidVisit);
    // The analytics count the series among those running.
    expect((await metrics()).activeSeries).toBe(seriesBefore + 1);
  });
});

describe("the admin's New Service Request", () => {
  it('makes a series for a client, and refuses bad recurrence input naming the field', async () => {
    const admin = (await ok<{ adminAccess: { token: string } }>(app, `mutation { adminAccess(password: "${app.config.adminPassword}") { token } }`, {}, null)).adminAccess.token;
    const clientRow = await app.orm.em.fork().getConnection().execute<{ id: number }[]>(`select id from clients where email = 'client@demo.elite'`);
    const input = { categoryId, clientId: String(clientRow[0].id), title: 'Admin monthly lawn', description: 'Every month', preferredDate: inDays(10), preferredTime: 'afternoon' };
    const CREATE_ADMIN = `mutation($i: AdminCreateRequestInput!) { adminCreateServiceRequest(input: $i) { id ${SERIES_FIELDS} } }`;
    const bad = await app.gql(CREATE_ADMIN, { i: { ...input, recurrence: { frequency: 'MONTHLY', count: 30 } } }, admin);
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(bad.errors)).toContain('recurrence.count');
    const made = (await ok<{ adminCreateServiceRequest: Visit }>(app, CREATE_ADMIN, { i: { ...input, recurrence: { frequency: 'MONTHLY', count: 4 } } }, admin)).adminCreateServiceRequest;
    expect(made.seriesPosition).toMatchObject({ position: 1, total: 4, frequency: 'MONTHLY' });
  });
});

describe('the rolling window', () => {
  it('creates the visits due within 60 days, exactly once when two processes run the scheduler at the same time', async () => {
    const { seriesId } = await acceptedSeries('Monthly pool', { frequency: 'MONTHLY', count: 6 });
    const count = async () => app.orm.em.fork().count(ServiceRequest, { series: Number(seriesId) });
    // Visit 1 in 7 days, visit 2 a month later: both within 60 days; visit 3 not yet.
    expect(await count()).toBe(2);
    // 20 days on, the window (to day 80) reaches visit 3 (about day 67) and not visit 4 (about day 97).
    clock.advance(20 * DAY);
    const second = await startApiProcess(app, { redis: false, now: clock.now });
    try {
      const [a, b] = await Promise.all([app.handle.timers.runDue(), second.handle.timers.runDue()]);
      expect(a.seriesVisits + b.seriesVisits).toBe(1);
      await Promise.all([app.handle.timers.runDue(), second.handle.timers.runDue()]);
    } finally {
      await second.close();
    }
    const rows = await app.orm.em.fork().find(ServiceRequest, { series: Number(seriesId) }, { orderBy: { seriesPosition: 'asc' } });
    expect(rows.map((r) => r.seriesPosition)).toEqual([1, 2, 3]);
    expect(rows[2].providerId).toBe(cleaner.providerId);
    // A restart finds nothing left to create until the clock moves on.
    expect((await app.handle.timers.runDue()).seriesVisits).toBe(0);
    clock.advance(-20 * DAY);
  });
});
