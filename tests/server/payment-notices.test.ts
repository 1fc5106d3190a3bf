import { startTestApp, signIn, type TestApp } from '../support/app';
import { makeRequest } from '../support/worker-fixtures';
import { ServiceRequest } from '../../server/src/modules/requests/service-request.entity';
import { ServiceProvider } from '../../server/src/modules/providers/service-provider.entity';
import { ServiceCategory } from '../../server/src/modules/catalog/service-category.entity';
import { Client } from '../../server/src/modules/clients/client.entity';
import { Invoice, InvoiceLineItem } from '../../server/src/modules/invoices/invoice.entity';
import { Payment } from '../../server/src/modules/payments/payment.entity';
import { messagesOf, settle } from '../messages/messages-support';

/**
 * The client's bell tells the truth about money: a "Payment Declined" notice is resolved once
 * the request is paid, and "Your invoice is ready ... to view and pay" is not sent (or kept)
 * for a balance already paid.
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

const PAY = 'mutation($i: ProcessPaymentInput!) { processPayment(input: $i) { payment { id } } }';
const BELL = 'query { notifications(first: 200) { items { type priority message data } } unreadNotificationCount }';

type Bell = { items: { type: string; priority: string; message: string; data: Record<string, unknown> | null }[]; unread: number };
async function bell(): Promise<Bell> {
  const r = await app.gql(BELL, {}, client);
  expect(r.errors).toBeUndefined();
  const d = r.data as { notifications: { items: Bell['items'] }; unreadNotificationCount: number };
  return { items: d.notifications.items, unread: d.unreadNotificationCount };
}
const about = (b: Bell, type: string, requestId: number) => b.items.filter((n) => n.type === type && Number(n.data?.requestId) === requestId);

it('the URGENT "Payment Declined" notice is resolved when a retry pays the request: no longer listed or counted', async () => {
  const id = await makeRequest(app, { category: 'House Cleaning', paid: false, title: 'Declined then paid' });
  const declined = await app.gql(PAY, { i: { requestId: String(id), kind: 'consultation', method: 'card', idempotencyKey: `notices-decline-${id}`, token: 'decline' } }, client);
  expect(declined.errors?.[0].extensions?.code).toBe('PAYMENT_DECLINED');
  const before = await bell();
  expect(about(before, 'payment_declined', id)).toEqual([expect.objectContaining({ priority: 'urgent' })]);

  const paid = await app.gql(PAY, { i: { requestId: String(id), kind: 'consultation', method: 'card', idempotencyKey: `notices-retry-${id}` } }, client);
  expect(paid.errors).toBeUndefined();
  const after = await bell();
  expect(about(after, 'payment_declined', id)).toEqual([]);
  expect(about(after, 'payment_processed', id)).toHaveLength(1);
  // The declined notice no longer counts as unread: only the new payment's notices were added.
  expect(after.unread).toBe(before.unread - 1 + about(after, 'payment_processed', id).length + about(after, 'request_submitted_paid', id).length);
});

/** A completed job of client@demo, fee paid, with the worker's invoice of $100.00 waiting for the admin's approval. */
async function jobWithInvoiceAwaitingApproval(): Promise<{ id: number; invoiceId: number }> {
  const em = app.orm.em.fork();
  const cat = await em.findOneOrFail(ServiceCategory, { name: 'House Cleaning' });
  const c = await em.findOneOrFail(Client, { email: 'client@demo.elite' });
  const provider = await em.findOneOrFail(ServiceProvider, { email: 'worker@demo.elite' });
  const r = em.create(ServiceRequest, {
    title: 'Invoice paid before approval', description: 'x', category: cat, client: c, provider, clientName: c.name, address: { street: '1 Main', city: 'Nashville', state: 'TN', zipCode: '37203' },
    status: 'completed', appointmentFeePaid: true, paymentStatus: 'paid', completedAt: new Date(), actualCostCents: 10000,
  });
  await em.flush();
  const inv = em.create(Invoice, { invoiceNumber: `INV-${r.id}-2026`, request: r, provider, client: c, subtotalCents: 10000, finalAmountCents: 10000, status: 'pending_approval' });
  em.create(InvoiceLineItem, { invoice: inv, position: 0, type: 'labor', description: 'Work', quantityHundredths: 100, rateCents: 10000, amountCents: 10000 });
  em.create(Payment, { request: r, client: c, kind: 'consultation', amountCents: 10299, method: 'card', status: 'succeeded', gatewayTransactionId: `sim_notice_fee_${r.id}`, idempotencyKey: `notice-fee:${r.id}`, adminApprovalStatus: 'approved' });
  await em.flush();
  return { id: r.id, invoiceId: inv.id };
}

it('the balance paid before the admin approves the invoice: no "Your invoice is ready ... to view and pay" in the bell or the mail', async () => {
  const { id, invoiceId } = await jobWithInvoiceAwaitingApproval();
  const paid = await app.gql(PAY, { i: { requestId: String(id), kind: 'balance', method: 'card', idempotencyKey: `notices-balance-${id}` } }, client);
  expect(paid.errors).toBeUndefined();
  const approved = await app.gql('mutation($id: ID!) { adminApproveInvoice(id: $id) { id status } }', { id: String(invoiceId) }, admin);
  expect(approved.errors).toBeUndefined();
  await settle(app);
  expect(about(await bell(), 'invoice_ready', id)).toEqual([]);
  expect((await messagesOf(app, 'invoice_ready', 'client@demo.elite')).filter((m) => Number(m.context.requestId) === id && m.state === 'sent')).toEqual([]);
  expect(about(await bell(), 'payment_success', id)).toHaveLength(1);
});

it('the invoice approved first, then paid: the "ready to view and pay" notice is resolved by the payment', async () => {
  const { id, invoiceId } = await jobWithInvoiceAwaitingApproval();
  const approved = await app.gql('mutation($id: ID!) { adminApproveInvoice(id: $id) { id status } }', { id: String(invoiceId) }, admin);
  expect(approved.errors).toBeUndefined();
  expect(about(await bell(), 'invoice_ready', id)).toEqual([expect.objectContaining({ message: expect.stringMatching(/ready to view and pay/) })]);
  const paid = await app.gql(PAY, { i: { requestId: String(id), kind: 'balance', method: 'card', idempotencyKey: `notices-balance-${id}` } }, client);
  expect(paid.errors).toBeUndefined();
  expect(about(await bell(), 'invoice_ready', id)).toEqual([]);
});
