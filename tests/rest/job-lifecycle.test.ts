import { startTestApp, type TestApp } from '../support/app';
import { call, login } from './rest-client';
import { paidRequest, seeded, tomorrow } from './fixtures';

/** Contract tests for the job lifecycle rows of spec part 2 section 7. */
let app: TestApp;
let client: string;
let client2: string;
let worker: string;
let worker3: string;
let applicant: string;
let admin: string;
let workerProviderId: number;

beforeAll(async () => {
  app = await startTestApp({ seed: true });
  [client, client2, worker, worker3, applicant, admin] = await Promise.all(
    (['client', 'client2', 'worker', 'worker3', 'applicant', 'admin'] as const).map((w) => login(app, w)),
  );
  workerProviderId = (await call(app, 'GET', '/auth/me', { token: worker })).body.providerId;
});
afterAll(() => app.close());

/** A paid House Cleaning request assigned by the admin to the demo worker (status scheduled). */
async function assignedJob(): Promise<number> {
  const id = await paidRequest(app, client);
  const r = await call(app, 'POST', `/api/service-requests/${id}/assign`, { token: admin, body: { providerId: workerProviderId } });
  if (r.status !== 200) throw new Error(`assign: ${r.status} ${r.text}`);
  return id;
}

describe('assignment and accept', () => {
  it('POST /api/service-requests/{id}/assign sets scheduled and the provider; a second assignment is 409; workers are refused', async () => {
    const id = await paidRequest(app, client);
    expect((await call(app, 'POST', `/api/service-requests/${id}/assign`, { token: worker, body: { providerId: workerProviderId } })).status).toBe(403);
    const bad = await call(app, 'POST', `/api/service-requests/${id}/assign`, { token: admin, body: { providerId: 'someone' } });
    expect(bad.status).toBe(422);
    expect(bad.body.details[0].path).toBe('providerId');
    const r = await call(app, 'POST', `/api/service-requests/${id}/assign`, { token: admin, body: { providerId: workerProviderId } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id, status: 'scheduled', providerId: workerProviderId, provider: { name: 'Marcus Reed' }, assignedWorkerName: 'Marcus Reed' });
    const again = await call(app, 'POST', `/api/service-requests/${id}/assign`, { token: admin, body: { providerId: workerProviderId } });
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual(expect.any(String));
  });

  it('POST /api/service-requests/{id}/accept (empty body) starts the job; the next worker gets 409; a pending applicant and a client are 403', async () => {
    const id = await paidRequest(app, client, 'Maintenance & Repair', { title: 'Door Repair' });
    expect((await call(app, 'POST', `/api/service-requests/${id}/accept`, { token: applicant })).status).toBe(403);
    expect((await call(app, 'POST', `/api/service-requests/${id}/accept`, { token: client })).status).toBe(403);
    const r = await call(app, 'POST', `/api/service-requests/${id}/accept`, { token: worker });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id, status: 'in_progress', providerId: workerProviderId });
    const taken = await call(app, 'POST', `/api/service-requests/${id}/accept`, { token: worker3 });
    expect(taken.status).toBe(409);
    expect(taken.text).toMatch(/already been taken by another worker/);
    expect((await call(app, 'POST', '/api/service-requests/999999/accept', { token: worker })).status).toBe(404);
  });
});

describe('the assigned worker\'s actions', () => {
  let id: number;
  beforeAll(async () => {
    id = await assignedJob();
  });

  it('POST /api/service-requests/{id}/schedule takes scheduledAt (YYYY-MM-DD HH:MM); another worker is 403; a bad date 422', async () => {
    const r = await call(app, 'POST', `/api/service-requests/${id}/schedule`, { token: worker, body: { scheduledAt: `${tomorrow()} 09:30` } });
    expect(r.status).toBe(200);
    expect(r.body.scheduledAt).toEqual(expect.stringMatching(new RegExp(`^${tomorrow()}T1[45]:30`)));
    expect(r.body.activities.some((a: { action: string }) => a.action === 'appointment_scheduled')).toBe(true);
    expect((await call(app, 'POST', `/api/service-requests/${id}/schedule`, { token: worker3, body: { scheduledAt: `${tomorrow()} 10:00` } })).status).toBe(403);
    const bad = await call(app, 'POST', `/api/service-requests/${id}/schedule`, { token: worker, body: { scheduledAt: 'next tuesday' } });
    expect(bad.status).toBe(422);
    expect(bad.body.details[0]).toEqual({ path: 'scheduledAt', message: 'Please enter the date and time as YYYY-MM-DD HH:MM' });
  });

  it('POST /api/service-requests/{id}/schedule-next sets the next visit', async () => {
    const r = await call(app, 'POST', `/api/service-requests/${id}/schedule-next`, { token: worker, body: { scheduledAt: `${tomorrow()} 13:00` } });
    expect(r.status).toBe(200);
    expect(r.body.activities.some((a: { action: string }) => a.action === 'next_visit_scheduled')).toBe(true);
    expect((await call(app, 'POST', `/api/service-requests/${id}/schedule-next`, { token: worker, body: {} })).status).toBe(422);
  });

  it('POST /api/service-requests/{id}/notes adds a note to the timeline; blank is 422; the client cannot', async () => {
    const r = await call(app, 'POST', `/api/service-requests/${id}/notes`, { token: worker, body: { note: 'Arrived, starting with the kitchen.' } });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ id: expect.any(Number), requestId: id, action: 'note_added', description: 'Arrived, starting with the kitchen.' });
    expect((await call(app, 'POST', `/api/service-requests/${id}/notes`, { token: worker, body: { note: '  ' } })).status).toBe(422);
    expect((await call(app, 'POST', `/api/service-requests/${id}/notes`, { token: client, body: { note: 'hello' } })).status).toBe(403);
    const detail = await call(app, 'GET', `/api/service-requests/${id}`, { token: client });
    expect(detail.body.activities.map((a: { description: string }) => a.description)).toContain('Arrived, starting with the kitchen.');
  });

  it('POST /api/service-requests/{id}/invoice {amount, description} creates a one-line invoice waiting for approval', async () => {
    const bad = await call(app, 'POST', `/api/service-requests/${id}/invoice`, { token: worker, body: { amount: '12.345', description: 'x' } });
    expect(bad.status).toBe(422);
    expect(bad.body.details[0].path).toBe('amount');
    const r = await call(app, 'POST', `/api/service-requests/${id}/invoice`, { token: worker, body: { amount: '650.50', description: 'Kitchen and bath' } });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ requestId: id, status: 'pending_approval', subtotal: 650.5, finalAmount: 650.5, invoiceNumber: expect.stringMatching(new RegExp(`^INV-${id}-\\d{4}`)), lineItems: [{ description: 'Kitchen and bath', quantity: 1, rate: 650.5, amount: 650.5 }] });
    expect((await call(app, 'POST', `/api/service-requests/${id}/invoice`, { token: worker3, body: { amount: 10, description: 'x' } })).status).toBe(403);
  });

  it('POST /api/service-requests/{id}/complete marks a simple job completed', async () => {
    expect((await call(app, 'POST', `/api/service-requests/${id}/complete`, { token: client, body: { status: 'closed_pending_review' } })).status).toBe(403);
    const r = await call(app, 'POST', `/api/service-requests/${id}/complete`, { token: worker, body: { status: 'closed_pending_review' } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id, status: 'completed', completedAt: expect.any(String) });
    expect((await call(app, 'POST', `/api/service-requests/${id}/complete`, { token: worker })).status).toBe(409);
  });

  it('POST /api/service-requests/{id}/complete sends a Project Workflow job (estimate over $500) to closed_pending_review', async () => {
    const job = await paidRequest(app, client, 'Maintenance & Repair', { title: 'Roof Repair' });
    await app.orm.em.fork().getConnection().execute('update service_requests set estimated_cost_cents = 120000 where id = ?', [job]);
    expect((await call(app, 'POST', `/api/service-requests/${job}/accept`, { token: worker })).status).toBe(200);
    const r = await call(app, 'POST', `/api/service-requests/${job}/complete`, { token: worker, body: { status: 'closed_pending_review' } });
    expect(r.body).toMatchObject({ status: 'closed_pending_review', estimatedCost: 1200 });
  });
});

describe('$100 Special, unassign, status PUT, cost PATCH, rating', () => {
  it('POST /api/service-requests/{id}/complete-special completes as the $100 Special', async () => {
    const id = await assignedJob();
    expect((await call(app, 'POST', `/api/service-requests/${id}/complete-special`, { token: worker3 })).status).toBe(403);
    const r = await call(app, 'POST', `/api/service-requests/${id}/complete-special`, { token: worker });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id, status: 'completed', hundredDollarSpecial: true, actualCost: 100, adminApprovalStatus: 'pending' });
    expect((await call(app, 'POST', `/api/service-requests/${id}/complete-special`, { token: worker })).status).toBe(409);
  });

  it('PUT /api/service-requests/{id}/unassign returns the job to the paid queue', async () => {
    const id = await assignedJob();
    expect((await call(app, 'PUT', `/api/service-requests/${id}/unassign`, { token: worker3 })).status).toBe(403);
    const r = await call(app, 'PUT', `/api/service-requests/${id}/unassign`, { token: worker });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id, status: 'pending', providerId: null, appointmentFeePaid: true });
    const queue = (await call(app, 'GET', '/api/service-requests?status=pending', { token: worker })).body;
    expect(queue.some((x: { id: number }) => x.id === id)).toBe(true);
  });

  it('PUT /api/service-requests/{id} {status: completed} completes the worker\'s job', async () => {
    const id = await assignedJob();
    const r = await call(app, 'PUT', `/api/service-requests/${id}`, { token: worker, body: { status: 'completed' } });
    expect(r.status).toBe(200);
    expect(r.body.status).toBe('completed');
  });

  it('PATCH /api/service-requests/{id} {actualCost} lets an admin edit the cost (text dollars), audited; others are refused', async () => {
    const r5 = await seeded(app, 'Appliance Repair');
    const r = await call(app, 'PATCH', `/api/service-requests/${r5.id}`, { token: admin, body: { actualCost: '250.50' } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id: r5.id, actualCost: 250.5 });
    const audits = await app.orm.em.fork().getConnection().execute(`select before, after from audit_events where action = 'actual_cost_set' and request_id = ?`, [r5.id]);
    expect(audits).toHaveLength(1);
    expect(audits[0].after).toEqual({ actualCostCents: 25050 });
    const bad = await call(app, 'PATCH', `/api/service-requests/${r5.id}`, { token: admin, body: { actualCost: '12.345' } });
    expect(bad.status).toBe(422);
    expect(bad.body.details[0].path).toBe('actualCost');
    expect((await call(app, 'PATCH', `/api/service-requests/${r5.id}`, { token: worker, body: { actualCost: '1' } })).status).toBe(403);
    expect((await call(app, 'PATCH', `/api/service-requests/${r5.id}`, { body: { actualCost: '1' } })).status).toBe(401);
  });

  it('POST /api/service-requests/{id}/rating rates a completed service of yours once', async () => {
    const leaves = await seeded(app, 'Leaf Removal');
    expect((await call(app, 'POST', `/api/service-requests/${leaves.id}/rating`, { token: client, body: { rating: 5 } })).status).toBe(404);
    const bad = await call(app, 'POST', `/api/service-requests/${leaves.id}/rating`, { token: client2, body: { rating: 9 } });
    expect(bad.status).toBe(422);
    const r = await call(app, 'POST', `/api/service-requests/${leaves.id}/rating`, { token: client2, body: { rating: 5 } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id: leaves.id, rating: 5 });
    expect((await call(app, 'POST', `/api/service-requests/${leaves.id}/rating`, { token: client2, body: { rating: 4 } })).status).toBe(409);
  });
});

describe('Project Workflow (admin)', () => {
  it('POST /api/service-requests/{id}/schedule-inspection then /approve-payout closes the project successfully with a payout', async () => {
    const remodel = await seeded(app, 'Bathroom Remodel');
    expect((await call(app, 'POST', `/api/service-requests/${remodel.id}/schedule-inspection`, { token: worker3, body: { inspectionDate: '2030-01-02T15:00:00Z' } })).status).toBe(403);
    const badDate = await call(app, 'POST', `/api/service-requests/${remodel.id}/schedule-inspection`, { token: admin, body: { inspectionDate: 'soon' } });
    expect(badDate.status).toBe(422);
    const s = await call(app, 'POST', `/api/service-requests/${remodel.id}/schedule-inspection`, { token: admin, body: { inspectionDate: '2030-01-02T15:00:00Z' } });
    expect(s.status).toBe(200);
    expect(s.body).toMatchObject({ id: remodel.id, status: 'closed_pending_review', inspectionDate: '2030-01-02T15:00:00.000Z' });

    const blank = await call(app, 'POST', `/api/service-requests/${remodel.id}/approve-payout`, { token: admin, body: { inspectionNotes: ' ', status: 'closed_successful' } });
    expect(blank.status).toBe(422);
    expect(blank.body.details[0].path).toBe('inspectionNotes');
    // No payout from money not collected: the client has not paid the project's balance yet.
    const unpaid = await call(app, 'POST', `/api/service-requests/${remodel.id}/approve-payout`, { token: admin, body: { inspectionNotes: 'Tile and fixtures inspected, all good.', status: 'closed_successful' } });
    expect(unpaid.status).toBe(409);
    expect(unpaid.body.error).toMatch(/^Only \$102\.99 of the \$5,021\.12 billed for this job has been collected/);
    expect((await call(app, 'POST', `/api/admin/simulate-client-payment/${remodel.id}`, { token: admin, body: {} })).status).toBe(200);
    const r = await call(app, 'POST', `/api/service-requests/${remodel.id}/approve-payout`, { token: admin, body: { inspectionNotes: 'Tile and fixtures inspected, all good.', status: 'closed_successful' } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: true, message: expect.any(String), request: { id: remodel.id, status: 'closed_successful' }, payout: { amount: expect.any(Number), status: expect.any(String) } });
    expect(r.body.payout.amount).toBeGreaterThan(0);
    expect((await call(app, 'POST', `/api/service-requests/${remodel.id}/approve-payout`, { token: admin, body: { inspectionNotes: 'again' } })).status).toBe(409);
  });
});
