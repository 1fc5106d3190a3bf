import WebSocket from 'ws';
import { createClient } from 'graphql-ws';
import { startTestApp, signIn, type TestApp } from '../support/app';
import { ServiceRequest } from '../../server/src/modules/requests/service-request.entity';
import { ServiceProvider } from '../../server/src/modules/providers/service-provider.entity';
import { ServiceCategory } from '../../server/src/modules/catalog/service-category.entity';
import { Client } from '../../server/src/modules/clients/client.entity';
import { Invoice } from '../../server/src/modules/invoices/invoice.entity';
import { InvoiceLineItem } from '../../server/src/modules/invoices/invoice.entity';
import { Payment } from '../../server/src/modules/payments/payment.entity';
import { WorkerPayout } from '../../server/src/modules/payouts/worker-payout.entity';
import { balanceDueSql } from '../../server/src/modules/billing/billing-queries';
import { billingBreakdown } from '../../server/src/domain/billing';
import { EMAILS, adminToken, countRows, fails, ok } from './admin-helpers';

let app: TestApp;
let admin: string;
let adminId: number;
const ids: Record<string, number> = {};

beforeAll(async () => {
  app = await startTestApp({ seed: true });
  admin = await adminToken(app);
  const em = app.orm.em.fork();
  for (const r of await em.find(ServiceRequest, {})) ids[r.title] = r.id;
  adminId = Number((await ok<{ me: { user: { id: string } } }>(app, '{ me { user { id } } }', {}, admin)).me.user.id);
});
afterAll(() => app.close());

const APPROVE = 'mutation($id: ID!) { approvePayout(requestId: $id) { message request { adminApprovalStatus } payout { amountCents serviceCostCents tipCents timing status providerId } } }';

let seq = 0;
/** A completed request of worker@demo whose client paid the balance of an invoice of `cost` cents; it waits for admin review. */
async function paidCompleted(cost: number, opts: { special?: boolean; tip?: number; noInvoice?: boolean } = {}): Promise<number> {
  const em = app.orm.em.fork();
  const cat = await em.findOneOrFail(ServiceCategory, { name: 'House Cleaning' });
  const client = await em.findOneOrFail(Client, { email: EMAILS.client });
  const provider = await em.findOneOrFail(ServiceProvider, { email: EMAILS.worker });
  seq++;
  const r = em.create(ServiceRequest, {
    title: `Money ${seq}`, description: 'x', category: cat, client, provider, clientName: client.name, address: { street: '1 Main', city: 'Nashville', state: 'TN', zipCode: '37203' },
    status: 'completed', appointmentFeePaid: true, paymentStatus: 'paid', completedAt: new Date(), hundredDollarSpecial: !!opts.special, tipCents: opts.tip ?? 0,
    invoicePaid: true, balancePaid: true, adminApprovalStatus: 'pending', actualCostCents: cost,
  });
  await em.flush();
  if (!opts.special && !opts.noInvoice) {
    const inv = em.create(Invoice, { invoiceNumber: `INV-${r.id}-2026`, request: r, provider, client, subtotalCents: cost, finalAmountCents: cost, status: 'approved' });
    em.create(InvoiceLineItem, { invoice: inv, position: 0, type: 'labor', description: 'Work', quantityHundredths: 100, rateCents: cost, amountCents: cost });
  }
  // The money a paid job has collected: the consultation fee and the balance of its bill.
  const balance = billingBreakdown({ serviceCostCents: cost, tipCents: opts.tip ?? 0, hundredDollarSpecial: !!opts.special }).balanceDueCents;
  em.create(Payment, { request: r, client, kind: 'consultation', amountCents: 10299, method: 'card', status: 'succeeded', gatewayTransactionId: `sim_tc_${r.id}`, idempotencyKey: `tc:${r.id}`, adminApprovalStatus: 'approved' });
  if (balance > 0) em.create(Payment, { request: r, client, kind: 'balance', amountCents: balance, method: 'card', status: 'succeeded', gatewayTransactionId: `sim_t_${r.id}`, idempotencyKey: `t:${r.id}` });
  await em.flush();
  return r.id;
}

describe('approve payment and release funds', () => {
  it('pays the worker 90% of the service cost, instant under $500, approves the held payment, and audits every step', async () => {
    // Move-In/Move-Out Cleaning (seed): invoice 5 h x $45 + $25 supplies = $250.00, balance paid, awaiting review.
    const id = ids['Move-In/Move-Out Cleaning'];
    const queue = await ok<{ adminReviewQueue: { items: { id: string }[] } }>(app, '{ adminReviewQueue { items { id } } }', {}, admin);
    expect(queue.adminReviewQueue.items.map((r) => Number(r.id))).toContain(id);
    const d = await ok<{ approvePayout: { message: string; request: { adminApprovalStatus: string }; payout: Record<string, unknown> } }>(app, APPROVE, { id }, admin);
    expect(d.approvePayout.message).toBe('Payment approved and funds released successfully!');
    expect(d.approvePayout.request.adminApprovalStatus).toBe('approved');
    expect(d.approvePayout.payout).toMatchObject({ serviceCostCents: 25000, amountCents: 22500, tipCents: 0, timing: 'instant', status: 'approved' });
    const payments = await app.orm.em.fork().find(Payment, { request: id });
    expect(payments.map((p) => p.adminApprovalStatus)).toEqual(['approved', 'approved']);
    const audit = await app.orm.em.fork().getConnection().execute(`select action, actor_id, amount_cents, before, after from audit_events where request_id = ? order by id`, [id]);
    expect((audit as { action: string }[]).map((a) => a.action)).toEqual(['payment_approved', 'request_payment_approved', 'payout_created']);
    expect((audit as { actor_id: number }[]).every((a) => a.actor_id === adminId)).toBe(true);
    expect(audit[2]).toMatchObject({ amount_cents: 22500, before: null, after: { amountCents: 22500, timing: 'instant', status: 'approved' } });
    const after = await ok<{ adminReviewQueue: { items: { id: string }[] } }>(app, '{ adminReviewQueue { items { id } } }', {}, admin);
    expect(after.adminReviewQueue.items.map((r) => Number(r.id))).not.toContain(id);
    const workerToken = await signIn(app, EMAILS.worker);
    const n = await ok<{ notifications: { items: { type: string; message: string }[] } }>(app, '{ notifications { items { type message } } }', {}, workerToken);
    expect(n.notifications.items[0]).toMatchObject({ type: 'payment_received', message: expect.stringContaining('$225.00') });
  });

  it('creates one payout when approved twice, even at the same moment', async () => {
    const id = await paidCompleted(10000);
    const results = await Promise.all([1, 2, 3].map(() => app.gql(APPROVE, { id }, admin)));
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    expect(results.filter((r) => r.errors?.[0].extensions?.code === 'CONFLICT')).toHaveLength(2);
    expect(await countRows(app, 'select count(*) as n from worker_payouts where request_id = ?', [id])).toBe(1);
    expect(await countRows(app, `select count(*) as n from audit_events where action = 'payout_created' and request_id = ?`, [id])).toBe(1);
    const later = await fails(app, APPROVE, { id }, admin);
    expect(later).toMatchObject({ message: 'This payment was already approved', extensions: { code: 'CONFLICT' } });
  });

  it.each([
    [49999, 44999, 'instant', 'approved'],
    [50000, 45000, 'photo_review', 'pending'],
    [500000, 450000, 'photo_review', 'pending'],
    [500001, 450001, 'inspection_required', 'inspection_required'],
  ])('a service cost of %i cents pays %i with timing %s (status %s)', async (cost, amount, timing, status) => {
    const id = await paidCompleted(cost);
    const d = await ok<{ approvePayout: { payout: Record<string, unknown> } }>(app, APPROVE, { id }, admin);
    expect(d.approvePayout.payout).toMatchObject({ serviceCostCents: cost, amountCents: amount, timing, status });
  });

  it('pays $78.25 plus tips for the $100 Special', async () => {
    const id = await paidCompleted(10000, { special: true, tip: 1500 });
    const d = await ok<{ approvePayout: { payout: Record<string, unknown> } }>(app, APPROVE, { id }, admin);
    expect(d.approvePayout.payout).toMatchObject({ amountCents: 7825 + 1500, tipCents: 1500, timing: 'instant' });
  });

  it('waits for the worker\'s invoice to be approved before releasing funds', async () => {
    const id = await paidCompleted(30000);
    const em = app.orm.em.fork();
    const inv = await em.findOneOrFail(Invoice, { request: id });
    inv.status = 'pending_approval';
    await em.flush();
    const e = await fails(app, APPROVE, { id }, admin);
    expect(e).toMatchObject({ message: 'Approve the worker\'s invoice first', extensions: { code: 'CONFLICT' } });
    await ok(app, 'mutation($id: ID!) { adminApproveInvoice(id: $id) { id } }', { id: inv.id }, admin);
    const d = await ok<{ approvePayout: { payout: { amountCents: number } } }>(app, APPROVE, { id }, admin);
    expect(d.approvePayout.payout.amountCents).toBe(27000);
  });

  it('makes no payout decision without an invoice to pay from: CONFLICT, nothing changes', async () => {
    const id = await paidCompleted(0, { noInvoice: true });
    const e = await fails(app, APPROVE, { id }, admin);
    expect(e).toMatchObject({ message: 'There is no invoice to pay the worker from: the worker must send an invoice before this payout can be approved', extensions: { code: 'CONFLICT' } });
    expect(await countRows(app, 'select count(*) as n from worker_payouts where request_id = ?', [id])).toBe(0);
    expect((await app.orm.em.fork().findOneOrFail(ServiceRequest, { id })).adminApprovalStatus).toBe('pending');
  });

  it('refuses work whose balance the client has not paid', async () => {
    // Leaf Removal (seed): completed, balance unpaid.
    const e = await fails(app, APPROVE, { id: ids['Leaf Removal'] }, admin);
    expect(e).toMatchObject({ message: 'The client has not paid the balance yet', extensions: { code: 'CONFLICT' } });
    expect(await countRows(app, 'select count(*) as n from worker_payouts where request_id = ?', [ids['Leaf Removal']])).toBe(0);
  });
});

describe('reject a transaction', () => {
  const REJECT = 'mutation($id: ID!, $reason: String) { adminRejectPayment(requestId: $id, reason: $reason) { request { adminApprovalStatus adminNotes } payout { id } } }';

  it('needs a reason; without one nothing changes', async () => {
    const id = await paidCompleted(20000);
    const e = await fails(app, REJECT, { id, reason: '   ' }, admin);
    expect(e.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ path: 'reason', message: 'Please provide a reason for rejecting this transaction' }] });
    const r = await app.orm.em.fork().findOneOrFail(ServiceRequest, { id });
    expect(r.adminApprovalStatus).toBe('pending');
    expect(await countRows(app, 'select count(*) as n from audit_events where request_id = ?', [id])).toBe(0);
    const d = await ok<{ adminRejectPayment: { request: Record<string, unknown>; payout: null } }>(app, REJECT, { id, reason: 'Card dispute' }, admin);
    expect(d.adminRejectPayment).toEqual({ request: { adminApprovalStatus: 'rejected', adminNotes: 'Card dispute' }, payout: null });
    const rows = await app.orm.em.fork().getConnection().execute(`select action, after from audit_events where request_id = ? order by id`, [id]);
    expect((rows as { action: string }[]).map((x) => x.action)).toEqual(['payment_rejected', 'request_payment_rejected']);
    expect(rows[1].after).toEqual({ adminApprovalStatus: 'rejected', reason: 'Card dispute' });
    expect(await countRows(app, 'select count(*) as n from worker_payouts where request_id = ?', [id])).toBe(0);
  });

  it('approves or rejects a single consultation fee transaction', async () => {
    const p = await app.orm.em.fork().findOneOrFail(Payment, { request: ids['Lawn Mowing'], kind: 'consultation' });
    expect(p.adminApprovalStatus).toBe('pending');
    const e = await fails(app, 'mutation($id: ID!) { adminRejectTransaction(paymentId: $id) { id } }', { id: p.id }, admin);
    expect(e.extensions?.fields?.[0].path).toBe('reason');
    const d = await ok<{ adminApproveTransaction: { adminApprovalStatus: string } }>(app, 'mutation($id: ID!) { adminApproveTransaction(paymentId: $id, adminNotes: "ok") { adminApprovalStatus } }', { id: p.id }, admin);
    expect(d.adminApproveTransaction.adminApprovalStatus).toBe('approved');
    expect(await countRows(app, `select count(*) as n from audit_events where action = 'transaction_approved' and entity_id = ? and amount_cents = 10299`, [p.id])).toBe(1);
  });
});

describe('simulate client payment, past due and billing cards', () => {
  it('lists the past-due balance (7+ days) with the hand-computed amount and counts it on the cards', async () => {
    // Leaf Removal: 4 h x $40 + 24 mi x $0.67 = $176.08; +12% = $21.13; tax 9.75% of $197.21 = $19.23; +$2.99 = $219.43; less $100 = $119.43.
    const d = await ok<{ adminPastDueBalances: { items: { requestId: string; balanceDueCents: number; daysPastDue: number; clientEmail: string }[]; pageInfo: { hasNextPage: boolean } } }>(app, '{ adminPastDueBalances { items { requestId balanceDueCents daysPastDue clientEmail } pageInfo { hasNextPage } } }', {}, admin);
    expect(d.adminPastDueBalances).toEqual({ items: [{ requestId: String(ids['Leaf Removal']), balanceDueCents: 11943, daysPastDue: 20, clientEmail: EMAILS.client2 }], pageInfo: { hasNextPage: false } });
    const s = await ok<{ adminBillingStats: { pastDueCount: number; pastDueTotalCents: number } }>(app, '{ adminBillingStats { pastDueCount pastDueTotalCents } }', {}, admin);
    expect(s.adminBillingStats).toMatchObject({ pastDueCount: 1, pastDueTotalCents: 11943 });
  });

  it('finds past-due balances in SQL with the same balance as billingBreakdown', async () => {
    // fee: a request's own consultation fee ($100, or 0 on a series' later visit).
    const rows = await app.orm.em.fork().getConnection().execute<{ cost: number; tip: number; special: boolean; fee: number; due: string }[]>(
      `select cost, tip, special, fee, ${balanceDueSql('cost', 'tip', 'special', 'fee')} as due
         from generate_series(0, 40000, 7) cost, (values (0), (1), (150), (2500)) tips(tip), (values (false), (true)) specials(special), (values (10000), (0)) fees(fee)`,
    );
    expect(rows.length).toBeGreaterThan(40000);
    const wrong = rows.filter((r) => Number(r.due) !== billingBreakdown({ serviceCostCents: r.cost, tipCents: r.tip, hundredDollarSpecial: r.special, consultationFeeCents: r.fee }).balanceDueCents);
    expect(wrong).toEqual([]);
  });

  it('takes exactly the balance due once, puts the request in the review queue and publishes to subscribed admins', async () => {
    const id = ids['Leaf Removal'];
    const SIM = 'mutation($id: ID!, $a: SafeInt) { adminSimulateClientPayment(requestId: $id, paymentAmountCents: $a) { request { invoicePaid balancePaid adminApprovalStatus } } }';
    const wrong = await fails(app, SIM, { id, a: 100 }, admin);
    expect(wrong.extensions?.fields?.[0]).toEqual({ path: 'paymentAmountCents', message: 'The amount due is $119.43' });

    const ws = createClient({ url: app.url.replace('http', 'ws') + '/graphql', webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${admin}` }, retryAttempts: 0 });
    const events: { requestId: string; kind: string }[] = [];
    let subscribed!: () => void;
    const heard = new Promise<void>((resolve) => {
      subscribed = ws.subscribe({ query: 'subscription { adminReviewChanged { requestId kind } }' }, {
        next: (v) => { events.push((v.data as { adminReviewChanged: { requestId: string; kind: string } }).adminReviewChanged); resolve(); },
        error: () => resolve(),
        complete: () => undefined,
      });
    });
    // The subscription is live once the server acknowledges it; a ping round-trip orders it before the mutation.
    await new Promise<void>((resolve) => ws.on('connected', () => resolve()));

    const d = await ok<{ adminSimulateClientPayment: { request: Record<string, unknown> } }>(app, SIM, { id, a: 11943 }, admin);
    expect(d.adminSimulateClientPayment.request).toEqual({ invoicePaid: true, balancePaid: true, adminApprovalStatus: 'pending' });
    await heard;
    subscribed();
    await ws.dispose();
    expect(events[0]).toEqual({ requestId: String(id), kind: 'balance_paid' });
    const again = await fails(app, SIM, { id }, admin);
    expect(again.extensions?.code).toBe('CONFLICT');
    expect(await countRows(app, `select count(*) as n from payments where request_id = ? and kind = 'balance'`, [id])).toBe(1);
    expect(await countRows(app, `select count(*) as n from audit_events where action = 'client_payment_simulated' and request_id = ? and amount_cents = 11943`, [id])).toBe(1);
    const q = await ok<{ adminReviewQueue: { items: { id: string }[] } }>(app, '{ adminReviewQueue { items { id } } }', {}, admin);
    expect(q.adminReviewQueue.items.map((r) => Number(r.id))).toContain(id);
  });
});

describe('invoices (admin)', () => {
  const EDIT = `mutation($i: AdminEditInvoiceInput!) { adminEditInvoice(input: $i) { newTotalCents originalTotalCents differenceCents invoice { status lastEditedBy editReason finalAmountCents } lineItems { description quantity rateCents amountCents } } }`;

  it('requires an edit reason and changes nothing without one', async () => {
    const inv = await app.orm.em.fork().findOneOrFail(Invoice, { request: ids['Appliance Repair'] });
    const e = await fails(app, EDIT, { i: { invoiceId: inv.id, editReason: ' ', lineItems: [{ type: 'labor', description: 'Labor Hours', quantity: 1, rateCents: 100 }] } }, admin);
    expect(e).toMatchObject({ message: 'Edit Reason Required', extensions: { code: 'BAD_USER_INPUT', fields: [{ path: 'editReason', message: 'Please provide a reason for editing this invoice.' }] } });
    const same = await app.orm.em.fork().findOneOrFail(Invoice, { id: inv.id });
    expect([same.finalAmountCents, same.status]).toEqual([22400, 'pending_approval']);
  });

  it('auto-approves an admin edit with lastEditedBy admin, and returns the new total, the original and the difference', async () => {
    const inv = await app.orm.em.fork().findOneOrFail(Invoice, { request: ids['Appliance Repair'] });
    // Original: 3 h x $45 + drain pump $89 = $224.00. New: 2.5 h x $45 + $89 = $201.50.
    const d = await ok<{ adminEditInvoice: Record<string, unknown> }>(app, EDIT, {
      i: { invoiceId: inv.id, editReason: 'Labor was 2.5 hours', notes: 'Adjusted', lineItems: [{ type: 'labor', description: 'Labor Hours', quantity: 2.5, rateCents: 4500 }, { type: 'material', description: 'Drain pump', quantity: 1, rateCents: 8900 }] },
    }, admin);
    expect(d.adminEditInvoice).toEqual({
      newTotalCents: 20150, originalTotalCents: 22400, differenceCents: -2250,
      invoice: { status: 'approved', lastEditedBy: 'admin', editReason: 'Labor was 2.5 hours', finalAmountCents: 20150 },
      lineItems: [{ description: 'Labor Hours', quantity: 2.5, rateCents: 4500, amountCents: 11250 }, { description: 'Drain pump', quantity: 1, rateCents: 8900, amountCents: 8900 }],
    });
    const [row] = await app.orm.em.fork().getConnection().execute(`select amount_cents, before, after from audit_events where action = 'invoice_edited' and entity_id = ?`, [inv.id]);
    expect(row.amount_cents).toBe(-2250);
    expect(row.before).toMatchObject({ status: 'pending_approval', finalAmountCents: 22400 });
    expect(row.after).toMatchObject({ status: 'approved', finalAmountCents: 20150, lastEditedBy: 'admin' });
  });

  it('refuses an edit made on a stale copy of the invoice (another admin saved first)', async () => {
    const inv = await app.orm.em.fork().findOneOrFail(Invoice, { request: ids['Appliance Repair'] });
    const d = await ok<{ adminRequestInvoice: { version: number } }>(app, 'query($id: ID!) { adminRequestInvoice(requestId: $id) { version } }', { id: ids['Appliance Repair'] }, admin);
    expect(d.adminRequestInvoice.version).toBe(inv.version);
    const e = await fails(app, EDIT, { i: { invoiceId: inv.id, expectedVersion: inv.version - 1, editReason: 'x', lineItems: [{ type: 'labor', description: 'Labor Hours', quantity: 1, rateCents: 100 }] } }, admin);
    expect(e.extensions?.code).toBe('CONFLICT');
    expect((await app.orm.em.fork().findOneOrFail(Invoice, { id: inv.id })).finalAmountCents).toBe(20150);
  });

  it('approves a worker\'s invoice waiting for approval once', async () => {
    const em = app.orm.em.fork();
    const inv = await em.findOneOrFail(Invoice, { request: ids['Appliance Repair'] });
    inv.status = 'pending_approval';
    inv.lastEditedBy = 'worker';
    await em.flush();
    const d = await ok<{ adminApproveInvoice: { status: string } }>(app, 'mutation($id: ID!) { adminApproveInvoice(id: $id) { status } }', { id: inv.id }, admin);
    expect(d.adminApproveInvoice.status).toBe('approved');
    const again = await fails(app, 'mutation($id: ID!) { adminApproveInvoice(id: $id) { status } }', { id: inv.id }, admin);
    expect(again.extensions?.code).toBe('CONFLICT');
    expect(await countRows(app, `select count(*) as n from audit_events where action = 'invoice_approved' and entity_id = ?`, [inv.id])).toBe(1);
  });

  it('deletes an unpaid invoice with its lines (audited), but never a paid one', async () => {
    const em = app.orm.em.fork();
    const inv = await em.findOneOrFail(Invoice, { request: ids['Appliance Repair'] });
    const d = await ok<{ adminDeleteInvoice: boolean }>(app, 'mutation($id: ID!) { adminDeleteInvoice(id: $id) }', { id: inv.id }, admin);
    expect(d.adminDeleteInvoice).toBe(true);
    expect(await countRows(app, 'select count(*) as n from invoices where id = ?', [inv.id])).toBe(0);
    expect(await countRows(app, 'select count(*) as n from invoice_line_items where invoice_id = ?', [inv.id])).toBe(0);
    const [row] = await em.getConnection().execute(`select before, after from audit_events where action = 'invoice_deleted' and entity_id = ?`, [inv.id]);
    expect(row).toMatchObject({ before: { finalAmountCents: 20150 }, after: null });
    const paid = await em.findOneOrFail(Invoice, { request: ids['Interior Painting'] });
    const e = await fails(app, 'mutation($id: ID!) { adminDeleteInvoice(id: $id) }', { id: paid.id }, admin);
    expect(e.extensions?.code).toBe('CONFLICT');
  });
});

describe('Project Workflow (admin)', () => {
  it('schedules the inspection, then approves the project and payout only with inspection notes -> closed_successful', async () => {
    const id = ids['Bathroom Remodel'];
    const s = await ok<{ adminScheduleInspection: { inspectionDate: string } }>(app, 'mutation($id: ID!) { adminScheduleInspection(requestId: $id, inspectionDate: "2030-03-04T15:00:00.000Z") { inspectionDate } }', { id }, admin);
    expect(s.adminScheduleInspection.inspectionDate).toBe('2030-03-04T15:00:00.000Z');
    const PAYOUT = 'mutation($id: ID!, $n: String) { approvePayout(requestId: $id, inspectionNotes: $n) { message request { status inspectionNotes } payout { amountCents serviceCostCents timing status } } }';
    const blank = await fails(app, PAYOUT, { id, n: '  ' }, admin);
    expect(blank.extensions?.fields).toEqual([{ path: 'inspectionNotes', message: 'Inspection notes are required to approve the project' }]);
    expect((await app.orm.em.fork().findOneOrFail(ServiceRequest, { id })).status).toBe('closed_pending_review');
    // No payout before the client has paid: the project's balance is still due.
    const unpaid = await fails(app, PAYOUT, { id, n: 'Tile and fixtures inspected, all good.' }, admin);
    expect(unpaid).toMatchObject({ message: 'Only $102.99 of the $5,021.12 billed for this job has been collected: no payout until it is paid', extensions: { code: 'CONFLICT' } });
    // The balance ($4,918.13) is recorded as the admin's simulated client payment (the simulated card declines amounts ending in .13).
    await ok(app, 'mutation($id: ID!) { adminSimulateClientPayment(requestId: $id) { request { balancePaid } } }', { id }, admin);
    // Invoice: 40 h x $65 + $1,480 tile and fixtures = $4,080.00; 90% = $3,672.00, photo review band, released after inspection.
    const d = await ok<{ approvePayout: Record<string, unknown> }>(app, PAYOUT, { id, n: 'Tile and fixtures inspected, all good.' }, admin);
    expect(d.approvePayout).toEqual({
      message: 'Project approved - worker payout processed',
      request: { status: 'closed_successful', inspectionNotes: 'Tile and fixtures inspected, all good.' },
      payout: { amountCents: 367200, serviceCostCents: 408000, timing: 'photo_review', status: 'approved' },
    });
    const actions = (await app.orm.em.fork().getConnection().execute(`select action from audit_events where request_id = ? order by id`, [id])).map((r) => (r as { action: string }).action);
    expect(actions).toEqual(['inspection_scheduled', 'client_payment_simulated', 'project_approved', 'payout_created']);
    const again = await fails(app, PAYOUT, { id, n: 'again' }, admin);
    expect(again.extensions?.code).toBe('CONFLICT');
    expect(await app.orm.em.fork().count(WorkerPayout, { request: id })).toBe(1);
  });

  it('approves no project without an approved invoice to pay from (no $0.00 payout)', async () => {
    const em = app.orm.em.fork();
    const cat = await em.findOneOrFail(ServiceCategory, { name: 'Home Improvements' });
    const client = await em.findOneOrFail(Client, { email: EMAILS.client });
    const provider = await em.findOneOrFail(ServiceProvider, { email: EMAILS.worker3 });
    const r = em.create(ServiceRequest, {
      title: 'Deck Rebuild', description: 'x', category: cat, client, provider, clientName: client.name, address: { street: '1 Main', city: 'Nashville', state: 'TN', zipCode: '37203' },
      status: 'closed_pending_review', appointmentFeePaid: true, paymentStatus: 'paid',
    });
    await em.flush();
    const PAYOUT = 'mutation($id: ID!, $n: String) { approvePayout(requestId: $id, inspectionNotes: $n) { message payout { amountCents } } }';
    const none = await fails(app, PAYOUT, { id: r.id, n: 'Looks good' }, admin);
    expect(none).toMatchObject({ message: 'There is no invoice to pay the worker from: the worker must send an invoice before this payout can be approved', extensions: { code: 'CONFLICT' } });
    const inv = em.create(Invoice, { invoiceNumber: `INV-${r.id}-2026`, request: r, provider, client, subtotalCents: 90000, finalAmountCents: 90000, status: 'pending_approval' });
    em.create(InvoiceLineItem, { invoice: inv, position: 0, type: 'labor', description: 'Deck', quantityHundredths: 100, rateCents: 90000, amountCents: 90000 });
    await em.flush();
    const unapproved = await fails(app, PAYOUT, { id: r.id, n: 'Looks good' }, admin);
    expect(unapproved).toMatchObject({ message: 'Approve the worker\'s invoice first', extensions: { code: 'CONFLICT' } });
    expect((await app.orm.em.fork().findOneOrFail(ServiceRequest, { id: r.id })).status).toBe('closed_pending_review');
    expect(await countRows(app, 'select count(*) as n from worker_payouts where request_id = ?', [r.id])).toBe(0);
    await ok(app, 'mutation($id: ID!) { adminApproveInvoice(id: $id) { id } }', { id: inv.id }, admin);
    // The client's money: the consultation fee, then the balance of the approved invoice.
    em.create(Payment, { request: r, client, kind: 'consultation', amountCents: 10299, method: 'card', status: 'succeeded', gatewayTransactionId: `sim_deck_${r.id}`, idempotencyKey: `deck:${r.id}`, adminApprovalStatus: 'approved' });
    await em.flush();
    await ok(app, 'mutation($id: ID!) { adminSimulateClientPayment(requestId: $id) { request { balancePaid } } }', { id: r.id }, admin);
    const d = await ok<{ approvePayout: { payout: { amountCents: number } } }>(app, PAYOUT, { id: r.id, n: 'Looks good' }, admin);
    expect(d.approvePayout.payout.amountCents).toBe(81000);
  });

  it('lists payouts with the worker and the job', async () => {
    const d = await ok<{ adminPayouts: { items: { providerName: string; requestTitle: string; payout: { amountCents: number } }[] } }>(app, '{ adminPayouts { items { providerName requestTitle payout { amountCents } } } }', {}, admin);
    expect(d.adminPayouts.items).toEqual(expect.arrayContaining([{ providerName: 'Sam Carter', requestTitle: 'Bathroom Remodel', payout: { amountCents: 367200 } }]));
  });
});
