import { ref } from '@mikro-orm/core';
import { startTestApp, signIn, type TestApp } from '../support/app';
import { ServiceRequest } from '../../server/src/modules/requests/service-request.entity';
import { ServiceProvider } from '../../server/src/modules/providers/service-provider.entity';
import { ServiceCategory } from '../../server/src/modules/catalog/service-category.entity';
import { Client } from '../../server/src/modules/clients/client.entity';
import { EMAILS, adminToken, countRows, fails, ok } from './admin-helpers';
import { requestNumber } from '../../server/src/domain/request-number';

let app: TestApp;
let admin: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  app = await startTestApp({ seed: true });
  admin = await adminToken(app);
  const em = app.orm.em.fork();
  for (const r of await em.find(ServiceRequest, {})) ids[r.title] = r.id;
  for (const p of await em.find(ServiceProvider, {})) ids[p.email] = p.id;
});
afterAll(() => app.close());

const ELIGIBLE = `query($id: ID!) { adminEligibleWorkers(requestId: $id) { provider { id name } categoryName distanceMiles } }`;
const ASSIGN = `mutation($r: ID!, $p: ID!) { assignWorker(requestId: $r, providerId: $p) { id status providerId displayStatus } }`;

/** A paid pending request of the demo client at a ZIP, in a category. */
async function paidRequest(category: string, zip: string, lat: number | null = null, lng: number | null = null): Promise<number> {
  const em = app.orm.em.fork();
  const cat = await em.findOneOrFail(ServiceCategory, { name: category });
  const client = await em.findOneOrFail(Client, { email: EMAILS.client });
  const r = em.create(ServiceRequest, {
    title: `Test ${category} ${zip}`, description: 'x', category: cat, client, clientName: client.name, address: { street: '1 Main St', city: 'Somewhere', state: 'TN', zipCode: zip, latitude: lat, longitude: lng }, appointmentFeePaid: true, paymentStatus: 'paid',
  });
  await em.flush();
  return r.id;
}

describe('eligible workers', () => {
  it('lists available workers of the category within their radius, nearest first, with the distance by haversine on ZIP coordinates', async () => {
    // Plumbing Repair: Maintenance & Repair at 37203 (downtown Nashville).
    const d = await ok<{ adminEligibleWorkers: { provider: { id: string; name: string }; categoryName: string; distanceMiles: number }[] }>(app, ELIGIBLE, { id: ids['Plumbing Repair'] }, admin);
    const list = d.adminEligibleWorkers;
    // worker (37203, 50 mi, cleaning + repair) and worker3 (37215, 100 mi, home improvements + repair); worker2 (lawn, pool) is not of the category.
    expect(list.map((w) => Number(w.provider.id))).toEqual([ids[EMAILS.worker], ids[EMAILS.worker3]]);
    expect(list[0].distanceMiles).toBe(0);
    // 37203 (36.1506, -86.7897) to 37215 (36.0986, -86.8219): about 4 miles.
    expect(list[1].distanceMiles).toBeGreaterThan(3);
    expect(list[1].distanceMiles).toBeLessThan(5);
    expect(list[0].categoryName).toBe('House Cleaning');
  });

  it('leaves out workers whose radius does not reach the job, and refuses to assign them with the distance', async () => {
    // Memphis (38103) is about 200 miles from Nashville: outside 50 and 100 miles.
    const far = await paidRequest('Maintenance & Repair', '38103');
    const d = await ok<{ adminEligibleWorkers: unknown[] }>(app, ELIGIBLE, { id: far }, admin);
    expect(d.adminEligibleWorkers).toEqual([]);
    const e = await fails(app, ASSIGN, { r: far, p: ids[EMAILS.worker3] }, admin);
    expect(e.extensions?.code).toBe('BAD_USER_INPUT');
    expect(e.extensions?.fields?.[0]).toEqual({ path: 'providerId', message: expect.stringMatching(/^This job is 19\d\.\d miles away, outside the worker's 100-mile service radius$/) });
    const r = await app.orm.em.fork().findOneOrFail(ServiceRequest, { id: far });
    expect([r.status, r.provider]).toEqual(['pending', null]);
  });

  it('uses stored coordinates before the ZIP', async () => {
    // ZIP says Memphis, stored coordinates say downtown Nashville: eligible.
    const id = await paidRequest('Maintenance & Repair', '38103', 36.1506, -86.7897);
    const d = await ok<{ adminEligibleWorkers: { provider: { id: string } }[] }>(app, ELIGIBLE, { id }, admin);
    expect(d.adminEligibleWorkers.map((w) => Number(w.provider.id))).toEqual([ids[EMAILS.worker], ids[EMAILS.worker3]]);
  });

  it('offers every available worker in the Assign Worker dialog, with All Categories when a worker has none', async () => {
    const em = app.orm.em.fork();
    const w = await em.findOneOrFail(ServiceProvider, { email: EMAILS.worker2 });
    w.serviceCategories = [];
    w.category = null;
    await em.flush();
    const d = await ok<{ adminAvailableWorkers: { provider: { email: string; status: string }; categoryName: string }[] }>(app, '{ adminAvailableWorkers { provider { email status } categoryName } }', {}, admin);
    expect(d.adminAvailableWorkers.map((x) => x.provider.email).sort()).toEqual([EMAILS.worker, EMAILS.worker2, EMAILS.worker3].sort());
    expect(d.adminAvailableWorkers.find((x) => x.provider.email === EMAILS.worker2)!.categoryName).toBe('All Categories');
    const lawn = await em.findOneOrFail(ServiceCategory, { name: 'Lawn & Landscaping' });
    const pool = await em.findOneOrFail(ServiceCategory, { name: 'Pool Services' });
    w.serviceCategories = [lawn.id, pool.id];
    w.category = ref(lawn);
    await em.flush();
  });
});

describe('assignWorker', () => {
  it('refuses a worker of another category, an unavailable worker and an unpaid request, changing nothing', async () => {
    const cat = await fails(app, ASSIGN, { r: ids['Plumbing Repair'], p: ids[EMAILS.worker2] }, admin);
    expect(cat.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ path: 'providerId', message: 'This worker does not offer this service category' }] });
    const pending = await fails(app, ASSIGN, { r: ids['Plumbing Repair'], p: ids[EMAILS.applicant] }, admin);
    expect(pending.extensions?.fields?.[0].message).toBe('This worker is not available');
    const unpaid = await fails(app, ASSIGN, { r: ids['Deep Cleaning'], p: ids[EMAILS.worker] }, admin);
    expect(unpaid.extensions?.code).toBe('CONFLICT');
    expect(await countRows(app, `select count(*) as n from audit_events where action = 'worker_assigned'`)).toBe(0);
  });

  it('holds the admin to the workers\' own rule: the categories the worker offers, not the first category of the application', async () => {
    // worker2 offers lawn and pool; the profile's first-category column says repair (a stale copy).
    const em = app.orm.em.fork();
    const w = await em.findOneOrFail(ServiceProvider, { email: EMAILS.worker2 });
    const lawn = w.category;
    w.category = em.getReference(ServiceCategory, (await em.findOneOrFail(ServiceCategory, { name: 'Maintenance & Repair' })).id, { wrapped: true });
    await em.flush();
    try {
      const near = await paidRequest('Maintenance & Repair', '37027');
      const d = await ok<{ adminEligibleWorkers: { provider: { id: string } }[] }>(app, ELIGIBLE, { id: near }, admin);
      expect(d.adminEligibleWorkers.map((x) => Number(x.provider.id))).not.toContain(ids[EMAILS.worker2]);
      const e = await fails(app, ASSIGN, { r: near, p: ids[EMAILS.worker2] }, admin);
      expect(e.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ path: 'providerId', message: 'This worker does not offer this service category' }] });
      expect(await app.orm.em.fork().findOneOrFail(ServiceRequest, { id: near })).toMatchObject({ status: 'pending', provider: null });
    } finally {
      w.category = lawn;
      await em.flush();
    }
  });

  it('assigns: status scheduled, the provider set, the worker and the client notified, one audit row with before and after', async () => {
    const d = await ok<{ assignWorker: { status: string; providerId: string } }>(app, ASSIGN, { r: ids['Plumbing Repair'], p: ids[EMAILS.worker] }, admin);
    expect(d.assignWorker).toMatchObject({ status: 'scheduled', providerId: String(ids[EMAILS.worker]) });
    const workerToken = await signIn(app, EMAILS.worker);
    const clientToken = await signIn(app, EMAILS.client);
    const wn = await ok<{ notifications: { items: { type: string; message: string }[] } }>(app, '{ notifications { items { type message } } }', {}, workerToken);
    expect(wn.notifications.items[0]).toMatchObject({ type: 'job_assignment', message: expect.stringContaining(requestNumber(ids['Plumbing Repair'])) });
    const cn = await ok<{ notifications: { items: { type: string; message: string }[] } }>(app, '{ notifications { items { type message } } }', {}, clientToken);
    expect(cn.notifications.items[0]).toMatchObject({ type: 'worker_assigned', message: expect.stringContaining('Marcus Reed') });
    const audit = await app.orm.em.fork().getConnection().execute(`select actor_role, before, after from audit_events where action = 'worker_assigned' and request_id = ?`, [ids['Plumbing Repair']]);
    expect(audit).toEqual([{ actor_role: 'admin', before: { status: 'pending', providerId: null }, after: { status: 'scheduled', providerId: ids[EMAILS.worker] } }]);
    // No longer assignable, and no longer offered to workers.
    const again = await fails(app, ASSIGN, { r: ids['Plumbing Repair'], p: ids[EMAILS.worker3] }, admin);
    expect(again.extensions?.code).toBe('CONFLICT');
  });

  it('settles two admins assigning at once in the database: one wins, the others get CONFLICT', async () => {
    const id = await paidRequest('Maintenance & Repair', '37203');
    const second = await signIn(app, EMAILS.admin);
    const results = await Promise.all(
      [ids[EMAILS.worker], ids[EMAILS.worker3], ids[EMAILS.worker], ids[EMAILS.worker3], ids[EMAILS.worker]].map((p, i) => app.gql(ASSIGN, { r: id, p }, i % 2 ? second : admin)),
    );
    const wins = results.filter((r) => !r.errors);
    expect(wins).toHaveLength(1);
    expect(results.filter((r) => r.errors?.[0]?.extensions?.code === 'CONFLICT')).toHaveLength(4);
    expect(await countRows(app, `select count(*) as n from audit_events where action = 'worker_assigned' and request_id = ?`, [id])).toBe(1);
    expect(await countRows(app, `select count(*) as n from notifications where type = 'job_assignment' and data->>'requestId' = ?`, [String(id)])).toBe(1);
  });
});

describe('worker approvals', () => {
  it('approves an application: both checks approved, status available, account_approved notified, audited; the worker passes the gate', async () => {
    const apps = await ok<{ adminWorkerApplications: { items: { provider: { email: string } ; categoryName: string }[] } }>(app, '{ adminWorkerApplications { items { provider { email } categoryName } } }', {}, admin);
    expect(apps.adminWorkerApplications.items).toEqual([{ provider: { email: EMAILS.applicant }, categoryName: 'Pet & Baby Care' }]);
    const d = await ok<{ adminApproveWorker: { status: string; backgroundCheckStatus: string; documentVerificationStatus: string } }>(
      app, 'mutation($id: ID!) { adminApproveWorker(providerId: $id) { status backgroundCheckStatus documentVerificationStatus } }', { id: ids[EMAILS.applicant] }, admin);
    expect(d.adminApproveWorker).toEqual({ status: 'available', backgroundCheckStatus: 'approved', documentVerificationStatus: 'approved' });
    const token = await signIn(app, EMAILS.applicant);
    const me = await ok<{ me: { sessionRole: string } }>(app, '{ me { sessionRole } }', {}, token);
    expect(me.me.sessionRole).toBe('worker');
    const n = await ok<{ notifications: { items: { type: string }[] } }>(app, '{ notifications { items { type } } }', {}, token);
    expect(n.notifications.items.map((x) => x.type)).toContain('account_approved');
    expect(await countRows(app, `select count(*) as n from audit_events where action = 'worker_approved' and entity_id = ?`, [ids[EMAILS.applicant]])).toBe(1);
    const twice = await fails(app, 'mutation($id: ID!) { adminApproveWorker(providerId: $id) { id } }', { id: ids[EMAILS.applicant] }, admin);
    expect(twice.extensions?.code).toBe('CONFLICT');
  });

  it('rejects an application: status and checks rejected, audited with the reason', async () => {
    const em = app.orm.em.fork();
    const base = await em.findOneOrFail(ServiceProvider, { email: EMAILS.applicant });
    const p = em.create(ServiceProvider, { name: 'Late Applicant', email: 'late@example.com', phone: '615-555-0100', place: { zipCode: '37203' }, serviceRadius: 50, serviceCategories: base.serviceCategories, onboardingData: base.onboardingData });
    await em.flush();
    const d = await ok<{ adminRejectWorker: { status: string; backgroundCheckStatus: string } }>(app, 'mutation($id: ID!) { adminRejectWorker(providerId: $id, reason: "Incomplete documents") { status backgroundCheckStatus } }', { id: p.id }, admin);
    expect(d.adminRejectWorker).toEqual({ status: 'rejected', backgroundCheckStatus: 'rejected' });
    const rows = await em.getConnection().execute(`select after from audit_events where action = 'worker_rejected' and entity_id = ?`, [p.id]);
    expect(rows[0].after).toMatchObject({ status: 'rejected', reason: 'Incomplete documents' });
  });
});

describe('admin creates a request', () => {
  const CREATE = 'mutation($i: AdminCreateRequestInput!) { adminCreateServiceRequest(input: $i) { id status priority displayStatus appointmentFeePaid clientName title } }';

  it('requires category, client, title and description with the spec\'s message per field, creating nothing', async () => {
    const before = await countRows(app, 'select count(*) as n from service_requests');
    const e = await fails(app, CREATE, { i: { title: '  ', description: '' } }, admin);
    expect(e.message).toBe('Please fill in all required fields');
    expect(e.extensions?.fields?.map((f) => f.path).sort()).toEqual(['categoryId', 'clientId', 'description', 'title']);
    expect(await countRows(app, 'select count(*) as n from service_requests')).toBe(before);
  });

  it('creates a pending request with normal priority for an existing client, unpaid (Awaiting Payment)', async () => {
    const em = app.orm.em.fork();
    const client = await em.findOneOrFail(Client, { email: EMAILS.client2 });
    const cat = await em.findOneOrFail(ServiceCategory, { name: 'Pool Services' });
    const d = await ok<{ adminCreateServiceRequest: Record<string, unknown> }>(app, CREATE, { i: { categoryId: cat.id, clientId: client.id, title: 'Pool opening', description: 'Open the pool for summer' } }, admin);
    expect(d.adminCreateServiceRequest).toMatchObject({ status: 'pending', priority: 'normal', displayStatus: 'awaiting_payment', appointmentFeePaid: false, clientName: client.name, title: 'Pool opening' });
    const q = await ok<{ adminQueuedRequests: { items: { title: string }[] } }>(app, '{ adminQueuedRequests { items { title } } }', {}, admin);
    expect(q.adminQueuedRequests.items.map((r) => r.title)).toContain('Pool opening');
  });

  it('applies the service area of client creation: a client whose ZIP is outside it (or unknown) gets no request', async () => {
    const em = app.orm.em.fork();
    const cat = await em.findOneOrFail(ServiceCategory, { name: 'House Cleaning' });
    const away = em.create(Client, { name: 'Far Away', email: 'far-away@example.com', contactAddress: { street: '1 Sunset Blvd', city: 'Beverly Hills', state: 'CA', zipCode: '90210' } });
    const blank = em.create(Client, { name: 'No Address', email: 'no-address@example.com' });
    await em.flush();
    const before = await countRows(app, 'select count(*) as n from service_requests');
    const e = await fails(app, CREATE, { i: { categoryId: cat.id, clientId: away.id, title: 'Clean', description: 'A clean' } }, admin);
    expect(e.extensions?.code).toBe('BAD_USER_INPUT');
    expect(e.extensions?.fields).toEqual([{ path: 'clientId', message: "Far Away's ZIP code 90210 is outside the service area: we do not serve it yet" }]);
    const none = await fails(app, CREATE, { i: { categoryId: cat.id, clientId: blank.id, title: 'Clean', description: 'A clean' } }, admin);
    expect(none.extensions?.fields).toEqual([{ path: 'clientId', message: 'No Address has no ZIP code on file: add their address before creating a request' }]);
    expect(await countRows(app, 'select count(*) as n from service_requests')).toBe(before);
  });
});
