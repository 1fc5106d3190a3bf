import { startTestApp, type TestApp } from '../support/app';
import { call, login, register, expectTwoDecimals } from './rest-client';
import { newRequestBody, paidRequest, seeded, categoryId } from './fixtures';
import { DEMO_USERS } from '../../server/src/db/seeders/demo-accounts';

/** Contract tests for the rows of spec part 1 section 7 (client and worker calls). */
let app: TestApp;
let client: string;
let client2: string;
let worker: string;
let admin: string;
let clientId: number;
let client2Id: number;

beforeAll(async () => {
  app = await startTestApp({ seed: true });
  [client, client2, worker, admin] = await Promise.all([login(app, 'client'), login(app, 'client2'), login(app, 'worker'), login(app, 'admin')]);
  clientId = (await call(app, 'GET', '/auth/me', { token: client })).body.clientId;
  client2Id = (await call(app, 'GET', '/auth/me', { token: client2 })).body.clientId;
});
afterAll(() => app.close());

describe('/api/clients', () => {
  it('GET /api/clients/{id} answers your own profile with the spec fields', async () => {
    const r = await call(app, 'GET', `/api/clients/${clientId}`, { token: client });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id: clientId, name: 'Jordan Miller', email: DEMO_USERS.client.email, city: 'Nashville', state: 'TN', zipCode: '37203', preferredContactMethod: 'phone', emailNotifications: true });
  });

  it("GET /api/clients/{id} of another client (or none) is 404 with a message field; an admin may read any", async () => {
    const other = await call(app, 'GET', `/api/clients/${client2Id}`, { token: client });
    expect(other.status).toBe(404);
    expect(other.body.message).toMatch(/not found/i);
    expect(other.text).not.toContain(DEMO_USERS.client2.email);
    const missing = await call(app, 'GET', '/api/clients/999999', { token: admin });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toMatch(/not found/i);
    expect((await call(app, 'GET', `/api/clients/${client2Id}`, { token: admin })).body.email).toBe(DEMO_USERS.client2.email);
    expect((await call(app, 'GET', `/api/clients/${clientId}`)).status).toBe(401);
  });

  it('POST /api/clients saves the contact details from the combined address and answers with id', async () => {
    const fresh = await register(app, 'client');
    const me = (await call(app, 'GET', '/auth/me', { token: fresh.token })).body;
    const r = await call(app, 'POST', '/api/clients', { token: fresh.token, body: { name: 'Casey Lane', phone: '615-555-0142', email: fresh.user.email, address: '12 Elm St, Franklin, TN 37064' } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id: me.clientId, name: 'Casey Lane', phone: '615-555-0142', address: '12 Elm St', city: 'Franklin', state: 'TN', zipCode: '37064' });
    const bad = await call(app, 'POST', '/api/clients', { token: fresh.token, body: { email: 'nope', zipCode: '12' } });
    expect(bad.status).toBe(422);
    expect(bad.body.details).toEqual(expect.arrayContaining([{ path: 'email', message: 'Please enter a valid email address' }, { path: 'zipCode', message: 'ZIP code must be 5 digits' }]));
  });

  it('PUT /api/clients/{id} updates flags and keeps the rest; {phone} alone works; another client is 404', async () => {
    const fresh = await register(app, 'client');
    const id = (await call(app, 'GET', '/auth/me', { token: fresh.token })).body.clientId;
    const r = await call(app, 'PUT', `/api/clients/${id}`, { token: fresh.token, body: { marketingEmails: true, smsNotifications: false, preferredContactMethod: 'email' } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id, marketingEmails: true, smsNotifications: false, preferredContactMethod: 'email', email: fresh.user.email });
    const phone = await call(app, 'PUT', `/api/clients/${id}`, { token: fresh.token, body: { phone: '615-555-0177' } });
    expect(phone.body).toMatchObject({ phone: '615-555-0177', marketingEmails: true });
    const foreign = await call(app, 'PUT', `/api/clients/${clientId}`, { token: fresh.token, body: { phone: '615-555-0000' } });
    expect(foreign.status).toBe(404);
    expect((await call(app, 'GET', `/api/clients/${clientId}`, { token: client })).body.phone).toBe(DEMO_USERS.client.phone);
    const wrongType = await call(app, 'PUT', `/api/clients/${id}`, { token: fresh.token, body: { emailNotifications: 'yes' } });
    expect(wrongType.status).toBe(422);
    expect(wrongType.body.details[0].path).toBe('emailNotifications');
  });
});

describe('/api/service-requests (client)', () => {
  it('POST /api/service-requests creates an unpaid pending request: response has id and clientId (from the session, not the body)', async () => {
    const r = await call(app, 'POST', '/api/service-requests', { token: client, body: await newRequestBody(app) });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ id: expect.any(Number), clientId, status: 'pending', displayStatus: 'awaiting_payment', appointmentFeePaid: false, appointmentFee: 100, serviceZipCode: '37203', preferredTime: 'morning', notes: 'Gate code 1234' });
    expect(r.body.category).toMatchObject({ name: 'House Cleaning' });
    const viaGraphql = await app.gql<{ serviceRequest: { title: string; clientId: string; displayStatus: string } }>(`{ serviceRequest(id: "${r.body.id}") { title clientId displayStatus } }`, {}, client);
    expect(viaGraphql.data!.serviceRequest).toEqual({ title: 'Standard Cleaning', clientId: String(clientId), displayStatus: 'awaiting_payment' });
  });

  it('POST /api/service-requests save-later (appointmentFeePaid false) tells the client how to pay', async () => {
    const before = (await call(app, 'GET', '/api/notifications/x', { token: client2 })).body.length;
    const r = await call(app, 'POST', '/api/service-requests', { token: client2, body: await newRequestBody(app, 'House Cleaning', { appointmentFeePaid: false, paymentStatus: 'pending' }) });
    expect(r.status).toBe(201);
    expect(r.body.clientId).toBe(client2Id);
    const after = (await call(app, 'GET', '/api/notifications/x', { token: client2 })).body;
    expect(after).toHaveLength(before + 1);
    expect(after[0]).toMatchObject({ type: 'request_submitted_unpaid', data: { requestId: r.body.id } });
  });

  it('POST /api/service-requests refuses bad input with 422 per field, and out-of-area ZIPs', async () => {
    const bad = await call(app, 'POST', '/api/service-requests', { token: client, body: await newRequestBody(app, 'House Cleaning', { description: '', preferredTime: 'noonish' }) });
    expect(bad.status).toBe(422);
    expect(bad.body.details.map((d: { path: string }) => d.path)).toEqual(expect.arrayContaining(['description', 'preferredTime']));
    const away = await call(app, 'POST', '/api/service-requests', { token: client, body: await newRequestBody(app, 'House Cleaning', { serviceZipCode: '30301', serviceCity: 'Atlanta', serviceState: 'GA' }) });
    expect(away.status).toBe(422);
    expect(away.body.details[0]).toMatchObject({ path: 'serviceZipCode', message: expect.stringMatching(/waitlist/) });
    const types = await call(app, 'POST', '/api/service-requests', { token: client, body: { categoryId: 'cleaning', title: 5 } });
    expect(types.status).toBe(422);
    expect((await call(app, 'POST', '/api/service-requests', { body: await newRequestBody(app) })).status).toBe(401);
  });

  it("GET /api/service-requests gives a client only their own requests, whatever ?clientId says", async () => {
    const mine = await call(app, 'GET', `/api/service-requests?clientId=${client2Id}&_t=${Date.now()}`, { token: client });
    expect(mine.status).toBe(200);
    expect(mine.body.length).toBeGreaterThan(3);
    expect(mine.body.every((r: { clientId: number }) => r.clientId === clientId)).toBe(true);
    expect(mine.body.some((r: { status: string }) => r.status === 'cancelled')).toBe(false);
    for (const r of mine.body) {
      expectTwoDecimals(r.estimatedCost);
      expectTwoDecimals(r.actualCost);
      expect(r.appointmentFee).toBe(100);
    }
    const pending = await call(app, 'GET', '/api/service-requests?status=pending', { token: client });
    expect(pending.body.length).toBeGreaterThan(0);
    expect(pending.body.every((r: { status: string; clientId: number }) => r.status === 'pending' && r.clientId === clientId)).toBe(true);
    const bad = await call(app, 'GET', '/api/service-requests?status=bogus', { token: client });
    expect(bad.status).toBe(422);
    expect((await call(app, 'GET', '/api/service-requests')).status).toBe(401);
  });

  it('GET /api/service-requests/{id} gives the detail with client, provider, category, invoices and activities; another client gets 403', async () => {
    const r5 = await seeded(app, 'Appliance Repair');
    const r = await call(app, 'GET', `/api/service-requests/${r5.id}`, { token: client });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id: r5.id, status: 'in_progress', clientId, client: { name: 'Jordan Miller' }, provider: { name: 'Marcus Reed', rating: '4.0' }, category: { name: 'Maintenance & Repair' }, estimatedCost: 320, actualCost: 224 });
    expect(r.body.invoices[0]).toMatchObject({ invoiceNumber: expect.stringMatching(/^INV-\d+-\d{4}$/), subtotal: 224, lineItems: [expect.objectContaining({ type: 'labor', quantity: 3, rate: 45, amount: 135 }), expect.objectContaining({ type: 'material', amount: 89 })] });
    expect(r.body.activities.length).toBeGreaterThan(0);
    const other = await call(app, 'GET', `/api/service-requests/${r5.id}`, { token: client2 });
    expect(other.status).toBe(403);
    expect(other.text).not.toContain('Dishwasher');
    expect((await call(app, 'GET', '/api/service-requests/abc', { token: client })).status).toBe(404);
    expect((await call(app, 'GET', '/api/service-requests/999999', { token: client })).status).toBe(404);
  });

  it('POST /api/service-requests/{id}/process-payment marks the fee paid: {success, updatedRequest}; repeating the attempt never charges twice; a new attempt is 409', async () => {
    const id = (await call(app, 'POST', '/api/service-requests', { token: client, body: await newRequestBody(app) })).body.id;
    const body = { paymentAmount: 102.99, paymentMethod: 'Google Pay', paymentType: 'appointment_fee', squareTransactionId: `sq_${id}_a` };
    const r = await call(app, 'POST', `/api/service-requests/${id}/process-payment`, { token: client, body });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: true, updatedRequest: { id, appointmentFeePaid: true, paymentStatus: 'paid', paymentAmount: 102.99, displayStatus: 'pending' }, payment: { amount: 102.99, method: 'google_pay', transactionId: expect.stringMatching(/^sim_/) } });
    expect(r.body.notifications.map((n: { type: string }) => n.type).sort()).toEqual(['payment_processed', 'request_submitted_paid']);
    const replay = await call(app, 'POST', `/api/service-requests/${id}/process-payment`, { token: client, body });
    expect(replay.status).toBe(200);
    expect(replay.body.payment.id).toBe(r.body.payment.id);
    expect(replay.body.notifications).toEqual([]);
    const again = await call(app, 'POST', `/api/service-requests/${id}/process-payment`, { token: client, body: { ...body, squareTransactionId: `sq_${id}_b` } });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatch(/already been paid/);
    const foreign = await call(app, 'POST', `/api/service-requests/${id}/process-payment`, { token: client2, body: { ...body, squareTransactionId: `sq_${id}_c` } });
    expect(foreign.status).toBe(404);
    const declined = (await call(app, 'POST', '/api/service-requests', { token: client, body: await newRequestBody(app) })).body.id;
    const d = await call(app, 'POST', `/api/service-requests/${declined}/process-payment`, { token: client, body: { ...body, squareTransactionId: `sq_${declined}`, token: 'decline' } });
    expect(d.status).toBe(402);
    expect(d.body.error).toEqual(expect.any(String));
    const wrongType = await call(app, 'POST', `/api/service-requests/${declined}/process-payment`, { token: client, body: { paymentType: 'bitcoin' } });
    expect(wrongType.status).toBe(422);
  });

  it('POST /api/service-requests/{id}/process-payment without an attempt id is a 422 naming the field and charges nothing, however often it is retried', async () => {
    const id = (await call(app, 'POST', '/api/service-requests', { token: client, body: await newRequestBody(app) })).body.id;
    const keyless = { paymentAmount: 102.99, paymentMethod: 'google_pay', paymentType: 'appointment_fee' };
    for (let i = 0; i < 2; i++) {
      const r = await call(app, 'POST', `/api/service-requests/${id}/process-payment`, { token: client, body: keyless });
      expect(r.status).toBe(422);
      expect(r.body.details).toEqual([{ path: 'squareTransactionId', message: expect.stringMatching(/attempt id is required/) }]);
    }
    const rows = await app.orm.em.fork().getConnection().execute<{ n: string }[]>('select count(*) as n from payments where request_id = ?', [id]);
    expect(Number(rows[0].n)).toBe(0);
    // The Idempotency-Key header names the attempt as well as the body does.
    const withHeader = await fetch(`${app.url}/api/service-requests/${id}/process-payment`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${client}`, 'idempotency-key': `hdr-${id}-attempt` }, body: JSON.stringify(keyless) });
    expect(withHeader.status).toBe(200);
  });

  it('POST /api/service-requests/{id}/process-payment takes expectedAmountCents (documented): a different amount due is a 409 naming both and charges nothing; the amount shown pays', async () => {
    const doc = (await call(app, 'GET', '/api/openapi.json')).body;
    const schema = doc.paths['/api/service-requests/{id}/process-payment'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(schema.properties)).toContain('expectedAmountCents');
    const id = (await call(app, 'POST', '/api/service-requests', { token: client, body: await newRequestBody(app) })).body.id;
    const body = { paymentMethod: 'card', paymentType: 'appointment_fee', squareTransactionId: `sq_${id}_expected` };
    const stale = await call(app, 'POST', `/api/service-requests/${id}/process-payment`, { token: client, body: { ...body, expectedAmountCents: 9999 } });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatch(/amount due is now \$102\.99, not \$99\.99.*nothing was charged/);
    const rows = await app.orm.em.fork().getConnection().execute<{ n: string }[]>('select count(*) as n from payments where request_id = ?', [id]);
    expect(Number(rows[0].n)).toBe(0);
    const paid = await call(app, 'POST', `/api/service-requests/${id}/process-payment`, { token: client, body: { ...body, squareTransactionId: `sq_${id}_expected2`, expectedAmountCents: 10299 } });
    expect(paid.status).toBe(200);
    expect(paid.body.payment.amount).toBe(102.99);
  });

  it('PUT /api/service-requests/{id} edits a pending request (title, description, categoryId number, customTitle, service address); not once it is taken', async () => {
    const id = (await call(app, 'POST', '/api/service-requests', { token: client, body: await newRequestBody(app) })).body.id;
    const cat = await categoryId(app, 'Maintenance & Repair');
    const r = await call(app, 'PUT', `/api/service-requests/${id}`, { token: client, body: { title: 'Custom Service', customTitle: 'Fix the porch light', description: 'Flickers at night', categoryId: cat, serviceAddress: '9 Oak Ave', serviceCity: 'Nashville', serviceState: 'TN', serviceZipCode: '37212' } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id, title: 'Fix the porch light', description: 'Flickers at night', categoryId: cat, serviceAddress: '9 Oak Ave', serviceZipCode: '37212' });
    const inProgress = await seeded(app, 'Appliance Repair');
    const locked = await call(app, 'PUT', `/api/service-requests/${inProgress.id}`, { token: client, body: { title: 'X', description: 'Y', categoryId: cat } });
    expect(locked.status).toBe(409);
    expect(locked.body.error).toBe('This request cannot be edited because it has already been in progress.');
    const foreign = await call(app, 'PUT', `/api/service-requests/${id}`, { token: client2, body: { title: 'Mine now', description: 'x', categoryId: cat } });
    expect(foreign.status).toBe(404);
  });

  it('DELETE /api/service-requests/{id} cancels (kept, hidden from the list); a second cancel is 409; another client 404', async () => {
    const id = (await call(app, 'POST', '/api/service-requests', { token: client, body: await newRequestBody(app) })).body.id;
    expect((await call(app, 'DELETE', `/api/service-requests/${id}`, { token: client2 })).status).toBe(404);
    const r = await call(app, 'DELETE', `/api/service-requests/${id}`, { token: client });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: true, request: { id, status: 'cancelled' } });
    const list = (await call(app, 'GET', '/api/service-requests', { token: client })).body;
    expect(list.some((x: { id: number }) => x.id === id)).toBe(false);
    expect((await call(app, 'DELETE', `/api/service-requests/${id}`, { token: client })).status).toBe(409);
  });
});

describe('worker calls of part 1', () => {
  it('GET /api/service-requests?status=pending is the worker queue (paid, open, in their categories) and ?providerId their jobs', async () => {
    const id = await paidRequest(app, client);
    const queue = await call(app, 'GET', '/api/service-requests?status=pending', { token: worker });
    expect(queue.status).toBe(200);
    expect(queue.body.some((r: { id: number }) => r.id === id)).toBe(true);
    expect(queue.body.every((r: { status: string; appointmentFeePaid: boolean; providerId: number | null }) => r.status === 'pending' && r.appointmentFeePaid && r.providerId === null)).toBe(true);
    const me = (await call(app, 'GET', '/auth/me', { token: worker })).body;
    const jobs = await call(app, 'GET', `/api/service-requests?providerId=${me.providerId}&_t=1`, { token: worker });
    expect(jobs.body.length).toBeGreaterThan(0);
    expect(jobs.body.every((r: { providerId: number }) => r.providerId === me.providerId)).toBe(true);
    const otherWorkers = await call(app, 'GET', '/api/service-requests?providerId=1', { token: await login(app, 'worker2') });
    expect(otherWorkers.body.every((r: { providerId: number }) => r.providerId !== me.providerId)).toBe(true);
  });

  it('PUT /api/service-requests/{id} {status: in_progress, providerId} accepts; a taken job is 409; {status: pending} declines back to the queue', async () => {
    const id = await paidRequest(app, client, 'Maintenance & Repair', { title: 'Faucet Repair' });
    const me = (await call(app, 'GET', '/auth/me', { token: worker })).body;
    const r = await call(app, 'PUT', `/api/service-requests/${id}`, { token: worker, body: { status: 'in_progress', providerId: me.providerId } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id, status: 'in_progress', providerId: me.providerId });
    const taken = await call(app, 'PUT', `/api/service-requests/${id}`, { token: await login(app, 'worker3'), body: { status: 'in_progress', providerId: 3 } });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toMatch(/already been taken/);
    const declined = await call(app, 'PUT', `/api/service-requests/${id}`, { token: worker, body: { status: 'pending' } });
    expect(declined.body).toMatchObject({ status: 'pending', providerId: null, appointmentFeePaid: true });
    const unknown = await call(app, 'PUT', `/api/service-requests/${id}`, { token: worker, body: { status: 'closed_successful' } });
    expect(unknown.status).toBe(422);
  });

  it('GET /api/service-providers?userId= gives a list with the worker\'s own record; GET /api/service-providers/{id} name, phone, email', async () => {
    const list = await call(app, 'GET', '/api/service-providers?userId=123', { token: worker });
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({ id: expect.any(Number), name: 'Marcus Reed', email: DEMO_USERS.worker.email, status: 'available', rating: '4.0', serviceCategories: expect.any(Array), hourlyRate: 45 });
    expect(JSON.parse(list.body[0].onboardingData).serviceAgreements.termsOfService).toBe(true);
    const one = await call(app, 'GET', `/api/service-providers/${list.body[0].id}`, { token: worker });
    expect(one.body).toMatchObject({ name: 'Marcus Reed', phone: DEMO_USERS.worker.phone, email: DEMO_USERS.worker.email });
    expect(JSON.stringify(one.body)).not.toMatch(/000123456789|064008637/);
    expect((await call(app, 'GET', `/api/service-providers/${list.body[0].id}`, { token: await login(app, 'worker2') })).status).toBe(404);
    const card = await call(app, 'GET', `/api/service-providers/${list.body[0].id}`, { token: client });
    expect(card.body).toEqual({ id: list.body[0].id, name: 'Marcus Reed', email: DEMO_USERS.worker.email, phone: DEMO_USERS.worker.phone, rating: '4.0', completedJobs: 2 });
    const stranger = await register(app, 'client');
    expect((await call(app, 'GET', `/api/service-providers/${list.body[0].id}`, { token: stranger.token })).status).toBe(404);
    expect((await call(app, 'GET', '/api/service-providers', { token: client })).body).toEqual([]);
  });

  it('POST /api/service-providers applies (pending_approval, spec defaults), response has id; check-pending then says so', async () => {
    const fresh = await register(app, 'client');
    const freshClientId = (await call(app, 'GET', '/auth/me', { token: fresh.token })).body.clientId;
    const before = await call(app, 'GET', `/api/service-providers/check-pending/${freshClientId}`, { token: fresh.token });
    expect(before.body).toMatchObject({ hasPendingApplication: false, provider: null });
    const cat = await categoryId(app, 'Pet & Baby Care');
    const body = {
      name: 'Pat Doe', email: fresh.user.email, phone: '615-555-0188', zipCode: '37203', serviceRadius: 50, categoryId: cat, serviceCategories: [cat], clientId: freshClientId,
      onboardingData: JSON.stringify({ workerInfo: {}, selectedCategories: [cat], serviceAgreements: { termsOfService: true, platformFeeAgreement: true, qualityStandards: true, communicationStandards: true } }),
    };
    const r = await call(app, 'POST', '/api/service-providers', { token: fresh.token, body });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ id: expect.any(Number), status: 'pending_approval', onboardingCompleted: true, documentVerificationStatus: 'pending', backgroundCheckStatus: 'pending', rating: '0.0', totalJobs: 0, completedJobs: 0, clientId: freshClientId, categoryId: cat });
    const after = await call(app, 'GET', `/api/service-providers/check-pending/${freshClientId}`, { token: fresh.token });
    expect(after.body).toMatchObject({ hasPendingApplication: true, status: 'pending_approval', provider: { id: r.body.id } });
    const again = await call(app, 'POST', '/api/service-providers', { token: fresh.token, body });
    expect(again.status).toBe(409);
    const noAgreements = await call(app, 'POST', '/api/service-providers', { body: { ...body, email: 'visitor@example.com', onboardingData: '{}', password: 'password-123' } });
    expect(noAgreements.status).toBe(422);
    expect(noAgreements.body.details).toEqual(expect.arrayContaining([{ path: 'agreements', message: 'Please check all service agreements marked with a red asterisk (*) to proceed to onboarding.' }]));
  });

  it('GET /api/service-providers/check-pending/{clientId} needs a session', async () => {
    expect((await call(app, 'GET', `/api/service-providers/check-pending/${clientId}`)).status).toBe(401);
  });

  it('GET /api/dashboard/stats answers a worker with their own counts and refuses a client', async () => {
    const r = await call(app, 'GET', '/api/dashboard/stats', { token: worker });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ activeJobs: expect.any(Number), completed: 2, availableRequests: expect.any(Number) });
    expect((await call(app, 'GET', '/api/dashboard/stats', { token: client })).status).toBe(403);
  });
});

describe('invoices, reviews, waitlist (part 1)', () => {
  it('GET /api/invoices lists only invoices of requests the client may see, with line items in dollars', async () => {
    const r = await call(app, 'GET', '/api/invoices', { token: client });
    expect(r.status).toBe(200);
    expect(r.body.length).toBeGreaterThan(0);
    expect(r.body.every((i: { clientId: number }) => i.clientId === clientId)).toBe(true);
    for (const inv of r.body) {
      expectTwoDecimals(inv.subtotal);
      expect(inv.lineItems.length).toBeGreaterThan(0);
    }
    const r2 = await call(app, 'GET', '/api/invoices', { token: client2 });
    expect(r2.body.every((i: { clientId: number }) => i.clientId === client2Id)).toBe(true);
  });

  it('GET /api/reviews?clientId= lists the session client\'s reviews only', async () => {
    const r = await call(app, 'GET', `/api/reviews?clientId=${clientId}`, { token: client2 });
    expect(r.status).toBe(200);
    expect(r.body).toHaveLength(2);
    expect(r.body.every((x: { clientId: number }) => x.clientId === client2Id)).toBe(true);
    expect(r.body[0]).toMatchObject({ requestId: expect.any(Number), workerRating: expect.any(Number), serviceRating: expect.any(Number), reviewType: 'client_to_worker' });
    expect((await call(app, 'GET', '/api/reviews', { token: client })).body).toEqual([]);
  });

  it('POST /api/reviews reviews a completed service once; a rating is required; another client\'s request is 404', async () => {
    const done = await seeded(app, 'Move-In/Move-Out Cleaning');
    const body = { requestId: done.id, clientId, workerRating: 5, serviceRating: 4, comment: 'Spotless', reviewType: 'client_to_worker' };
    expect((await call(app, 'POST', '/api/reviews', { token: client2, body })).status).toBe(404);
    const none = await call(app, 'POST', '/api/reviews', { token: client, body: { ...body, workerRating: 0 } });
    expect(none.status).toBe(422);
    expect(none.body.details[0]).toEqual({ path: 'workerRating', message: 'Please select a star rating before submitting your review.' });
    const r = await call(app, 'POST', '/api/reviews', { token: client, body });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ requestId: done.id, clientId, workerRating: 5, serviceRating: 4, comment: 'Spotless' });
    expect((await call(app, 'POST', '/api/reviews', { token: client, body })).status).toBe(409);
    const pending = await seeded(app, 'Deep Cleaning');
    expect((await call(app, 'POST', '/api/reviews', { token: client, body: { ...body, requestId: pending.id } })).status).toBe(409);
  });

  it('POST /api/expansion-waitlist joins without a session; a repeat is kind; bad input is 422 per field', async () => {
    const body = { email: 'far@example.com', phone: '404-555-0100', zipCode: '30303', city: 'Atlanta', state: 'GA' };
    const r = await call(app, 'POST', '/api/expansion-waitlist', { body });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ success: true, alreadyJoined: false, id: expect.any(Number), email: 'far@example.com', zipCode: '30303' });
    expect((await call(app, 'POST', '/api/expansion-waitlist', { body })).body.alreadyJoined).toBe(true);
    const bad = await call(app, 'POST', '/api/expansion-waitlist', { body: { email: 'x', zipCode: '' } });
    expect(bad.status).toBe(422);
    expect(bad.body.details.map((d: { path: string }) => d.path).sort()).toEqual(['email', 'phone', 'zipCode']);
  });
});
