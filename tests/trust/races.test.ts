import { billingBreakdown } from '../../server/src/domain/billing';
import { startTestApp, signIn, type TestApp } from '../support/app';
import { makeApprovedWorker, makeRequest, type WorkerFixture } from '../support/worker-fixtures';
import { Client } from '../../server/src/modules/clients/client.entity';
import { ServiceCategory } from '../../server/src/modules/catalog/service-category.entity';
import { ServiceProvider } from '../../server/src/modules/providers/service-provider.entity';
import { ServiceRequest } from '../../server/src/modules/requests/service-request.entity';
import { Invoice } from '../../server/src/modules/invoices/invoice.entity';
import { InvoiceLineItem } from '../../server/src/modules/invoices/invoice.entity';
import { Payment } from '../../server/src/modules/payments/payment.entity';

/**
 * Races settled in the database, each with many concurrent attempts over real HTTP: exactly
 * one effect, the others a clear CONFLICT (never a fault), and one audit event.
 */

let app: TestApp;
let admin: string;
let client: string;
const CONFLICT_TEXT = /already|taken|just|changed by someone else|no longer|not waiting/i;

interface Tally {
  attempts: number;
  winners: number;
  conflicts: number;
  other: string[];
}

type Answer = { data: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] };

function tally(answers: Answer[]): Tally {
  const t: Tally = { attempts: answers.length, winners: 0, conflicts: 0, other: [] };
  for (const a of answers) {
    if (!a.errors?.length) t.winners++;
    else if (a.errors[0].extensions?.code === 'CONFLICT' && CONFLICT_TEXT.test(a.errors[0].message)) t.conflicts++;
    else t.other.push(JSON.stringify(a.errors));
  }
  return t;
}

const report: Record<string, Tally & { lostWrites: number }> = {};

async function auditCount(requestId: number, actions: string[]): Promise<number> {
  const rows = await app.orm.em.fork().getConnection().execute<{ n: string }[]>(`select count(*) as n from audit_events where request_id = ? and action in (${actions.map(() => '?').join(',')})`, [requestId, ...actions]);
  return Number(rows[0].n);
}

let workers: WorkerFixture[] = [];

beforeAll(async () => {
  app = await startTestApp({ seed: true });
  admin = await signIn(app, 'admin@demo.elite');
  client = await signIn(app, 'client@demo.elite');
  workers = [];
  for (let i = 0; i < 8; i++) workers.push(await makeApprovedWorker(app, { email: `racer${i}@example.com`, categories: ['House Cleaning'] }));
}, 120_000);
afterAll(() => {
  console.log(`Races (attempts / winners / conflicts / lost writes): ${Object.entries(report).map(([k, v]) => `${k}: ${v.attempts}/${v.winners}/${v.conflicts}/${v.lostWrites}`).join('; ')}`);
  return app?.close();
});

describe('races', () => {
  it('one job accepted by eight workers and assigned by two admins at once: one winner, one audit event', async () => {
    const id = await makeRequest(app, { category: 'House Cleaning', paid: true });
    const admin2 = await signIn(app, 'admin@demo.elite');
    const ACCEPT = 'mutation($id: ID!) { acceptJob(requestId: $id) { id status providerId } }';
    const ASSIGN = 'mutation($r: ID!, $p: ID!) { assignWorker(requestId: $r, providerId: $p) { id status providerId } }';
    const answers = await Promise.all([
      ...workers.map((w) => app.gql(ACCEPT, { id: String(id) }, w.token)),
      app.gql(ASSIGN, { r: String(id), p: String(workers[0].providerId) }, admin),
      app.gql(ASSIGN, { r: String(id), p: String(workers[1].providerId) }, admin2),
    ]);
    const t = tally(answers as Answer[]);
    expect(t.other).toEqual([]);
    expect(t.winners).toBe(1);
    expect(t.conflicts).toBe(t.attempts - 1);
    const row = await app.orm.em.fork().findOneOrFail(ServiceRequest, { id });
    const winner = answers.find((a) => !a.errors)!.data as Record<string, { providerId: number; status: string }>;
    const won = Object.values(winner)[0];
    // No lost write: the stored provider and status are the winner's.
    const lostWrites = Number(row.provider?.id !== Number(won.providerId)) + Number(row.status !== won.status);
    expect(lostWrites).toBe(0);
    expect(await auditCount(id, ['job_accepted', 'worker_assigned'])).toBe(1);
    report.acceptOrAssign = { ...t, lostWrites };
  });

  const PAY = 'mutation($i: ProcessPaymentInput!) { processPayment(input: $i) { payment { id amountCents } request { appointmentFeePaid } } }';

  it('one consultation fee paid ten times at once with the same idempotency key: one charge, every answer the same payment', async () => {
    const id = await makeRequest(app, { category: 'House Cleaning', paid: false });
    const key = `race-same-key-${id}`;
    const answers = (await Promise.all(Array.from({ length: 10 }, () => app.gql(PAY, { i: { kind: 'consultation', requestId: String(id), method: 'card', idempotencyKey: key } }, client)))) as Answer[];
    const payments = await app.orm.em.fork().find(Payment, { request: id });
    expect(payments).toHaveLength(1);
    expect(payments[0].amountCents).toBe(10299);
    // The same key is one attempt: repeats answer with that payment (or a clear conflict), never a second charge.
    const t = tally(answers);
    expect(t.other).toEqual([]);
    const paymentIds = new Set(answers.filter((a) => !a.errors).map((a) => (a.data as { processPayment: { payment: { id: string } } }).processPayment.payment.id));
    expect([...paymentIds]).toEqual([String(payments[0].id)]);
    expect(await auditCount(id, ['payment_received'])).toBe(1);
    report.feeSameKey = { ...t, winners: payments.length, lostWrites: 0 };
  });

  it('one consultation fee paid ten times at once with different keys: one charge, nine conflicts', async () => {
    const id = await makeRequest(app, { category: 'House Cleaning', paid: false });
    const answers = (await Promise.all(Array.from({ length: 10 }, (_, i) => app.gql(PAY, { i: { kind: 'consultation', requestId: String(id), method: 'card', idempotencyKey: `race-key-${id}-${i}` } }, client)))) as Answer[];
    const t = tally(answers);
    expect(t.other).toEqual([]);
    expect(t.winners).toBe(1);
    expect(t.conflicts).toBe(9);
    const payments = await app.orm.em.fork().find(Payment, { request: id });
    expect(payments).toHaveLength(1);
    const row = await app.orm.em.fork().findOneOrFail(ServiceRequest, { id });
    expect(row.appointmentFeePaid).toBe(true);
    expect(row.paymentAmountCents).toBe(10299);
    expect(await auditCount(id, ['payment_received'])).toBe(1);
    report.feeDifferentKeys = { ...t, lostWrites: 0 };
  });

  it('one payout approved by ten admin sessions at once: one payout, one audit event', async () => {
    const em = app.orm.em.fork();
    const cat = await em.findOneOrFail(ServiceCategory, { name: 'House Cleaning' });
    const c = await em.findOneOrFail(Client, { user: { email: 'client@demo.elite' } });
    const provider = await em.findOneOrFail(ServiceProvider, { id: workers[2].providerId });
    const r = em.create(ServiceRequest, {
      title: 'Race payout', description: 'x', category: cat, client: c, provider, clientName: c.name, address: { street: '1 Main', city: 'Nashville', state: 'TN', zipCode: '37203' },
      status: 'completed', appointmentFeePaid: true, paymentStatus: 'paid', completedAt: new Date(), invoicePaid: true, balancePaid: true, adminApprovalStatus: 'pending', actualCostCents: 30000,
    });
    await em.flush();
    const inv = em.create(Invoice, { invoiceNumber: `INV-${r.id}-2026`, request: r, provider, client: c, subtotalCents: 30000, finalAmountCents: 30000, status: 'approved' });
    em.create(InvoiceLineItem, { invoice: inv, position: 0, type: 'labor', description: 'Work', quantityHundredths: 100, rateCents: 30000, amountCents: 30000 });
    em.create(Payment, { request: r, client: c, kind: 'consultation', amountCents: 10299, method: 'card', status: 'succeeded', gatewayTransactionId: `sim_race_c_${r.id}`, idempotencyKey: `race:c:${r.id}`, adminApprovalStatus: 'approved' });
    em.create(Payment, { request: r, client: c, kind: 'balance', amountCents: billingBreakdown({ serviceCostCents: 30000 }).balanceDueCents, method: 'card', status: 'succeeded', gatewayTransactionId: `sim_race_${r.id}`, idempotencyKey: `race:${r.id}` });
    await em.flush();
    const sessions = await Promise.all(Array.from({ length: 10 }, () => signIn(app, 'admin@demo.elite')));
    const APPROVE = 'mutation($id: ID!) { approvePayout(requestId: $id) { payout { amountCents } } }';
    const answers = (await Promise.all(sessions.map((s) => app.gql(APPROVE, { id: String(r.id) }, s)))) as Answer[];
    const t = tally(answers);
    expect(t.other).toEqual([]);
    expect(t.winners).toBe(1);
    expect(t.conflicts).toBe(9);
    const payouts = await app.orm.em.fork().getConnection().execute<{ n: string; cents: string }[]>('select count(*) as n, sum(amount_cents) as cents from worker_payouts where request_id = ?', [r.id]);
    expect(Number(payouts[0].n)).toBe(1);
    expect(Number(payouts[0].cents)).toBe(27000);
    expect(await auditCount(r.id, ['payout_created'])).toBe(1);
    report.payoutApproval = { ...t, lostWrites: 0 };
  });

  it('one invoice approved by ten admin sessions at once: one approval, one audit event', async () => {
    const w = workers[4];
    const em = app.orm.em.fork();
    const id = await makeRequest(app, { category: 'House Cleaning', paid: true, status: 'in_progress', providerId: w.providerId });
    const r = await em.findOneOrFail(ServiceRequest, { id });
    const inv = em.create(Invoice, { invoiceNumber: `INV-${id}-2026`, request: r, provider: w.providerId, client: r.client, subtotalCents: 10000, finalAmountCents: 10000, status: 'pending_approval' });
    em.create(InvoiceLineItem, { invoice: inv, position: 0, type: 'labor', description: 'Work', quantityHundredths: 100, rateCents: 10000, amountCents: 10000 });
    await em.flush();
    const sessions = await Promise.all(Array.from({ length: 10 }, () => signIn(app, 'admin@demo.elite')));
    const answers = (await Promise.all(sessions.map((s) => app.gql('mutation($id: ID!) { adminApproveInvoice(id: $id) { id status } }', { id: String(inv.id) }, s)))) as Answer[];
    const t = tally(answers);
    expect(t.other).toEqual([]);
    expect(t.winners).toBe(1);
    expect(t.conflicts).toBe(9);
    const events = await app.orm.em.fork().getConnection().execute<{ n: string }[]>('select count(*) as n from audit_events where entity_type = ? and entity_id = ? and action = ?', ['invoice', inv.id, 'invoice_approved']);
    expect(Number(events[0].n)).toBe(1);
    report.invoiceApproval = { ...t, lostWrites: 0 };
  });

  it('an invoice edited by its worker and by an admin at once, ten rounds: one edit wins each round, the other conflicts, nothing is half-written', async () => {
    const w = workers[3];
    let attempts = 0;
    let winners = 0;
    let conflicts = 0;
    let lostWrites = 0;
    const other: string[] = [];
    for (let round = 0; round < 10; round++) {
      const em = app.orm.em.fork();
      const id = await makeRequest(app, { category: 'House Cleaning', paid: true, status: 'in_progress', providerId: w.providerId });
      const r = await em.findOneOrFail(ServiceRequest, { id });
      const inv = em.create(Invoice, { invoiceNumber: `INV-${id}-2026`, request: r, provider: w.providerId, client: r.client, subtotalCents: 10000, finalAmountCents: 10000, status: 'pending_approval' });
      em.create(InvoiceLineItem, { invoice: inv, position: 0, type: 'labor', description: 'Original', quantityHundredths: 100, rateCents: 10000, amountCents: 10000 });
      await em.flush();
      const answers = (await Promise.all([
        app.gql('mutation($i: EditJobInvoiceInput!) { editJobInvoice(input: $i) { id finalAmountCents } }', { i: { invoiceId: String(inv.id), expectedVersion: inv.version, editReason: 'worker edit', lineItems: [{ type: 'labor', description: 'Worker line', quantity: 2, rate: 111.11 }] } }, w.token),
        app.gql('mutation($i: AdminEditInvoiceInput!) { adminEditInvoice(input: $i) { newTotalCents } }', { i: { invoiceId: String(inv.id), expectedVersion: inv.version, editReason: 'admin edit', lineItems: [{ type: 'labor', description: 'Admin line', quantity: 3, rateCents: 33333 }] } }, admin),
      ])) as Answer[];
      const t = tally(answers);
      attempts += t.attempts;
      other.push(...t.other);
      // Both edited version 1: exactly one wins, the other is told the invoice changed.
      expect(t.winners).toBe(1);
      winners += t.winners;
      conflicts += t.conflicts;
      const fresh = app.orm.em.fork();
      const stored = await fresh.findOneOrFail(Invoice, { id: inv.id }, { populate: ['lineItems'] });
      const lines = stored.lineItems.getItems();
      const events = await fresh.getConnection().execute<{ actor_role: string }[]>('select actor_role from audit_events where entity_type = ? and entity_id = ? and action = ? order by id', ['invoice', inv.id, 'invoice_edited']);
      expect(events.length).toBe(t.winners);
      // The stored invoice is exactly the last committed edit: its lines and total agree, and they are the last auditor's.
      const last = events.at(-1)?.actor_role;
      const expected = last === 'admin' ? { d: 'Admin line', cents: 99999 } : { d: 'Worker line', cents: 22222 };
      const consistent = lines.length === 1 && lines[0].description === expected.d && stored.finalAmountCents === expected.cents && lines[0].amountCents === expected.cents;
      if (!consistent) lostWrites++;
    }
    expect(other).toEqual([]);
    expect(lostWrites).toBe(0);
    expect(winners + conflicts).toBe(attempts);
    report.invoiceEdit = { attempts, winners, conflicts, other, lostWrites };
  });
});
