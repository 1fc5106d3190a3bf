import { startTestApp, signIn, type TestApp } from '../support/app';
import { makeApprovedWorker, type WorkerFixture } from '../support/worker-fixtures';
import { EMAILS, adminToken } from './admin-helpers';
import { Client } from '../../server/src/modules/clients/client.entity';
import { ServiceCategory } from '../../server/src/modules/catalog/service-category.entity';
import { ServiceRequest } from '../../server/src/modules/requests/service-request.entity';
import { Activity } from '../../server/src/modules/requests/activity.entity';
import { Invoice } from '../../server/src/modules/invoices/invoice.entity';
import { InvoiceLineItem } from '../../server/src/modules/invoices/invoice.entity';
import { Upload } from '../../server/src/modules/uploads/upload.entity';
import { Notification } from '../../server/src/modules/notifications/notification.entity';
import { AuditEvent } from '../../server/src/modules/audit/audit-event.entity';
import { Review } from '../../server/src/modules/reviews/review.entity';
import { lookupZip } from '../../server/src/domain/geo';
import { SQL_STATS_HEADER } from '../../server/src/db/query-stats';
import { pastDueRecords } from '../../server/src/modules/billing/billing-queries';
import { RequestOut } from '../../server/src/rest/schemas';
import { graphql } from '../gql';
import type { StatementCountOpenJobsQuery } from '../gql/graphql';

const NOTICE_TYPES = ['system_alert', 'note', 'worker_update', 'invoice', 'job_started', 'job_completed'] as const;

/**
 * The SQL statements a list query runs must not grow with its page size: every relation the
 * selection touches is batched (DataLoader or MikroORM's dataloader), and each page is one
 * keyset query. Data large enough to fill a page of 200 is inserted through the ORM.
 */
const ROWS = 210;
let app: TestApp;
let worker: WorkerFixture;
let client: string;
let admin: string;

const REQUEST_FIELDS = `id title displayStatus clientId providerId
  category { id name } client { id name } provider { id name }
  invoices { id invoiceNumber lineItems { id description } }
  activities { id description photos { id url } }
  billing { balanceDueCents }`;

type Connection = { items: unknown[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };

async function statements(query: string, token: string): Promise<{ count: number; data: Record<string, Connection & { jobs?: Connection }> }> {
  const res = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query }),
  });
  const body = (await res.json()) as { data?: never; errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  const header = res.headers.get(SQL_STATS_HEADER);
  if (header === null) throw new Error('no statement count header: is SQL_STATS on?');
  return { count: Number(header), data: body.data! };
}

beforeAll(async () => {
  // Sessions' viewers stay cached for the whole file: each measured pair reads the same statements.
  app = await startTestApp({ seed: true, env: { SQL_STATS: 'true', VIEWER_CACHE_SECONDS: '3600' } });
  worker = await makeApprovedWorker(app, { email: 'stats-worker@test.local', categories: ['Lawn & Landscaping'], zip: '37203', radius: 50 });
  client = await signIn(app, EMAILS.client);
  admin = await adminToken(app);

  const em = app.orm.em.fork();
  const demo = await em.findOneOrFail(Client, { email: EMAILS.client }, { populate: ['user'] });
  const lawn = await em.findOneOrFail(ServiceCategory, { name: 'Lawn & Landscaping' });
  const z = lookupZip('37203')!;
  const base = Date.now() - 3 * 86_400_000;
  const now = Date.now();
  const request = (i: number, assigned: boolean) =>
    em.create(ServiceRequest, {
      title: `Stats job ${i}`,
      description: 'Made by the statement-count test.',
      category: lawn,
      client: demo,
      provider: assigned ? worker.providerId : null,
      status: assigned ? 'in_progress' : 'pending',
      appointmentFeePaid: true,
      paymentStatus: 'paid',
      priority: i % 7 === 0 ? 'urgent' : 'normal',
      clientName: demo.name,
      address: { street: '1 Stats Way', city: z.city, state: 'TN', zipCode: '37203' },
      serviceLatitude: z.latitude + (i % 10) * 0.01,
      serviceLongitude: z.longitude,
      createdAt: new Date(base + i * 1000),
      updatedAt: new Date(base + i * 1000),
      // Assigned work is on the schedule, an hour apart from the next hour on.
      scheduledAt: assigned ? new Date(now + (i - ROWS + 1) * 3_600_000) : null,
    });
  // Finished work, older than every request above: awaiting payment approval (reviewed, invoiced,
  // paid) or, from the second batch, with its balance unpaid 40+ days after the invoice (past due).
  // Values and finish times repeat so that pages end inside runs of equal sort values.
  const finished = (i: number, pastDue: boolean) => {
    const r = request(2 * ROWS + i + (pastDue ? ROWS : 0), true);
    Object.assign(r, {
      title: `Stats ${pastDue ? 'past due' : 'finished'} job ${i}`,
      status: 'completed',
      createdAt: new Date(base - 400 * 86_400_000 + (pastDue ? ROWS : 0) * 1000 + i * 1000),
      updatedAt: new Date(base - 400 * 86_400_000 + (pastDue ? ROWS : 0) * 1000 + i * 1000),
      completedAt: new Date(now - (pastDue ? 86_400_000 : 0) - Math.floor(i / 3) * 60_000),
      scheduledAt: null,
      invoicePaid: !pastDue,
      balancePaid: !pastDue,
      adminApprovalStatus: pastDue ? null : 'pending',
    });
    em.create(Invoice, {
      invoiceNumber: `INV-STATS-${pastDue ? 'D' : 'F'}-${i}`, request: r, client: demo, provider: worker.providerId,
      subtotalCents: 10000 + (i % 7) * 1000, finalAmountCents: 10000 + (i % 7) * 1000,
      createdAt: new Date(now - (pastDue ? 40 : 1) * 86_400_000 + Math.floor(i / 2) * 1000),
    });
    if (!pastDue) em.create(Review, { request: r, client: demo, provider: worker.providerId, workerRating: 1 + (i % 5), serviceRating: 5, comment: `Review ${i}`, createdAt: new Date(now - i * 1000) });
  };
  for (let i = 0; i < ROWS; i++) {
    request(i, false);
    finished(i, false);
    finished(i, true);
    const mine = request(ROWS + i, true);
    const upload = em.create(Upload, { filename: `stats-${i}.jpg`, originalName: `photo-${i}.jpg`, mimeType: 'image/jpeg', sizeBytes: 10, uploadedBy: worker.userId, request: mine });
    await em.flush();
    em.create(Activity, { request: mine, action: 'note', description: `Note ${i}`, photoIds: [upload.id] });
    const inv = em.create(Invoice, { invoiceNumber: `INV-STATS-${i}`, request: mine, client: demo, provider: worker.providerId, subtotalCents: 10000, finalAmountCents: 10000 });
    em.create(InvoiceLineItem, { invoice: inv, position: 0, type: 'labor', description: `Line ${i}`, quantityHundredths: 100, rateCents: 10000, amountCents: 10000 });
    // Spread over types: at most 50 are kept per person and type.
    em.create(Notification, { user: demo.user!.id, userType: 'client', type: NOTICE_TYPES[i % NOTICE_TYPES.length], title: `Note ${i}`, message: 'Statement count' });
    em.create(AuditEvent, { action: 'stats', entityType: 'service_request', entityId: mine.id, requestId: null, createdAt: new Date(base + i * 1000) });
  }
  await em.flush();
  // A bound for a hang, not a timing: the demo data, a worker and 200 requests took over two
  // minutes on a 2-core machine at load 15, beside the other rule suites.
}, 300_000);

afterAll(() => app?.close());

const LISTS: { name: string; token: () => string; query: (first: number) => string; page?: (data: Connection & { jobs?: Connection }) => Connection }[] = [
  { name: 'openJobs', token: () => worker.token, query: (n) => `{ openJobs(first: ${n}) { items { distanceMiles request { ${REQUEST_FIELDS} } } pageInfo { hasNextPage endCursor } } }` },
  { name: 'myJobs', token: () => worker.token, query: (n) => `{ myJobs(scope: "all", first: ${n}) { items { ${REQUEST_FIELDS} } pageInfo { hasNextPage endCursor } } }` },
  { name: 'myRequests', token: () => client, query: (n) => `{ myRequests(first: ${n}) { items { ${REQUEST_FIELDS} } pageInfo { hasNextPage endCursor } } }` },
  { name: 'myBilling', token: () => client, query: (n) => `{ myBilling(first: ${n}) { items { requestId totalCents categoryName providerName invoiceNumber } pageInfo { hasNextPage endCursor } } }` },
  { name: 'adminServiceRequests', token: () => admin, query: (n) => `{ adminServiceRequests(first: ${n}) { items { ${REQUEST_FIELDS} } pageInfo { hasNextPage endCursor } } }` },
  { name: 'adminPendingPaidRequests', token: () => admin, query: (n) => `{ adminPendingPaidRequests(first: ${n}) { items { ${REQUEST_FIELDS} } pageInfo { hasNextPage endCursor } } }` },
  { name: 'notifications', token: () => client, query: (n) => `{ notifications(first: ${n}) { items { id title isRead } pageInfo { hasNextPage endCursor } } }` },
  { name: 'adminInvoicesPendingApproval', token: () => admin, query: (n) => `{ adminInvoicesPendingApproval(first: ${n}) { items { id invoiceNumber finalAmountCents lineItems { id description } } pageInfo { hasNextPage endCursor } } }` },
  { name: 'adminAuditEvents', token: () => admin, query: (n) => `{ adminAuditEvents(first: ${n}) { items { id action } pageInfo { hasNextPage endCursor } } }` },
  { name: 'adminActiveJobs', token: () => admin, query: (n) => `{ adminActiveJobs(first: ${n}) { items { ${REQUEST_FIELDS} } pageInfo { hasNextPage endCursor } } }` },
  { name: 'adminSchedule', token: () => admin, query: (n) => `{ adminSchedule(first: ${n}) { items { ${REQUEST_FIELDS} } pageInfo { hasNextPage endCursor } } }` },
  {
    name: 'adminCompletedJobs',
    token: () => admin,
    query: (n) => `{ adminCompletedJobs(sort: "highest-value") { count totalCents ratedCount averageRating jobs(first: ${n}) { items { amountCents durationLabel request { ${REQUEST_FIELDS} } } pageInfo { hasNextPage endCursor } } } }`,
    page: (data) => data.jobs!,
  },
  { name: 'adminReviewQueue', token: () => admin, query: (n) => `{ adminReviewQueue(first: ${n}) { items { ${REQUEST_FIELDS} } pageInfo { hasNextPage endCursor } } }` },
  { name: 'adminPastDueBalances', token: () => admin, query: (n) => `{ adminPastDueBalances(first: ${n}) { items { requestId title clientName clientEmail daysPastDue balanceDueCents invoiceNumber invoiceCreatedAt } pageInfo { hasNextPage endCursor } } }` },
  { name: 'adminAssignmentBoard', token: () => admin, query: (n) => `{ adminAssignmentBoard(first: ${n}) { items { request { ${REQUEST_FIELDS} } workers { distanceMiles categoryName provider { id name } } } pageInfo { hasNextPage endCursor } } }` },
  { name: 'myReviews', token: () => client, query: (n) => `{ myReviews(first: ${n}) { items { id requestId workerRating serviceRating comment createdAt } pageInfo { hasNextPage endCursor } } }` },
];

describe('statement count does not grow with page size', () => {
  it.each(LISTS.map((l) => [l.name, l] as const))('%s: the same statements at first: 10 and first: 200', async (name, list) => {
    // A session's first request reads its viewer; the measured ones find it in memory.
    await statements(list.query(1), list.token());
    const small = await statements(list.query(10), list.token());
    const large = await statements(list.query(200), list.token());
    const pageOf = list.page ?? ((data: Connection) => data);
    expect(pageOf(small.data[name]).items).toHaveLength(10);
    expect(pageOf(large.data[name]).items).toHaveLength(200);
    expect(pageOf(small.data[name]).pageInfo.hasNextPage).toBe(true);
    expect(small.count).toBeGreaterThan(0);
    expect(large.count).toBe(small.count);
  });

  it('a session is read once: later requests of it run no statement to know who asks', async () => {
    const token = await signIn(app, EMAILS.client);
    expect((await statements('{ __typename }', token)).count).toBe(1);
    expect((await statements('{ __typename }', token)).count).toBe(0);
    expect((await statements('{ __typename }', '')).count).toBe(0);
  });

  it('REST: the open queue of a worker is two statements at limit 10 and 200 (the page, then the jobs not yet shaped), one once they are, each job shaped as RequestOut with the open job redacted', async () => {
    const restPage = async (limit: number) => {
      const res = await fetch(`${app.url}/api/service-requests?status=pending&limit=${limit}`, { headers: { authorization: `Bearer ${worker.token}` } });
      expect(res.status).toBe(200);
      return { count: Number(res.headers.get(SQL_STATS_HEADER)), items: (await res.json()) as Record<string, unknown>[] };
    };
    await restPage(1);
    const small = await restPage(10);
    const large = await restPage(200);
    expect(small.items).toHaveLength(10);
    expect(large.items).toHaveLength(200);
    expect(small.count).toBe(2);
    expect(large.count).toBe(2);
    const again = await restPage(200);
    expect(again.count).toBe(1);
    expect(again.items).toEqual(large.items);
    const em = app.orm.em.fork();
    const ids = large.items.map((i) => Number(i.id));
    const rows = new Map((await em.find(ServiceRequest, { id: { $in: ids } }, { populate: ['category', 'client'] })).map((r) => [r.id, r]));
    for (const item of large.items) {
      // Every field of RequestOut, in its order; no detail lists.
      expect(Object.keys(item)).toEqual(Object.keys(RequestOut.shape).filter((k) => k !== 'invoices' && k !== 'activities'));
      const r = rows.get(Number(item.id))!;
      const c = r.client.getEntity();
      const cat = r.category.getEntity();
      expect(item).toMatchObject({
        title: r.title, description: r.description, status: 'pending', displayStatus: r.displayStatus, priority: r.priority, categoryId: cat.id, clientId: c.id, providerId: null,
        appointmentFee: r.appointmentFeeCents / 100, estimatedCost: r.estimatedCostCents === null ? null : r.estimatedCostCents / 100, tip: r.tipCents / 100,
        serviceCity: r.address.city, serviceState: r.address.state, serviceZipCode: r.address.zipCode, serviceLatitude: r.serviceLatitude, serviceLongitude: r.serviceLongitude,
        createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString(),
        // An open job: no street, no notes, no contact card.
        serviceAddress: null, notes: null,
        category: { id: cat.id, name: cat.name, icon: cat.icon },
        client: { id: c.id, name: c.name, email: '', phone: null, address: null, city: c.city, state: c.state, zipCode: c.zipCode },
        provider: null, assignedWorkerName: null,
      });
    }
  });

  it('a cursor continues the queue where the page ended, without repeats', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    for (let i = 0; i < 20; i++) {
      const r: { data: StatementCountOpenJobsQuery | null } = await app.gql(graphql(`query StatementCountOpenJobs($after: String) { openJobs(first: 50, after: $after) { items { request { id } } pageInfo { hasNextPage endCursor } } }`), { after }, worker.token);
      seen.push(...r.data!.openJobs.items.map((x) => x.request.id));
      if (!r.data!.openJobs.pageInfo.hasNextPage) break;
      after = r.data!.openJobs.pageInfo.endCursor;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBeGreaterThanOrEqual(ROWS);
  });

  it('pages through completed jobs (each sort) and past-due balances with after: every row once, in order', async () => {
    type Page<T> = { items: T[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };
    async function all<T>(fetchPage: (after: string | null) => Promise<Page<T>>): Promise<T[]> {
      const seen: T[] = [];
      let after: string | null = null;
      for (let i = 0; i < 100; i++) {
        const page: Page<T> = await fetchPage(after);
        seen.push(...page.items);
        if (!page.pageInfo.hasNextPage) return seen;
        after = page.pageInfo.endCursor;
      }
      throw new Error('too many pages');
    }
    const inOrder = <T>(rows: T[], before: (a: T, b: T) => boolean) => rows.every((row, i) => i === 0 || before(rows[i - 1], row));
    const em = app.orm.em.fork();
    const done = (await em.getConnection().execute<{ id: number }[]>(`select id from service_requests where status in ('completed', 'closed_successful') order by id`)).map((r) => Number(r.id));
    expect(done.length).toBeGreaterThan(2 * ROWS);

    type Job = { amountCents: number; request: { id: string; completedAt: string | null; updatedAt: string } };
    const query = `query($sort: String!, $after: String) { adminCompletedJobs(sort: $sort) { count jobs(first: 23, after: $after) {
      items { amountCents request { id completedAt updatedAt } } pageInfo { hasNextPage endCursor } } } }`;
    const finishedAt = (j: Job) => Date.parse(j.request.completedAt ?? j.request.updatedAt);
    const id = (j: Job) => Number(j.request.id);
    const orders: Record<string, (a: Job, b: Job) => boolean> = {
      recent: (a, b) => finishedAt(a) > finishedAt(b) || (finishedAt(a) === finishedAt(b) && id(a) > id(b)),
      oldest: (a, b) => finishedAt(a) < finishedAt(b) || (finishedAt(a) === finishedAt(b) && id(a) < id(b)),
      'highest-value': (a, b) => a.amountCents > b.amountCents || (a.amountCents === b.amountCents && id(a) > id(b)),
      'lowest-value': (a, b) => a.amountCents < b.amountCents || (a.amountCents === b.amountCents && id(a) < id(b)),
    };
    for (const [sort, before] of Object.entries(orders)) {
      let count = 0;
      const jobs = await all<Job>(async (after) => {
        const r = await app.gql<{ adminCompletedJobs: { count: number; jobs: Page<Job> } }>(query, { sort, after }, admin);
        if (!r.data) throw new Error(JSON.stringify(r.errors));
        count = r.data.adminCompletedJobs.count;
        return r.data.adminCompletedJobs.jobs;
      });
      expect(jobs.map(id).sort((a, b) => a - b)).toEqual(done);
      expect(count).toBe(done.length);
      expect(inOrder(jobs, before)).toBe(true);
    }

    type Due = { requestId: string; invoiceCreatedAt: string; daysPastDue: number };
    const dues = await all<Due>(async (after) => {
      const r = await app.gql(graphql(`query StatementCountAdminPastDueBalances($after: String) { adminPastDueBalances(first: 23, after: $after) { items { requestId invoiceCreatedAt daysPastDue } pageInfo { hasNextPage endCursor } } }`), { after }, admin);
      if (!r.data) throw new Error(JSON.stringify(r.errors));
      return r.data.adminPastDueBalances;
    });
    const expected = (await pastDueRecords(em)).map((p) => p.requestId).sort((a, b) => a - b);
    expect(expected.length).toBeGreaterThanOrEqual(ROWS);
    expect(dues.map((d) => Number(d.requestId)).sort((a, b) => a - b)).toEqual(expected);
    const at = (d: Due) => Date.parse(d.invoiceCreatedAt);
    expect(inOrder(dues, (a, b) => at(a) < at(b) || (at(a) === at(b) && a.requestId < b.requestId))).toBe(true);
    expect(inOrder(dues, (a, b) => a.daysPastDue >= b.daysPastDue)).toBe(true);
  });

  it('refuses a page size over 200 and a forged cursor', async () => {
    const big = await app.gql('{ myRequests(first: 201) { items { id } } }', {}, client);
    expect(big.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const forged = await app.gql('{ openJobs(first: 5, after: "bm90LWEtY3Vyc29y") { items { distanceMiles } } }', {}, worker.token);
    expect(forged.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const wrongShape = Buffer.from(JSON.stringify(['yesterday', 1])).toString('base64url');
    const completed = await app.gql('query($after: String) { adminCompletedJobs { jobs(first: 5, after: $after) { items { amountCents } } } }', { after: wrongShape }, admin);
    expect(completed.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const pastDue = await app.gql('query($after: String) { adminPastDueBalances(first: 5, after: $after) { items { requestId } } }', { after: wrongShape }, admin);
    expect(pastDue.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
