import { startTestApp, type TestApp } from '../support/app';
import { call, login, expectTwoDecimals } from './rest-client';
import { categoryId, paidRequest, seeded } from './fixtures';
import { Payment } from '../../server/src/modules/payments/payment.entity';

/** Contract tests for the admin, billing and invoice rows of spec part 2 section 7. */
let app: TestApp;
let client: string;
let client2: string;
let worker: string;
let admin: string;
let clientId: number;
let client2Id: number;
let workerProviderId: number;

beforeAll(async () => {
  app = await startTestApp({ seed: true });
  [client, client2, worker, admin] = await Promise.all((['client', 'client2', 'worker', 'admin'] as const).map((w) => login(app, w)));
  clientId = (await call(app, 'GET', '/auth/me', { token: client })).body.clientId;
  client2Id = (await call(app, 'GET', '/auth/me', { token: client2 })).body.clientId;
  workerProviderId = (await call(app, 'GET', '/auth/me', { token: worker })).body.providerId;
});
afterAll(() => app.close());

const consultationPayment = async (requestId: number) => app.orm.em.fork().findOneOrFail(Payment, { request: requestId, kind: 'consultation' });

describe('admin lists', () => {
  it('GET /api/service-requests answers an admin every request; ?status=completed and ?status=pending filter', async () => {
    const all = await call(app, 'GET', `/api/service-requests?_t=${Date.now()}`, { token: admin });
    expect(all.status).toBe(200);
    expect(new Set(all.body.map((r: { clientId: number }) => r.clientId))).toEqual(new Set([clientId, client2Id]));
    const completed = await call(app, 'GET', '/api/service-requests?status=completed', { token: admin });
    expect(completed.body.length).toBeGreaterThanOrEqual(3);
    expect(completed.body.every((r: { status: string }) => r.status === 'completed')).toBe(true);
    const pending = await call(app, 'GET', '/api/service-requests?status=pending', { token: admin });
    expect(pending.body.some((r: { appointmentFeePaid: boolean }) => !r.appointmentFeePaid)).toBe(true);
    expect(pending.body.some((r: { appointmentFeePaid: boolean }) => r.appointmentFeePaid)).toBe(true);
    const byClient = await call(app, 'GET', `/api/service-requests?clientId=${client2Id}`, { token: admin });
    expect(byClient.body.length).toBeGreaterThan(0);
    expect(byClient.body.every((r: { clientId: number }) => r.clientId === client2Id)).toBe(true);
  });

  it('GET /api/service-requests/{id} gives an admin the detail with invoices and activities', async () => {
    const remodel = await seeded(app, 'Bathroom Remodel');
    const r = await call(app, 'GET', `/api/service-requests/${remodel.id}`, { token: admin });
    expect(r.body).toMatchObject({ id: remodel.id, status: 'closed_pending_review', estimatedCost: 4200, provider: { name: 'Sam Carter' }, client: { name: 'Jordan Miller' } });
    expect(r.body.invoices).toHaveLength(1);
    expect(r.body.invoices[0]).toMatchObject({ subtotal: 4080, status: 'approved' });
  });

  it('GET /api/admin/service-requests is the Admin Review Queue; workers get 403', async () => {
    const moveOut = await seeded(app, 'Move-In/Move-Out Cleaning');
    const r = await call(app, 'GET', '/api/admin/service-requests', { token: admin });
    expect(r.status).toBe(200);
    expect(r.body.map((x: { id: number }) => x.id)).toContain(moveOut.id);
    expect(r.body.every((x: { invoicePaid: boolean; adminApprovalStatus: string | null }) => x.invoicePaid && x.adminApprovalStatus !== 'approved')).toBe(true);
    expect((await call(app, 'GET', '/api/admin/service-requests', { token: worker })).status).toBe(403);
  });

  it('GET /api/service-providers gives an admin every worker for the picker; ?status=available narrows', async () => {
    const all = await call(app, 'GET', '/api/service-providers', { token: admin });
    expect(all.status).toBe(200);
    expect(all.body).toHaveLength(4);
    expect(all.body[0]).toEqual(expect.objectContaining({ id: expect.any(Number), name: expect.any(String), status: expect.any(String), categoryName: expect.any(String), category: expect.anything() }));
    const available = await call(app, 'GET', '/api/service-providers?status=available', { token: admin });
    expect(available.body).toHaveLength(3);
    expect(available.body.every((p: { status: string }) => p.status === 'available')).toBe(true);
    const one = await call(app, 'GET', `/api/service-providers/${workerProviderId}`, { token: admin });
    expect(one.body).toMatchObject({ id: workerProviderId, name: 'Marcus Reed' });
  });

  it('GET /api/clients lists clients for admins only', async () => {
    const r = await call(app, 'GET', '/api/clients', { token: admin });
    expect(r.status).toBe(200);
    expect(r.body.map((c: { id: number }) => c.id).sort()).toEqual([clientId, client2Id].sort());
    expect(r.body[0]).toEqual(expect.objectContaining({ name: expect.any(String), email: expect.any(String), requestCount: expect.any(Number), totalPaid: expect.any(Number) }));
    expect((await call(app, 'GET', '/api/clients', { token: client })).status).toBe(403);
  });

  it('POST /api/service-requests lets an admin create a pending request for an existing client; missing fields are 422', async () => {
    const cat = await categoryId(app, 'House Cleaning');
    const r = await call(app, 'POST', '/api/service-requests', { token: admin, body: { categoryId: cat, clientId: client2Id, title: 'Spring cleaning', description: 'Whole house', priority: 'high', status: 'pending' } });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ id: expect.any(Number), clientId: client2Id, status: 'pending', priority: 'high', appointmentFeePaid: false, title: 'Spring cleaning' });
    const missing = await call(app, 'POST', '/api/service-requests', { token: admin, body: { categoryId: cat, title: '', description: 'x' } });
    expect(missing.status).toBe(422);
    expect(missing.body.error).toBe('Please fill in all required fields');
  });

  it('GET /api/dashboard/stats gives the admin tiles as counts and dollars', async () => {
    const r = await call(app, 'GET', '/api/dashboard/stats', { token: admin });
    expect(r.status).toBe(200);
    expect(r.body).toEqual(expect.objectContaining({ activeJobs: expect.any(Number), completed: expect.any(Number), pending: expect.any(Number), unpaidRequests: expect.any(Number), pastDueBalances: expect.any(Number), earnings: expect.any(Number) }));
    expect(r.body.unpaidRequests).toBeGreaterThanOrEqual(1);
    expect(r.body.pastDueBalances).toBeGreaterThanOrEqual(1);
    expect(r.body.earnings).toBeGreaterThan(102.99);
    expectTwoDecimals(r.body.earnings);
  });
  it('GET /api/billing/past-due lists balances unpaid 7+ days with the spec fields', async () => {
    const r = await call(app, 'GET', '/api/billing/past-due', { token: admin });
    expect(r.status).toBe(200);
    const leaves = await seeded(app, 'Leaf Removal');
    expect(r.body.map((p: { requestId: number }) => p.requestId)).toContain(leaves.id);
    expect(r.body[0]).toEqual({ requestId: expect.any(Number), title: expect.any(String), clientName: expect.any(String), clientEmail: expect.any(String), daysPastDue: expect.any(Number), balanceDue: expect.any(Number), invoiceNumber: expect.stringMatching(/^INV-/), invoiceCreatedAt: expect.any(String) });
    expect(r.body[0].daysPastDue).toBeGreaterThanOrEqual(7);
    expect((await call(app, 'GET', '/api/billing/past-due', { token: client })).status).toBe(403);
  });

});

describe('payment decisions', () => {
  it('POST /api/admin/approve-payment/{id} approves and releases funds once (message and payout); again is 409', async () => {
    const moveOut = await seeded(app, 'Move-In/Move-Out Cleaning');
    expect((await call(app, 'POST', `/api/admin/approve-payment/${moveOut.id}`, { token: worker })).status).toBe(403);
    const r = await call(app, 'POST', `/api/admin/approve-payment/${moveOut.id}`, { token: admin });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: true, message: expect.any(String), request: { id: moveOut.id, adminApprovalStatus: 'approved' }, payout: { amount: expect.any(Number) } });
    expectTwoDecimals(r.body.payout.amount);
    expect((await call(app, 'POST', `/api/admin/approve-payment/${moveOut.id}`, { token: admin })).status).toBe(409);
    const queue = (await call(app, 'GET', '/api/admin/service-requests', { token: admin })).body;
    expect(queue.some((x: { id: number }) => x.id === moveOut.id)).toBe(false);
    const payouts = (await call(app, 'GET', '/api/worker-payouts', { token: admin })).body;
    expect(payouts.some((p: { requestId: number }) => p.requestId === moveOut.id)).toBe(true);
  });

  it('POST /api/admin/approve-transaction/{id} approves a consultation payment (id: the payment)', async () => {
    const plumbing = await seeded(app, 'Plumbing Repair');
    const p = await consultationPayment(plumbing.id);
    const r = await call(app, 'POST', `/api/admin/approve-transaction/${p.id}`, { token: admin, body: { adminNotes: 'Looks right' } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: true, payment: { id: p.id, kind: 'consultation', amount: 102.99, adminApprovalStatus: 'approved' } });
    expect((await call(app, 'POST', '/api/admin/approve-transaction/999999', { token: admin, body: {} })).status).toBe(404);
  });

  it('POST /api/admin/reject-transaction/{id} needs a reason in adminNotes, then rejects', async () => {
    const id = await paidRequest(app, client);
    const p = await consultationPayment(id);
    const blank = await call(app, 'POST', `/api/admin/reject-transaction/${p.id}`, { token: admin, body: { adminNotes: '' } });
    expect(blank.status).toBe(422);
    expect(blank.body.details[0].path).toBe('adminNotes');
    const r = await call(app, 'POST', `/api/admin/reject-transaction/${p.id}`, { token: admin, body: { adminNotes: 'Duplicate charge' } });
    expect(r.status).toBe(200);
    expect(r.body.payment).toMatchObject({ id: p.id, adminApprovalStatus: 'rejected', adminNotes: expect.stringContaining('Duplicate charge') });
  });

  it('POST /api/admin/simulate-client-payment/{id} pays an unpaid fee; a wrong amount is 422 on paymentAmount; twice is 409', async () => {
    const deep = await seeded(app, 'Deep Cleaning');
    const wrong = await call(app, 'POST', `/api/admin/simulate-client-payment/${deep.id}`, { token: admin, body: { paymentAmount: 50 } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.details[0]).toEqual({ path: 'paymentAmount', message: 'The amount due is $102.99' });
    const r = await call(app, 'POST', `/api/admin/simulate-client-payment/${deep.id}`, { token: admin, body: { paymentAmount: 102.99 } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: true, request: { id: deep.id, appointmentFeePaid: true } });
    expect((await call(app, 'POST', `/api/admin/simulate-client-payment/${deep.id}`, { token: admin, body: { paymentAmount: 102.99 } })).status).toBe(409);
  });

  it('POST /api/service-requests/{id}/process-payment with a balance paymentType pays the invoiced balance', async () => {
    const leaves = await seeded(app, 'Leaf Removal');
    const r = await call(app, 'POST', `/api/service-requests/${leaves.id}/process-payment`, { token: client2, body: { paymentMethod: 'apple_pay', paymentType: 'balance', squareTransactionId: `sq_balance_${leaves.id}` } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: true, updatedRequest: { id: leaves.id, balancePaid: true, invoicePaid: true, adminApprovalStatus: 'pending' } });
    expect(r.body.payment.amount).toBeGreaterThan(0);
    expectTwoDecimals(r.body.payment.amount);
  });
});

describe('invoices', () => {
  let jobId: number;
  let invoiceId: number;
  beforeAll(async () => {
    jobId = await paidRequest(app, client);
    await call(app, 'POST', `/api/service-requests/${jobId}/assign`, { token: admin, body: { providerId: workerProviderId } });
  });

  it('POST /api/invoices creates the worker\'s invoice from line items (the server computes amounts and subtotal)', async () => {
    const body = {
      requestId: jobId, providerId: 1, clientId: 1, subtotal: 1, status: 'sent', notes: 'Thanks',
      lineItems: [{ type: 'labor', description: 'Labor Hours', quantity: 4, rate: 35, amount: 1 }, { type: 'mileage', description: 'Mileage', quantity: '12.5', rate: '0.67', amount: 0 }],
    };
    expect((await call(app, 'POST', '/api/invoices', { token: client, body })).status).toBe(403);
    const r = await call(app, 'POST', '/api/invoices', { token: worker, body });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ requestId: jobId, providerId: workerProviderId, clientId, status: 'pending_approval', subtotal: 148.38, notes: 'Thanks', lineItems: [{ amount: 140 }, { quantity: 12.5, rate: 0.67, amount: 8.38 }] });
    invoiceId = r.body.id;
    const bad = await call(app, 'POST', '/api/invoices', { token: worker, body: { ...body, lineItems: [{ type: 'labor', description: 'x', quantity: 1, rate: '1.234' }] } });
    expect(bad.status).toBe(422);
    expect(bad.body.details[0].path).toBe('lineItems.0.rate');
  });

  it('GET /api/invoices/request/{id} returns {invoice, lineItems} to its client, worker and admins only', async () => {
    for (const token of [client, worker, admin]) {
      const r = await call(app, 'GET', `/api/invoices/request/${jobId}`, { token });
      expect(r.status).toBe(200);
      expect(r.body.invoice).toMatchObject({ id: invoiceId, subtotal: 148.38 });
      expect(r.body.lineItems).toHaveLength(2);
    }
    expect((await call(app, 'GET', `/api/invoices/request/${jobId}`, { token: client2 })).status).toBe(403);
    const deep = await seeded(app, 'Deep Cleaning');
    expect((await call(app, 'GET', `/api/invoices/request/${deep.id}`, { token: client })).status).toBe(404);
  });

  it('GET /api/invoices gives an admin every invoice', async () => {
    const r = await call(app, 'GET', '/api/invoices', { token: admin });
    expect(r.body.length).toBeGreaterThanOrEqual(6);
    expect(r.body.some((i: { id: number }) => i.id === invoiceId)).toBe(true);
    const mine = await call(app, 'GET', '/api/invoices', { token: worker });
    expect(mine.body.every((i: { providerId: number }) => i.providerId === workerProviderId)).toBe(true);
  });

  it('PATCH /api/invoices/{id} needs a reason; the worker\'s edit waits for approval; the admin\'s is auto-approved', async () => {
    const lines = [{ type: 'labor', description: 'Labor Hours', quantity: 5, rate: 35, amount: 175 }];
    const noReason = await call(app, 'PATCH', `/api/invoices/${invoiceId}`, { token: worker, body: { lineItems: lines, subtotal: '175.00', editReason: '' } });
    expect(noReason.status).toBe(422);
    expect(noReason.body.details[0].path).toBe('editReason');
    const w = await call(app, 'PATCH', `/api/invoices/${invoiceId}`, { token: worker, body: { lineItems: lines, subtotal: '175.00', notes: 'n', editReason: 'One more hour', lastEditedBy: 'admin', status: 'approved' } });
    expect(w.status).toBe(200);
    expect(w.body).toMatchObject({ id: invoiceId, subtotal: 175, status: 'pending_approval', lastEditedBy: 'worker', editReason: 'One more hour' });
    const a = await call(app, 'PATCH', `/api/invoices/${invoiceId}`, { token: admin, body: { lineItems: [{ type: 'labor', description: 'Labor Hours', quantity: 4, rate: '35.00' }], subtotal: '140.00', editReason: 'Agreed price' } });
    expect(a.status).toBe(200);
    expect(a.body).toMatchObject({ id: invoiceId, subtotal: 140, status: 'approved', lastEditedBy: 'admin', newTotal: 140, originalTotal: 175, difference: -35 });
    expect((await call(app, 'PATCH', `/api/invoices/${invoiceId}`, { token: client, body: { lineItems: lines, editReason: 'x' } })).status).toBe(403);
  });

  it('DELETE /api/invoices/{id} deletes an unpaid invoice (admin only); a paid one is 409', async () => {
    expect((await call(app, 'DELETE', `/api/invoices/${invoiceId}`, { token: worker })).status).toBe(403);
    const r = await call(app, 'DELETE', `/api/invoices/${invoiceId}`, { token: admin });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ success: true });
    expect((await call(app, 'GET', `/api/invoices/request/${jobId}`, { token: admin })).status).toBe(404);
    const painting = await seeded(app, 'Interior Painting');
    const paid = (await call(app, 'GET', `/api/invoices/request/${painting.id}`, { token: admin })).body.invoice;
    expect((await call(app, 'DELETE', `/api/invoices/${paid.id}`, { token: admin })).status).toBe(409);
  });
});

describe('billing lists and analytics', () => {
  it('GET /api/worker-payouts lists payouts in dollars (admins only)', async () => {
    const r = await call(app, 'GET', '/api/worker-payouts', { token: admin });
    expect(r.status).toBe(200);
    expect(r.body.length).toBeGreaterThanOrEqual(2);
    expect(r.body).toEqual(expect.arrayContaining([expect.objectContaining({ providerName: 'Marcus Reed', amount: 78.25, status: 'paid' })]));
    for (const p of r.body) expectTwoDecimals(p.amount);
    expect((await call(app, 'GET', '/api/worker-payouts', { token: worker })).status).toBe(403);
  });

  it('GET /api/analytics/advanced-earnings answers the spec\'s response shape in dollars', async () => {
    const r = await call(app, 'GET', '/api/analytics/advanced-earnings', { token: admin });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      revenueBreakdown: expect.objectContaining({ totalRevenue: expect.any(Number), consultationFees: expect.any(Number), serviceRevenue: expect.any(Number), processingFees: expect.any(Number) }),
      profitAnalysis: { netProfit: expect.any(Number), profitMargin: expect.any(Number), workerCosts: expect.any(Number) },
      customerMetrics: { totalActiveCustomers: expect.any(Number), avgCustomerValue: expect.any(Number), repeatCustomerRate: expect.any(Number), activeSeries: expect.any(Number) },
      operationalMetrics: { workerUtilizationRate: expect.any(Number), avgWaitTime: expect.any(Number), cancellationRate: expect.any(Number) },
      monthlyTrends: expect.any(Array),
      topCategories: expect.any(Array),
    });
    expect(r.body.revenueBreakdown.totalRevenue).toBeGreaterThan(0);
    expectTwoDecimals(r.body.revenueBreakdown.totalRevenue);
    expect(r.body.topCategories.length).toBeLessThanOrEqual(5);
    expect(r.body.topCategories[0]).toEqual(expect.objectContaining({ categoryName: expect.any(String), jobs: expect.any(Number), revenue: expect.any(Number), profitMargin: expect.any(Number) }));
    expect((await call(app, 'GET', '/api/analytics/advanced-earnings', { token: worker })).status).toBe(403);
  });
});
