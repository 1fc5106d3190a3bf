import { Client as PgClient } from 'pg';
import { startTestApp, signIn, type TestApp } from '../support/app';
import { onPostgresServer } from '../support/db';
import { ServiceRequest } from '../../server/src/modules/requests/service-request.entity';
import { ServiceProvider } from '../../server/src/modules/providers/service-provider.entity';
import { ServiceCategory } from '../../server/src/modules/catalog/service-category.entity';
import { Client } from '../../server/src/modules/clients/client.entity';
import { Invoice } from '../../server/src/modules/invoices/invoice.entity';
import { InvoiceLineItem } from '../../server/src/modules/invoices/invoice.entity';
import { Payment } from '../../server/src/modules/payments/payment.entity';
import type { SimulatedGateway } from '../../server/src/modules/payments/payment-gateway';
import { ledgerViolations } from './ledger-invariants';
import { graphql } from '../gql';

/**
 * Money after payment: once the client paid an invoice's balance, its amount is frozen (an
 * admin edit is refused and changes nothing), a payment racing an edit is refused and its
 * charge reversed, and payouts come only from money actually collected.
 */

let app: TestApp;
let admin: string;
let client: string;
beforeAll(async () => {
  app = await startTestApp({ seed: true });
  admin = await signIn(app, 'admin@demo.elite');
  client = await signIn(app, 'client@demo.elite');
}, 120_000);
afterAll(() => app?.close());

/** A completed job of client@demo with its consultation fee collected and an approved invoice of `cents`, balance unpaid. */
async function billedJob(cents: number): Promise<{ id: number; invoiceId: number }> {
  const em = app.orm.em.fork();
  const cat = await em.findOneOrFail(ServiceCategory, { name: 'House Cleaning' });
  const c = await em.findOneOrFail(Client, { email: 'client@demo.elite' });
  const provider = await em.findOneOrFail(ServiceProvider, { email: 'worker@demo.elite' });
  const r = em.create(ServiceRequest, {
    title: `Billed ${cents}`, description: 'x', category: cat, client: c, provider, clientName: c.name, address: { street: '1 Main', city: 'Nashville', state: 'TN', zipCode: '37203' },
    status: 'completed', appointmentFeePaid: true, paymentStatus: 'paid', completedAt: new Date(), actualCostCents: cents,
  });
  await em.flush();
  const inv = em.create(Invoice, { invoiceNumber: `INV-${r.id}-2026`, request: r, provider, client: c, subtotalCents: cents, finalAmountCents: cents, status: 'approved' });
  em.create(InvoiceLineItem, { invoice: inv, position: 0, type: 'labor', description: 'Work', quantityHundredths: 100, rateCents: cents, amountCents: cents });
  em.create(Payment, { request: r, client: c, kind: 'consultation', amountCents: 10299, method: 'card', status: 'succeeded', gatewayTransactionId: `sim_fee_${r.id}`, idempotencyKey: `fee:${r.id}`, adminApprovalStatus: 'approved' });
  await em.flush();
  return { id: r.id, invoiceId: inv.id };
}

const PAY_BALANCE = graphql(`mutation MoneyAfterPaymentProcessPayment($i: ProcessPaymentInput!) { processPayment(input: $i) { payment { amountCents } } }`);
const EDIT = graphql(`mutation MoneyAfterPaymentAdminEditInvoice($i: AdminEditInvoiceInput!) { adminEditInvoice(input: $i) { newTotalCents } }`);
const QUOTE = graphql(`query MoneyAfterPaymentCheckoutQuote($id: ID!) { checkoutQuote(requestId: $id) { dueFor amountCents } }`);
const BILLING = graphql(`query MoneyAfterPaymentServiceRequest($id: ID!) { serviceRequest(id: $id) { balancePaid billing { balanceDueCents combinedTotalCents } } }`);
const APPROVE = graphql(`mutation MoneyAfterPaymentApprovePayout($id: ID!) { approvePayout(requestId: $id) { payout { amountCents serviceCostCents } } }`);

describe('an invoice after its balance is paid', () => {
  it('refuses an admin edit to $5,000, keeps billing, quote and ledger in agreement, and pays out 90% of what was paid', async () => {
    const { id, invoiceId } = await billedJob(10000);
    const paid = await app.gql(PAY_BALANCE, { i: { requestId: String(id), kind: 'balance', method: 'card', idempotencyKey: `balance-${id}` } }, client);
    // $100 + 12% $12 + 9.75% tax on $112 $10.92 + $2.99 - $100 credit = $25.91; $128.90 collected with the fee.
    expect(paid.data?.processPayment.payment.amountCents).toBe(2591);

    const edit = await app.gql(EDIT, { i: { invoiceId: String(invoiceId), editReason: 'Extra work found', lineItems: [{ type: 'labor', description: 'Work', quantity: 1, rateCents: 500000 }] } }, admin);
    expect(edit.errors?.[0]).toMatchObject({ message: expect.stringMatching(/invoice is paid: its amount is frozen/), extensions: { code: 'CONFLICT' } });
    const inv = await app.orm.em.fork().findOneOrFail(Invoice, { id: invoiceId });
    expect({ final: inv.finalAmountCents, paid: inv.paidAt !== null }).toEqual({ final: 10000, paid: true });

    const quote = await app.gql(QUOTE, { id: String(id) }, client);
    expect(quote.data?.checkoutQuote).toEqual({ dueFor: 'none', amountCents: 0 });
    const billing = await app.gql(BILLING, { id: String(id) }, client);
    expect(billing.data?.serviceRequest).toEqual({ balancePaid: true, billing: { balanceDueCents: 2591, combinedTotalCents: 12890 } });

    const approved = await app.gql(APPROVE, { id: String(id) }, admin);
    expect(approved.data?.approvePayout.payout).toEqual({ amountCents: 9000, serviceCostCents: 10000 });
    expect(await ledgerViolations(app)).toEqual([]);
  });

  it('refuses the worker\'s edit and the admin\'s delete of a paid invoice too', async () => {
    const { id, invoiceId } = await billedJob(20000);
    expect((await app.gql(PAY_BALANCE, { i: { requestId: String(id), kind: 'balance', method: 'card', idempotencyKey: `balance-${id}` } }, client)).errors).toBeUndefined();
    const del = await app.gql('mutation($id: ID!) { adminDeleteInvoice(id: $id) }', { id: String(invoiceId) }, admin);
    expect(del.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const worker = await signIn(app, 'worker@demo.elite');
    const workerEdit = await app.gql('mutation($i: EditJobInvoiceInput!) { editJobInvoice(input: $i) { id } }', { i: { invoiceId: String(invoiceId), editReason: 'More hours', lineItems: [{ type: 'labor', description: 'Work', quantity: 10, rate: 200 }] } }, worker);
    expect(workerEdit.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect((await app.orm.em.fork().findOneOrFail(Invoice, { id: invoiceId })).finalAmountCents).toBe(20000);
  });
});

describe('payouts come from money collected', () => {
  it('no payout for a job whose bill was not paid, even when it is marked paid', async () => {
    const { id } = await billedJob(30000);
    // The flags say paid, but the ledger holds only the consultation fee.
    await app.orm.em.fork().nativeUpdate(ServiceRequest, { id }, { balancePaid: true, invoicePaid: true, adminApprovalStatus: 'pending' });
    const r = await app.gql(APPROVE, { id: String(id) }, admin);
    expect(r.errors?.[0]).toMatchObject({ message: 'Only $102.99 of the $374.74 billed for this job has been collected: no payout until it is paid', extensions: { code: 'CONFLICT' } });
    const rows = await app.orm.em.fork().getConnection().execute<{ n: string }[]>('select count(*) as n from worker_payouts where request_id = ?', [id]);
    expect(Number(rows[0].n)).toBe(0);
    // Nothing half-done: the approval rolled back with the refused payout.
    expect((await app.orm.em.fork().findOneOrFail(ServiceRequest, { id })).adminApprovalStatus).toBe('pending');
  });
});

const onServer = onPostgresServer();
if (!onServer) console.info('Skipped on embedded PGlite: holding a row lock from a second connection needs a PostgreSQL server (set TEST_DATABASE_URL).');

describe('a balance payment racing an invoice edit', () => {
  (onServer ? it : it.skip)('is refused before any charge when the edit commits first: the payer is told the new balance', async () => {
    const { id, invoiceId } = await billedJob(15000);
    const dbName = new URL(app.db.url).pathname.slice(1);
    const holder = new PgClient({ connectionString: app.db.url });
    await holder.connect();
    try {
      // An edit holds the request row (as invoice edits do) while the client pays.
      await holder.query('begin');
      await holder.query('select id from service_requests where id = $1 for update', [id]);
      const gateway = app.handle.deps.gateway as SimulatedGateway;
      const refundsBefore = gateway.refunds.length;
      const chargesBefore = gateway.charges.length;
      // Checkout sends the balance it showed ($150).
      const paying = app.gql(PAY_BALANCE, { i: { requestId: String(id), kind: 'balance', method: 'card', idempotencyKey: `balance-race-${id}`, expectedAmountCents: 15000 } }, client);
      for (let i = 0; i < 500; i++) {
        const w = await holder.query(`select 1 from pg_stat_activity where datname = $1 and wait_event_type = 'Lock' and pid <> pg_backend_pid()`, [dbName]);
        if (w.rows.length) break;
        await new Promise((r) => setTimeout(r, 10));
      }
      // The edit raises the invoice to $600 and commits first.
      await holder.query('update invoices set final_amount_cents = 60000, subtotal_cents = 60000 where id = $1', [invoiceId]);
      await holder.query('commit');
      const answer = await paying;
      expect(answer.errors?.[0]).toMatchObject({ message: expect.stringMatching(/amount due is now \$[\d,.]+, not \$150\.00.*nothing was charged/), extensions: { code: 'CONFLICT' } });
      // Planned under the request's lock, after the edit: the card was never charged, so nothing is refunded.
      expect(gateway.charges.length).toBe(chargesBefore);
      expect(gateway.refunds.length).toBe(refundsBefore);
      const r = await app.orm.em.fork().findOneOrFail(ServiceRequest, { id });
      expect(r.balancePaid).toBe(false);
      expect(await app.orm.em.fork().count(Payment, { request: id, kind: 'balance' })).toBe(0);
    } finally {
      await holder.end().catch(() => undefined);
    }
  });
});
