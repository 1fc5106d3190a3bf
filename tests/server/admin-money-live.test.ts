import WebSocket from 'ws';
import { createClient, type Client as WsClient } from 'graphql-ws';
import { startTestApp, signIn, type TestApp } from '../support/app';
import { publishRequestChange } from '../../server/src/events/pubsub';
import { probeUntil } from '../support/live';
import { OutboxMessage } from '../../server/src/modules/outbox/outbox-message.entity';
import { ServiceRequest } from '../../server/src/modules/requests/service-request.entity';
import { ServiceProvider } from '../../server/src/modules/providers/service-provider.entity';
import { ServiceCategory } from '../../server/src/modules/catalog/service-category.entity';
import { Client } from '../../server/src/modules/clients/client.entity';
import { Invoice, InvoiceLineItem } from '../../server/src/modules/invoices/invoice.entity';
import { Payment } from '../../server/src/modules/payments/payment.entity';

/*
 * A change of a request carries its rows in the admin's billing lists and its invoice
 * (adminMoney), on the live event and on the resync, exactly as those lists answer: the billing
 * page and the invoice dialog move with it and ask nothing again.
 */

let app: TestApp;
let admin: string;
const sockets: WsClient[] = [];
beforeAll(async () => {
  app = await startTestApp({ seed: true });
  admin = await signIn(app, 'admin@demo.elite');
});
afterAll(async () => {
  await Promise.all(sockets.map((s) => s.dispose()));
  await app.close();
});

const MONEY = `
  requestId
  invoiceRow { billingState balanceDueCents serviceCostCents minService request { id } invoice { id invoiceNumber } }
  consultationPayments { standing canDecide requestTitle clientName payment { id amountCents adminApprovalStatus } }
  payouts { providerName requestTitle payout { id amountCents timing status } }
  pastDue { requestId daysPastDue balanceDueCents invoiceNumber }
  invoice { version invoice { id status finalAmountCents } lineItems { description amountCents } }`;

interface Money {
  requestId: string;
  invoiceRow: { billingState: string; balanceDueCents: number; request: { id: string } } | null;
  consultationPayments: { standing: string; canDecide: boolean; payment: { id: string } }[];
  payouts: { payout: { id: string; amountCents: number } }[];
  pastDue: { requestId: string; balanceDueCents: number } | null;
  invoice: { version: number; invoice: { id: string }; lineItems: { description: string }[] } | null;
}
interface Change { requestId: string; kind: string; adminMoney: Money }

async function delivered(): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if ((await app.orm.em.fork().count(OutboxMessage, { deliveredAt: null })) === 0) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the outbox did not deliver');
}

async function ok<T>(query: string, variables: Record<string, unknown>, token: string): Promise<T> {
  const r = await app.gql(query, variables, token);
  expect(r.errors).toBeUndefined();
  return r.data as T;
}

/** An admin's live adminReviewChanged with the money rows, running once a probe comes back. */
async function adminEvents(): Promise<Change[]> {
  const socket = createClient({ url: app.url.replace('http', 'ws') + '/graphql', webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${admin}` } });
  sockets.push(socket);
  const events: Change[] = [];
  socket.subscribe<{ adminReviewChanged: Change }>(
    { query: `subscription { adminReviewChanged { requestId kind adminMoney { ${MONEY} } } }` },
    { next: (m) => m.data && events.push(m.data.adminReviewChanged), error: () => undefined, complete: () => undefined },
  );
  await probeUntil(() => publishRequestChange(app.handle.deps.pubsub, { requestId: -1, kind: 'probe', userIds: [], at: new Date().toISOString() }), () => events.length > 0, "the admin's subscription to answer a probe");
  expect(events[0].adminMoney).toEqual({ requestId: '-1', invoiceRow: null, consultationPayments: [], payouts: [], pastDue: null, invoice: null });
  return events;
}

async function heard(events: Change[], requestId: number, kind: string): Promise<Change> {
  for (let i = 0; i < 400; i++) {
    const found = events.find((e) => e.requestId === String(requestId) && e.kind === kind);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`no ${kind} event for request ${requestId}: heard ${events.map((e) => `${e.requestId}/${e.kind}`).join(', ')}`);
}

/** What the billing page's lists and the invoice dialog answer for one request now. */
async function listsNow(id: number): Promise<Money> {
  const d = await ok<{
    adminRecentInvoices: Money['invoiceRow'][];
    adminConsultationPayments: { items: Money['consultationPayments'] };
    adminPayouts: { items: (Money['payouts'][number] & { payout: { id: string } })[] };
    adminPastDueBalances: { items: NonNullable<Money['pastDue']>[] };
    adminRequestInvoice: Money['invoice'];
  }>(
    `query($id: ID!) {
      adminRecentInvoices { billingState balanceDueCents serviceCostCents minService request { id } invoice { id invoiceNumber } }
      adminConsultationPayments(first: 100) { items { standing canDecide requestTitle clientName payment { id amountCents adminApprovalStatus requestId } } }
      adminPayouts(first: 100) { items { providerName requestTitle payout { id amountCents timing status requestId } } }
      adminPastDueBalances(first: 100) { items { requestId daysPastDue balanceDueCents invoiceNumber } }
      adminRequestInvoice(requestId: $id) { version invoice { id status finalAmountCents } lineItems { description amountCents } }
    }`,
    { id: String(id) },
    admin,
  );
  // The lists' rows without the request id asked here to find them (the event's rows do not select it).
  const strip = <T,>(row: T): T => JSON.parse(JSON.stringify(row, (key, value: unknown) => (key === 'requestId' ? undefined : value))) as T;
  return {
    requestId: String(id),
    invoiceRow: d.adminRecentInvoices.find((r) => r?.request.id === String(id)) ?? null,
    consultationPayments: d.adminConsultationPayments.items.filter((r) => (r.payment as { requestId?: string }).requestId === String(id)).map(strip),
    payouts: d.adminPayouts.items.filter((r) => (r.payout as { requestId?: string }).requestId === String(id)).map(strip),
    pastDue: d.adminPastDueBalances.items.find((r) => r.requestId === String(id)) ?? null,
    invoice: d.adminRequestInvoice,
  };
}

/** A finished job of worker@demo, invoiced 9 days ago for $250.00 and not paid: a past-due balance. */
async function pastDueJob(): Promise<{ id: number; paymentId: number }> {
  const em = app.orm.em.fork();
  const category = await em.findOneOrFail(ServiceCategory, { name: 'House Cleaning' });
  const client = await em.findOneOrFail(Client, { email: 'client@demo.elite' });
  const provider = await em.findOneOrFail(ServiceProvider, { email: 'worker@demo.elite' });
  const r = em.create(ServiceRequest, {
    title: 'Live money deep clean', description: 'x', category, client, provider, clientName: client.name, address: { street: '1 Main', city: 'Nashville', state: 'TN', zipCode: '37203' },
    status: 'completed', appointmentFeePaid: true, paymentStatus: 'paid', completedAt: new Date(), actualCostCents: 25000,
  });
  await em.flush();
  const invoice = em.create(Invoice, { invoiceNumber: `INV-${r.id}-2026`, request: r, provider, client, subtotalCents: 25000, finalAmountCents: 25000, status: 'approved', createdAt: new Date(Date.now() - 9 * 86_400_000) });
  em.create(InvoiceLineItem, { invoice, position: 0, type: 'labor', description: 'Deep clean', quantityHundredths: 100, rateCents: 25000, amountCents: 25000 });
  const fee = em.create(Payment, { request: r, client, kind: 'consultation', amountCents: 10299, method: 'card', status: 'succeeded', gatewayTransactionId: `sim_live_${r.id}`, idempotencyKey: `live:${r.id}` });
  await em.flush();
  return { id: r.id, paymentId: fee.id };
}

it("carries the request's billing rows on adminReviewChanged, each as the billing lists answer it after the change", async () => {
  const events = await adminEvents();
  const { id, paymentId } = await pastDueJob();
  const before = await listsNow(id);
  expect(before.pastDue).toMatchObject({ requestId: String(id), balanceDueCents: expect.any(Number) });
  expect(before.consultationPayments).toEqual([expect.objectContaining({ standing: 'awaiting_review', canDecide: true })]);

  // The consultation fee is approved: its row is decided.
  await ok('mutation($id: ID!) { adminApproveTransaction(paymentId: $id, adminNotes: "ok") { id } }', { id: String(paymentId) }, admin);
  await delivered();
  const approved = await heard(events, id, 'transaction_approved');
  expect(approved.adminMoney.consultationPayments).toEqual([expect.objectContaining({ standing: 'approved', canDecide: false })]);
  expect(approved.adminMoney).toEqual(await listsNow(id));

  // The balance is paid: the record leaves Past Due, the row awaits review.
  await ok('mutation($id: ID!) { adminSimulateClientPayment(requestId: $id) { request { balancePaid } } }', { id: String(id) }, admin);
  await delivered();
  const paid = await heard(events, id, 'balance_paid');
  expect(paid.adminMoney.pastDue).toBeNull();
  expect(paid.adminMoney.invoiceRow).toMatchObject({ billingState: 'awaiting_review', balanceDueCents: 0 });
  expect(paid.adminMoney).toEqual(await listsNow(id));

  // The payout is released: its row is in Worker Payouts.
  await ok('mutation($id: ID!) { approvePayout(requestId: $id) { payout { id } } }', { id: String(id) }, admin);
  await delivered();
  const withPayout = await heard(events, id, 'approved');
  expect(withPayout.adminMoney.payouts).toEqual([expect.objectContaining({ payout: expect.objectContaining({ amountCents: 22500 }) })]);
  expect(withPayout.adminMoney.invoiceRow).toMatchObject({ billingState: 'approved' });
  expect(withPayout.adminMoney).toEqual(await listsNow(id));
});

it('carries the same rows on the resync for an admin, none for anyone else, and the worker dashboard for a worker', async () => {
  const since = new Date().toISOString();
  const { id } = await pastDueJob();
  await ok('mutation($id: ID!) { adminSimulateClientPayment(requestId: $id) { request { balancePaid } } }', { id: String(id) }, admin);
  await delivered();
  const RESYNC = `query($since: DateTimeISO!) { liveChangesSince(since: $since) { requests { requestId adminMoney { ${MONEY} } } workerDashboard { activeJobs today { id } } } }`;
  type Resync = { liveChangesSince: { requests: { requestId: string; adminMoney: Money | null }[]; workerDashboard: { activeJobs: number } | null } };

  const forAdmin = await ok<Resync>(RESYNC, { since }, admin);
  expect(forAdmin.liveChangesSince.requests.find((r) => r.requestId === String(id))?.adminMoney).toEqual(await listsNow(id));
  expect(forAdmin.liveChangesSince.workerDashboard).toBeNull();

  const worker = await signIn(app, 'worker@demo.elite');
  const forWorker = await ok<Resync>(RESYNC, { since }, worker);
  expect(forWorker.liveChangesSince.requests.find((r) => r.requestId === String(id))).toEqual({ requestId: String(id), adminMoney: null });
  const dashboard = await ok<{ workerDashboard: unknown }>('{ workerDashboard { activeJobs today { id } } }', {}, worker);
  expect(forWorker.liveChangesSince.workerDashboard).toEqual(dashboard.workerDashboard);

  const client = await signIn(app, 'client@demo.elite');
  const forClient = await ok<Resync>(RESYNC, { since }, client);
  expect(forClient.liveChangesSince.requests.find((r) => r.requestId === String(id))?.adminMoney).toBeNull();
  expect(forClient.liveChangesSince.workerDashboard).toBeNull();
});
