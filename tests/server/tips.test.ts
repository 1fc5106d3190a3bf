import { startTestApp, signIn, type TestApp } from '../support/app';
import { errorOf, makeApprovedWorker, makeRequest, type WorkerFixture } from '../support/worker-fixtures';
import { EMAILS, countRows, ok } from './admin-helpers';
import { call } from '../rest/rest-client';

/**
 * Tips (issue 41): 15%, 20% or 25% of the service cost (or any amount) with the balance, or
 * added up to 7 days after the job was paid as a separate charge through the same payment
 * attempts. 100% goes to the worker: the payout, the worker's earnings, the request's billing
 * and the admin's revenue show it apart from the service cost and agree to the cent.
 */
let app: TestApp;
let worker: WorkerFixture;
let client: string;
let admin: string;

beforeAll(async () => {
  app = await startTestApp({ seed: true });
  worker = await makeApprovedWorker(app, { email: 'tips-worker@example.com', categories: ['House Cleaning'] });
  client = await signIn(app, EMAILS.client);
  admin = await signIn(app, EMAILS.admin);
}, 120_000);
afterAll(() => app?.close());

const PAY = 'mutation($i: ProcessPaymentInput!) { processPayment(input: $i) { payment { id kind amountCents tipCents } request { id balancePaid } } }';
const TIP = 'mutation($id: ID!, $t: SafeInt!, $k: String!) { addTip(requestId: $id, tipCents: $t, idempotencyKey: $k) { payment { id kind amountCents tipCents } request { id } } }';
const QUOTE = 'query($id: ID!) { checkoutQuote(requestId: $id) { dueFor amountCents serviceCostCents tipCents tipOpenUntil } }';
const PAYOUT = 'mutation($id: ID!) { approvePayout(requestId: $id) { payout { amountCents tipCents serviceCostCents } } }';
const EARNINGS = '{ workerEarnings { jobs { request { id } serviceCostCents payoutCents tipCents } } }';
const BILLING = 'query($id: ID!) { serviceRequest(id: $id) { billing { serviceCostCents tipCents workerPayoutCents balanceDueCents } } }';
const REVENUE = '{ adminRevenue { totalRevenueCents consultationCents balanceCents tipsCents } }';

type Paid = { payment: { id: string; kind: string; amountCents: number; tipCents: number }; request: { id: string } };

/** A $140.00 cleaning: the fee paid, the job invoiced at $140, the invoice approved, the job completed. */
async function finishedJob(title: string): Promise<string> {
  const id = String(await makeRequest(app, { category: 'House Cleaning', title, paid: false }));
  await ok(app, PAY, { i: { requestId: id, kind: 'consultation', method: 'card', idempotencyKey: `fee-${title}` } }, client);
  await ok(app, 'mutation($id: ID!) { acceptJob(requestId: $id) { id } }', { id }, worker.token);
  const inv = await ok<{ createJobInvoice: { id: string } }>(app, 'mutation($i: CreateJobInvoiceInput!) { createJobInvoice(input: $i) { id } }', { i: { requestId: id, lineItems: [{ type: 'labor', description: 'Cleaning', quantity: 1, rate: 140 }] } }, worker.token);
  await ok(app, 'mutation($id: ID!) { adminApproveInvoice(id: $id) { id } }', { id: inv.createJobInvoice.id }, admin);
  await ok(app, 'mutation($id: ID!) { completeJob(requestId: $id) { id } }', { id }, worker.token);
  return id;
}


describe('a tip of 20% on a $140 service', () => {
  it('with the balance: the worker is paid $28.00 more, in the payout, the earnings, the billing and the revenue', async () => {
    const id = await finishedJob('Tip with the balance');
    const { checkoutQuote: q } = await ok<{ checkoutQuote: { dueFor: string; amountCents: number; serviceCostCents: number } }>(app, QUOTE, { id }, client);
    expect(q).toMatchObject({ dueFor: 'balance', serviceCostCents: 14000 });
    // $140 + 12% $16.80 + 9.75% tax $15.29 + $2.99 - the $100 credit = $75.08; 20% of $140 = $28.00.
    expect(q.amountCents).toBe(7508);
    const tip = Math.round(q.serviceCostCents * 0.2);
    expect(tip).toBe(2800);
    const before = await ok<{ adminRevenue: { tipsCents: number; balanceCents: number } }>(app, REVENUE, {}, admin);

    const paid = await ok<{ processPayment: Paid }>(app, PAY, { i: { requestId: id, kind: 'balance', method: 'card', idempotencyKey: 'balance-with-tip', tipCents: tip, expectedAmountCents: q.amountCents + tip } }, client);
    expect(paid.processPayment.payment).toMatchObject({ kind: 'balance', amountCents: 10308, tipCents: 2800 });

    const { approvePayout } = await ok<{ approvePayout: { payout: { amountCents: number; tipCents: number; serviceCostCents: number } } }>(app, PAYOUT, { id }, admin);
    // 90% of $140 = $126.00, plus the whole tip.
    expect(approvePayout.payout).toEqual({ serviceCostCents: 14000, amountCents: 12600 + 2800, tipCents: 2800 });

    const { workerEarnings } = await ok<{ workerEarnings: { jobs: { request: { id: string }; payoutCents: number; tipCents: number }[] } }>(app, EARNINGS, {}, worker.token);
    expect(workerEarnings.jobs.find((j) => j.request.id === id)).toMatchObject({ payoutCents: 15400, tipCents: 2800 });

    const { serviceRequest } = await ok<{ serviceRequest: { billing: { tipCents: number; workerPayoutCents: number; serviceCostCents: number } } }>(app, BILLING, { id }, client);
    expect(serviceRequest.billing).toMatchObject({ serviceCostCents: 14000, tipCents: 2800, workerPayoutCents: 15400 });

    // The client's receipt (billing history) shows the tip inside the total.
    const { myBilling } = await ok<{ myBilling: { items: { requestId: string; totalCents: number; tipCents: number }[] } }>(app, '{ myBilling(first: 50) { items { requestId totalCents tipCents } } }', {}, client);
    expect(myBilling.items.find((e) => String(e.requestId) === id)).toMatchObject({ totalCents: 10299 + 10308, tipCents: 2800 });

    const after = await ok<{ adminRevenue: { tipsCents: number; balanceCents: number } }>(app, REVENUE, {}, admin);
    expect(after.adminRevenue.tipsCents - before.adminRevenue.tipsCents).toBe(2800);
    expect(after.adminRevenue.balanceCents - before.adminRevenue.balanceCents).toBe(7508);
  });

  it('added after payment (addTip): the payout already made grows by $28.00; the same key never charges twice; a second tip is refused', async () => {
    const id = await finishedJob('Tip added later');
    const q = (await ok<{ checkoutQuote: { amountCents: number } }>(app, QUOTE, { id }, client)).checkoutQuote;
    await ok(app, PAY, { i: { requestId: id, kind: 'balance', method: 'card', idempotencyKey: 'balance-no-tip', expectedAmountCents: q.amountCents } }, client);
    const made = await ok<{ approvePayout: { payout: { amountCents: number; tipCents: number } } }>(app, PAYOUT, { id }, admin);
    expect(made.approvePayout.payout).toMatchObject({ amountCents: 12600, tipCents: 0 });
    const open = (await ok<{ checkoutQuote: { dueFor: string; tipOpenUntil: string | null } }>(app, QUOTE, { id }, client)).checkoutQuote;
    expect(open.dueFor).toBe('none');
    expect(open.tipOpenUntil).not.toBeNull();

    const first = await ok<{ addTip: Paid }>(app, TIP, { id, t: 2800, k: 'tip-later-1' }, client);
    expect(first.addTip.payment).toMatchObject({ kind: 'tip', amountCents: 2800, tipCents: 2800 });
    const again = await ok<{ addTip: Paid }>(app, TIP, { id, t: 2800, k: 'tip-later-1' }, client);
    expect(again.addTip.payment.id).toBe(first.addTip.payment.id);
    expect(await countRows(app, `select count(*) as n from payments where request_id = ? and kind = 'tip'`, [Number(id)])).toBe(1);
    expect(await countRows(app, `select count(*) as n from payment_attempts where request_id = ? and kind = 'tip'`, [Number(id)])).toBe(1);

    const second = errorOf(await app.gql(TIP, { id, t: 500, k: 'tip-later-2' }, client));
    expect(second.code).toBe('CONFLICT');
    expect(second.message).toMatch(/already has a tip of \$28\.00/);

    const payout = await app.orm.em.fork().getConnection().execute<{ amount_cents: number; tip_cents: number }[]>('select amount_cents, tip_cents from worker_payouts where request_id = ?', [Number(id)]);
    expect(payout[0]).toEqual({ amount_cents: 15400, tip_cents: 2800 });
    const { workerEarnings } = await ok<{ workerEarnings: { jobs: { request: { id: string }; payoutCents: number; tipCents: number }[] } }>(app, EARNINGS, {}, worker.token);
    expect(workerEarnings.jobs.find((j) => j.request.id === id)).toMatchObject({ payoutCents: 15400, tipCents: 2800 });
    // The payer hears of it, and so does the worker.
    const notes = await app.orm.em.fork().getConnection().execute<{ type: string; user_id: number; message: string }[]>("select type, user_id, message from notifications where type in ('tip_added', 'tip_received') and (data->>'requestId')::int = ?", [Number(id)]);
    expect(notes.map((n) => n.type).sort()).toEqual(['tip_added', 'tip_received']);
    expect(notes.find((n) => n.type === 'tip_received')).toMatchObject({ user_id: worker.userId, message: expect.stringContaining('$28.00') });
  });

  it('REST twin: POST /api/service-requests/{id}/tip answers the tip and the payer notice', async () => {
    const id = await finishedJob('Tip over REST');
    const q = (await ok<{ checkoutQuote: { amountCents: number } }>(app, QUOTE, { id }, client)).checkoutQuote;
    await ok(app, PAY, { i: { requestId: id, kind: 'balance', method: 'card', idempotencyKey: 'balance-rest', expectedAmountCents: q.amountCents } }, client);
    const r = await call(app, 'POST', `/api/service-requests/${id}/tip`, { token: client, body: { tipCents: 2100, idempotencyKey: 'rest-tip-1' } });
    expect(r.status).toBe(200);
    expect(r.body.payment).toMatchObject({ amount: 21, tip: 21 });
    expect(r.body.notifications.map((n: { type: string }) => n.type)).toEqual(['tip_added']);
    const bad = await call(app, 'POST', `/api/service-requests/${id}/tip`, { token: client, body: { tipCents: -5, idempotencyKey: 'rest-tip-2' } });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toMatch(/tipCents/);
  });

  it("the tip's answer carries checkout as it now stands: the tip recorded, no more tip to add", async () => {
    const id = await finishedJob('Tip answer carries checkout');
    const q = (await ok<{ checkoutQuote: { amountCents: number } }>(app, QUOTE, { id }, client)).checkoutQuote;
    await ok(app, PAY, { i: { requestId: id, kind: 'balance', method: 'card', idempotencyKey: 'balance-then-tip-answer', expectedAmountCents: q.amountCents } }, client);
    const TIP_WITH_QUOTE = 'mutation($id: ID!, $t: SafeInt!, $k: String!) { addTip(requestId: $id, tipCents: $t, idempotencyKey: $k) { payment { id } checkoutQuote { requestId dueFor amountCents tipCents tipOpenUntil } } }';
    const answered = await ok<{ addTip: { checkoutQuote: Record<string, unknown> } }>(app, TIP_WITH_QUOTE, { id, t: 2100, k: 'tip-answer-quote' }, client);
    expect(answered.addTip.checkoutQuote).toEqual({ requestId: id, dueFor: 'none', amountCents: 0, tipCents: 2100, tipOpenUntil: null });
    // The same as checkout asked afresh.
    const asked = (await ok<{ checkoutQuote: Record<string, unknown> }>(app, QUOTE, { id }, client)).checkoutQuote;
    expect(asked).toMatchObject({ dueFor: 'none', amountCents: 0, tipCents: 2100, tipOpenUntil: null });
  });
});

describe('limits', () => {
  it('a tip can be added only up to 7 days after the job was paid', async () => {
    const id = await finishedJob('Tip too late');
    const q = (await ok<{ checkoutQuote: { amountCents: number } }>(app, QUOTE, { id }, client)).checkoutQuote;
    await ok(app, PAY, { i: { requestId: id, kind: 'balance', method: 'card', idempotencyKey: 'balance-late', expectedAmountCents: q.amountCents } }, client);
    await app.orm.em.fork().getConnection().execute(`update service_requests set invoice_payment_date = now() - interval '7 days 1 hour' where id = ?`, [Number(id)]);
    expect((await ok<{ checkoutQuote: { tipOpenUntil: string | null } }>(app, QUOTE, { id }, client)).checkoutQuote.tipOpenUntil).toBeNull();
    const late = errorOf(await app.gql(TIP, { id, t: 2800, k: 'tip-too-late' }, client));
    expect(late.code).toBe('CONFLICT');
    expect(late.message).toMatch(/7 days/);
    expect(await countRows(app, `select count(*) as n from payments where request_id = ? and kind = 'tip'`, [Number(id)])).toBe(0);
    // Six days and 23 hours after: still open.
    await app.orm.em.fork().getConnection().execute(`update service_requests set invoice_payment_date = now() - interval '6 days 23 hours' where id = ?`, [Number(id)]);
    expect((await ok<{ addTip: Paid }>(app, TIP, { id, t: 2800, k: 'tip-in-time' }, client)).addTip.payment.amountCents).toBe(2800);
  });

  it('bad amounts are refused naming tipCents, and change nothing', async () => {
    const id = await finishedJob('Tip bad amounts');
    const q = (await ok<{ checkoutQuote: { amountCents: number } }>(app, QUOTE, { id }, client)).checkoutQuote;
    for (const t of [0, -100, 100_000_001]) {
      const e = errorOf(await app.gql(TIP, { id, t, k: `tip-bad-${t}` }, client));
      expect(e.code).toBe('BAD_USER_INPUT');
      expect(e.fields.map((f) => f.path)).toContain('tipCents');
    }
    const over = errorOf(await app.gql(PAY, { i: { requestId: id, kind: 'balance', method: 'card', idempotencyKey: 'balance-huge-tip', tipCents: 100_000_001 } }, client));
    expect(over.code).toBe('BAD_USER_INPUT');
    expect(over.fields.find((f) => f.path === 'tipCents')?.message).toMatch(/\$1,000,000/);
    const withFee = errorOf(await app.gql(PAY, { i: { requestId: id, kind: 'consultation', method: 'card', idempotencyKey: 'fee-with-tip', tipCents: 500 } }, client));
    expect(withFee.fields.map((f) => f.path)).toContain('tipCents');
    // Before the balance is paid, a tip on its own is refused: it goes with the balance.
    const early = errorOf(await app.gql(TIP, { id, t: 2800, k: 'tip-before-paid' }, client));
    expect(early.code).toBe('CONFLICT');
    expect(await countRows(app, `select count(*) as n from payment_attempts where request_id = ? and kind in ('tip', 'balance')`, [Number(id)])).toBe(0);
    expect((await ok<{ checkoutQuote: { amountCents: number } }>(app, QUOTE, { id }, client)).checkoutQuote.amountCents).toBe(q.amountCents);
  });

  it("someone else's job is NOT_FOUND, and a worker cannot tip", async () => {
    const id = await finishedJob('Tip not yours');
    const other = await signIn(app, EMAILS.client2);
    expect(errorOf(await app.gql(TIP, { id, t: 2800, k: 'tip-not-mine' }, other)).code).toBe('NOT_FOUND');
    expect(errorOf(await app.gql(TIP, { id, t: 2800, k: 'tip-worker' }, worker.token)).code).toBe('FORBIDDEN');
  });
});
