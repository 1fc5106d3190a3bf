import { startTestApp, signIn, type TestApp } from '../support/app';
import { categoryId } from '../support/worker-fixtures';
import { print } from 'graphql';
import { CREATE, wizardInput } from '../server/client-support';
import { ledgerViolations } from './ledger-invariants';

/**
 * The audit trail of one full job, replayed: request, consultation payment, worker accept,
 * invoice, admin approvals, balance payment and payout. Every money movement and admin
 * decision is an AuditEvent, and folding the events gives the payments, invoice and payout
 * tables to the cent.
 */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ seed: true });
}, 120_000);
afterAll(() => app?.close());

async function ok<T>(query: string, variables: Record<string, unknown>, token: string): Promise<T> {
  const r = await app.gql<T>(query, variables, token);
  if (r.errors?.length) throw new Error(`${query.slice(0, 60)}: ${JSON.stringify(r.errors)}`);
  return r.data as T;
}

interface Event {
  id: number;
  action: string;
  actor_role: string;
  entity_type: string;
  entity_id: number;
  amount_cents: number | null;
}

const sql = <T>(q: string, params: unknown[] = []) => app.orm.em.fork().getConnection().execute<T[]>(q, params);

describe('audit trail of a full job', () => {
  it('records every money movement and admin decision, and reconciles with payments, invoices and payouts to the cent', async () => {
    const client = await signIn(app, 'client@demo.elite');
    const worker = await signIn(app, 'worker@demo.elite');
    const admin = await signIn(app, 'admin@demo.elite');

    // 1. The client's request and its $102.99 consultation fee.
    const created = await ok<{ createServiceRequest: { id: string } }>(print(CREATE), { i: wizardInput(await categoryId(app, 'House Cleaning'), { title: 'Audit replay clean' }) }, client);
    const id = created.createServiceRequest.id;
    const fee = await ok<{ processPayment: { payment: { id: string; amountCents: number } } }>(
      'mutation($i: ProcessPaymentInput!) { processPayment(input: $i) { payment { id amountCents } } }',
      { i: { kind: 'consultation', requestId: id, method: 'card', idempotencyKey: `audit-fee-${id}` } },
      client,
    );
    expect(fee.processPayment.payment.amountCents).toBe(10299);
    // 2. An admin approves that transaction.
    await ok('mutation($p: ID!) { adminApproveTransaction(paymentId: $p) { id } }', { p: fee.processPayment.payment.id }, admin);
    // 3. The worker accepts, invoices 2 h x $100 + $50 of materials = $250.00, and completes.
    await ok('mutation($id: ID!) { acceptJob(requestId: $id) { id } }', { id }, worker);
    const inv = await ok<{ createJobInvoice: { id: string; finalAmountCents: number } }>(
      'mutation($i: CreateJobInvoiceInput!) { createJobInvoice(input: $i) { id finalAmountCents } }',
      { i: { requestId: id, lineItems: [{ type: 'labor', description: 'Cleaning', quantity: 2, rate: 100 }, { type: 'material', description: 'Supplies', quantity: 1, rate: 50 }] } },
      worker,
    );
    expect(inv.createJobInvoice.finalAmountCents).toBe(25000);
    // 4. An admin approves the invoice; the worker completes the job.
    await ok('mutation($id: ID!) { adminApproveInvoice(id: $id) { id } }', { id: inv.createJobInvoice.id }, admin);
    await ok('mutation($id: ID!) { completeJob(requestId: $id) { id } }', { id }, worker);
    // 5. The client pays the balance: $250 + 12% platform fee $30 + 9.75% tax on $280 $27.30 + $2.99 processing - $100 credit = $210.29.
    const balance = await ok<{ processPayment: { payment: { id: string; amountCents: number } } }>(
      'mutation($i: ProcessPaymentInput!) { processPayment(input: $i) { payment { id amountCents } } }',
      { i: { kind: 'balance', requestId: id, method: 'card', idempotencyKey: `audit-balance-${id}` } },
      client,
    );
    expect(balance.processPayment.payment.amountCents).toBe(21029);
    // 6. An admin approves the payment and releases the worker's funds: 90% of $250 = $225.00.
    const decision = await ok<{ approvePayout: { payout: { id: string; amountCents: number } } }>('mutation($id: ID!) { approvePayout(requestId: $id) { payout { id amountCents } } }', { id }, admin);
    expect(decision.approvePayout.payout.amountCents).toBe(22500);

    // ---- Replay the audit trail of this job, oldest first.
    const events = await sql<Event>('select id, action, actor_role, entity_type, entity_id, amount_cents from audit_events where request_id = ? order by id', [Number(id)]);
    const of = (action: string) => events.filter((e) => e.action === action);
    const payments = await sql<{ id: number; kind: string; amount_cents: number; status: string; admin_approval_status: string }>('select id, kind, amount_cents, status, admin_approval_status from payments where request_id = ? order by id', [Number(id)]);
    const invoices = await sql<{ id: number; final_amount_cents: number; status: string }>('select id, final_amount_cents, status from invoices where request_id = ?', [Number(id)]);
    const payouts = await sql<{ id: number; amount_cents: number }>('select id, amount_cents from worker_payouts where request_id = ?', [Number(id)]);

    // Money in: one payment_received event per succeeded payment, same id, same cents.
    const received = of('payment_received');
    expect(received.map((e) => [e.entity_id, e.amount_cents])).toEqual(payments.filter((p) => p.status === 'succeeded').map((p) => [p.id, p.amount_cents]));
    const paidIn = received.reduce((s, e) => s + (e.amount_cents ?? 0), 0);
    expect(paidIn).toBe(payments.reduce((s, p) => s + p.amount_cents, 0));
    expect(paidIn).toBe(10299 + 21029);

    // Admin decisions: each approved payment has exactly one approval event by an admin (one transaction, or with the job's payment).
    const approved = events.filter((e) => e.entity_type === 'payment' && (e.action === 'payment_approved' || e.action === 'transaction_approved'));
    expect(approved.map((e) => e.entity_id).sort()).toEqual(payments.filter((p) => p.admin_approval_status === 'approved').map((p) => p.id).sort());
    expect(approved.every((e) => e.actor_role === 'admin')).toBe(true);
    expect(of('request_payment_approved')).toHaveLength(1);

    // The invoice: created for its amount, approved once by an admin; the last amount event is the stored total.
    expect(invoices).toHaveLength(1);
    const invoiceEvents = events.filter((e) => e.entity_type === 'invoice' && e.entity_id === invoices[0].id);
    expect(invoiceEvents.map((e) => e.action)).toEqual(['invoice_created', 'invoice_approved']);
    expect(invoiceEvents[0].amount_cents).toBe(invoices[0].final_amount_cents);
    expect(invoiceEvents[1].actor_role).toBe('admin');

    // Money out: one payout_created event, the payout's cents.
    expect(of('payout_created').map((e) => [e.entity_id, e.amount_cents])).toEqual(payouts.map((p) => [p.id, p.amount_cents]));
    expect(payouts[0].amount_cents).toBe(22500);

    // The worker's accept is there too; and the trail is in the order the job happened.
    expect(of('job_accepted')).toHaveLength(1);
    const order = events.map((e) => e.action).filter((a) => ['payment_received', 'transaction_approved', 'payment_approved', 'job_accepted', 'invoice_created', 'invoice_approved', 'payout_created'].includes(a));
    expect(order).toEqual(['payment_received', 'transaction_approved', 'job_accepted', 'invoice_created', 'invoice_approved', 'payment_received', 'payment_approved', 'payout_created']);

    // Platform's take reconciles: money in - payout - tax - processing = platform fee + consultation kept.
    const platform = paidIn - payouts[0].amount_cents;
    expect(platform).toBe(31328 - 22500);

    // Every request of the demo data and this job: payouts within 90% of money collected plus tips;
    // the billing view, checkout's quote and the ledger agree.
    expect(await ledgerViolations(app)).toEqual([]);

    // The trail is append-only: the database refuses to change or delete an event.
    await expect(sql('update audit_events set amount_cents = 0 where id = ?', [events[0].id])).rejects.toThrow();
    await expect(sql('delete from audit_events where id = ?', [events[0].id])).rejects.toThrow();
  });
});
