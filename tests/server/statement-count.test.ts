import { startTestApp, signIn, type TestApp } from '../support/app';
import { makeApprovedWorker, type WorkerFixture } from '../support/worker-fixtures';
import { EMAILS, adminToken } from './admin-helpers';
import { Client } from '../../server/src/modules/clients/client.entity';
import { ServiceCategory } from '../../server/src/modules/catalog/service-category.entity';
import { ServiceRequest } from '../../server/src/modules/requests/service-request.entity';
import { Activity } from '../../server/src/modules/requests/activity.entity';
import { Invoice } from '../../server/src/modules/invoices/invoice.entity';
import { InvoiceLineItem } from '../../server/src/modules/invoices/invoice-line-item.entity';
import { Upload } from '../../server/src/modules/uploads/upload.entity';
import { Notification } from '../../server/src/modules/notifications/notification.entity';
import { AuditEvent } from '../../server/src/modules/audit/audit-event.entity';
import { lookupZip } from '../../server/src/domain/geo';
import { SQL_STATS_HEADER } from '../../server/src/db/query-stats';

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

async function statements(query: string, token: string): Promise<{ count: number; data: Record<string, { items: unknown[]; pageInfo: { hasNextPage: boolean } }> }> {
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
  app = await startTestApp({ seed: true, env: { SQL_STATS: 'true' } });
  worker = await makeApprovedWorker(app, { email: 'stats-worker@test.local', categories: ['Lawn & Landscaping'], zip: '37203', radius: 50 });
  client = await signIn(app, EMAILS.client);
  admin = await adminToken(app);

  const em = app.orm.em.fork();
  const demo = await em.findOneOrFail(Client, { email: EMAILS.client }, { populate: ['user'] });
  const lawn = await em.findOneOrFail(ServiceCategory, { name: 'Lawn & Landscaping' });
  const z = lookupZip('37203')!;
  const base = Date.now() - 3 * 86_400_000;
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
      serviceAddress: '1 Stats Way',
      serviceCity: z.city,
      serviceState: 'TN',
      serviceZipCode: '37203',
      serviceLatitude: z.latitude + (i % 10) * 0.01,
      serviceLongitude: z.longitude,
      createdAt: new Date(base + i * 1000),
      updatedAt: new Date(base + i * 1000),
    });
  for (let i = 0; i < ROWS; i++) {
    request(i, false);
    const mine = request(ROWS + i, true);
    const upload = em.create(Upload, { filename: `stats-${i}.jpg`, originalName: `photo-${i}.jpg`, mimeType: 'image/jpeg', sizeBytes: 10, uploadedBy: worker.userId, request: mine });
    await em.flush();
    em.create(Activity, { request: mine, action: 'note', description: `Note ${i}`, photoIds: [upload.id] });
    const inv = em.create(Invoice, { invoiceNumber: `INV-STATS-${i}`, request: mine, client: demo, provider: worker.providerId, subtotalCents: 10000, finalAmountCents: 10000 });
    em.create(InvoiceLineItem, { invoice: inv, position: 0, type: 'labor', description: `Line ${i}`, quantityHundredths: 100, rateCents: 10000, amountCents: 10000 });
    em.create(Notification, { user: demo.user!.id, userType: 'client', type: 'system_alert', title: `Note ${i}`, message: 'Statement count' });
    em.create(AuditEvent, { action: 'stats', entityType: 'service_request', entityId: mine.id, requestId: null, createdAt: new Date(base + i * 1000) });
  }
  await em.flush();
}, 120_000);

afterAll(() => app?.close());

const LISTS: { name: string; token: () => string; query: (first: number) => string }[] = [
  { name: 'openJobs', token: () => worker.token, query: (n) => `{ openJobs(first: ${n}) { items { distanceMiles request { ${REQUEST_FIELDS} } } pageInfo { hasNextPage endCursor } } }` },
  { name: 'myJobs', token: () => worker.token, query: (n) => `{ myJobs(scope: "all", first: ${n}) { items { ${REQUEST_FIELDS} } pageInfo { hasNextPage endCursor } } }` },
  { name: 'myRequests', token: () => client, query: (n) => `{ myRequests(first: ${n}) { items { ${REQUEST_FIELDS} } pageInfo { hasNextPage endCursor } } }` },
  { name: 'myBilling', token: () => client, query: (n) => `{ myBilling(first: ${n}) { items { requestId totalCents categoryName providerName invoiceNumber } pageInfo { hasNextPage endCursor } } }` },
  { name: 'adminServiceRequests', token: () => admin, query: (n) => `{ adminServiceRequests(first: ${n}) { items { ${REQUEST_FIELDS} } pageInfo { hasNextPage endCursor } } }` },
  { name: 'adminPendingPaidRequests', token: () => admin, query: (n) => `{ adminPendingPaidRequests(first: ${n}) { items { ${REQUEST_FIELDS} } pageInfo { hasNextPage endCursor } } }` },
  { name: 'notifications', token: () => client, query: (n) => `{ notifications(first: ${n}) { items { id title isRead } pageInfo { hasNextPage endCursor } } }` },
  { name: 'adminInvoicesPendingApproval', token: () => admin, query: (n) => `{ adminInvoicesPendingApproval(first: ${n}) { items { id invoiceNumber finalAmountCents lineItems { id description } } pageInfo { hasNextPage endCursor } } }` },
  { name: 'adminAuditEvents', token: () => admin, query: (n) => `{ adminAuditEvents(first: ${n}) { items { id action } pageInfo { hasNextPage endCursor } } }` },
];

describe('statement count does not grow with page size', () => {
  it.each(LISTS.map((l) => [l.name, l] as const))('%s: the same statements at first: 10 and first: 200', async (name, list) => {
    const small = await statements(list.query(10), list.token());
    const large = await statements(list.query(200), list.token());
    expect(small.data[name].items).toHaveLength(10);
    expect(large.data[name].items).toHaveLength(200);
    expect(small.data[name].pageInfo.hasNextPage).toBe(true);
    expect(small.count).toBeGreaterThan(0);
    expect(large.count).toBe(small.count);
  });

  it('a cursor continues the queue where the page ended, without repeats', async () => {
    type QueuePage = { openJobs: { items: { request: { id: string } }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } } };
    const seen: string[] = [];
    let after: string | null = null;
    for (let i = 0; i < 20; i++) {
      const r: { data: QueuePage | null } = await app.gql<QueuePage>('query($after: String) { openJobs(first: 50, after: $after) { items { request { id } } pageInfo { hasNextPage endCursor } } }', { after }, worker.token);
      seen.push(...r.data!.openJobs.items.map((x) => x.request.id));
      if (!r.data!.openJobs.pageInfo.hasNextPage) break;
      after = r.data!.openJobs.pageInfo.endCursor;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBeGreaterThanOrEqual(ROWS);
  });

  it('refuses a page size over 200 and a forged cursor', async () => {
    const big = await app.gql('{ myRequests(first: 201) { items { id } } }', {}, client);
    expect(big.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const forged = await app.gql('{ openJobs(first: 5, after: "bm90LWEtY3Vyc29y") { items { distanceMiles } } }', {}, worker.token);
    expect(forged.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
