import { readFileSync } from 'node:fs';
import { buildSchema, getNamedType, isObjectType } from 'graphql';
import { join } from 'node:path';
import { startTestApp, signIn, type TestApp } from '../support/app';
import { errorOf, makeRequest } from '../support/worker-fixtures';
import { ServiceRequest } from '../../server/src/modules/requests/service-request.entity';
import { ServiceProvider } from '../../server/src/modules/providers/service-provider.entity';
import { Invoice } from '../../server/src/modules/invoices/invoice.entity';
import { PAYOUT_INSTANT_LIMIT_CENTS, PAYOUT_PHOTO_REVIEW_LIMIT_CENTS, PROJECT_WORKFLOW_THRESHOLD_CENTS } from '../../server/src/domain/constants';
import { graphql } from '../gql';
import type { InvoiceLineInput } from '../gql/graphql';

/**
 * The client reads the server's rules instead of restating them: the Project Workflow, payout
 * timing, whether a payment decision is awaited, and the pricing of invoice lines.
 */
let app: TestApp;
let admin: string;
let worker: string; // worker@demo.elite: House Cleaning + Maintenance & Repair, 37203
let worker2: string;
let client: string;
beforeAll(async () => {
  app = await startTestApp({ seed: true });
  [admin, worker, worker2, client] = await Promise.all(['admin@demo.elite', 'worker@demo.elite', 'worker2@demo.elite', 'client@demo.elite'].map((e) => signIn(app, e)));
});
afterAll(() => app.close());

type Rules = { serviceRequest: { isProjectWorkflow: boolean; awaitingPaymentDecision: boolean; billing: { serviceCostCents: number; payoutTiming: string } } };
const RULES = graphql(`query ServerRulesServiceRequest($id: ID!) { serviceRequest(id: $id) { isProjectWorkflow awaitingPaymentDecision billing { serviceCostCents payoutTiming } } }`);
async function rules(id: number, token = admin): Promise<Rules['serviceRequest']> {
  const r = await app.gql(RULES, { id }, token);
  expect(r.errors).toBeUndefined();
  return r.data!.serviceRequest;
}

describe('the Project Workflow comes from the server', () => {
  it('applies over $500 estimated or in Home Improvements, and not to a small job', async () => {
    const small = await makeRequest(app, { category: 'House Cleaning', estimatedCents: 12000 });
    const atThreshold = await makeRequest(app, { category: 'House Cleaning', estimatedCents: PROJECT_WORKFLOW_THRESHOLD_CENTS });
    const over = await makeRequest(app, { category: 'House Cleaning', estimatedCents: PROJECT_WORKFLOW_THRESHOLD_CENTS + 1 });
    const home = await makeRequest(app, { category: 'Home Improvements', estimatedCents: 5000 });
    expect((await rules(small)).isProjectWorkflow).toBe(false);
    expect((await rules(atThreshold)).isProjectWorkflow).toBe(false);
    expect((await rules(over)).isProjectWorkflow).toBe(true);
    expect((await rules(home)).isProjectWorkflow).toBe(true);
    // The request's own client reads the same field.
    expect((await rules(over, client)).isProjectWorkflow).toBe(true);
  });
});

describe('payout timing comes from the server', () => {
  it('is instant under $500, after photo review up to $5,000, after an inspection above', async () => {
    expect(PAYOUT_INSTANT_LIMIT_CENTS).toBe(50000);
    expect(PAYOUT_PHOTO_REVIEW_LIMIT_CENTS).toBe(500000);
    const cases: [number, string][] = [
      [49999, 'instant'],
      [50000, 'photo_review'],
      [500000, 'photo_review'],
      [500001, 'inspection_required'],
    ];
    for (const [cents, timing] of cases) {
      const id = await makeRequest(app, { category: 'House Cleaning', estimatedCents: cents });
      expect(await rules(id)).toMatchObject({ billing: { serviceCostCents: cents, payoutTiming: timing } });
    }
  });
});

/** A completed job of worker@demo with the given payment state. */
async function completed(o: { costCents: number; paid: boolean; approval?: 'pending' | 'approved' | 'rejected' | null; status?: 'completed' | 'closed_pending_review' }): Promise<number> {
  const em = app.orm.em.fork();
  const provider = await em.findOneOrFail(ServiceProvider, { email: 'worker@demo.elite' });
  const id = await makeRequest(app, { category: 'House Cleaning', providerId: provider.id, status: o.status ?? 'completed' });
  const r = await em.findOneOrFail(ServiceRequest, { id });
  Object.assign(r, { actualCostCents: o.costCents, invoicePaid: o.paid, balancePaid: o.paid, adminApprovalStatus: o.approval === undefined ? (o.paid ? 'pending' : null) : o.approval, completedAt: new Date() });
  await em.flush();
  return id;
}

describe('awaiting the admin\'s payment decision comes from the server', () => {
  it('is true for paid completed work not yet decided, and for work the consultation credit covers', async () => {
    expect((await rules(await completed({ costCents: 20000, paid: true }))).awaitingPaymentDecision).toBe(true);
    expect((await rules(await completed({ costCents: 5000, paid: false }))).awaitingPaymentDecision).toBe(true); // balance due 0
  });

  it('is false while the balance is unpaid, once decided, for a project closed for inspection, and before completion', async () => {
    const unpaid = await completed({ costCents: 30000, paid: false });
    expect((await rules(unpaid)).awaitingPaymentDecision).toBe(false);
    expect((await rules(await completed({ costCents: 20000, paid: true, approval: 'approved' }))).awaitingPaymentDecision).toBe(false);
    expect((await rules(await completed({ costCents: 20000, paid: true, approval: 'rejected' }))).awaitingPaymentDecision).toBe(false);
    expect((await rules(await completed({ costCents: 90000, paid: true, status: 'closed_pending_review' }))).awaitingPaymentDecision).toBe(false);
    expect((await rules(await makeRequest(app, { category: 'House Cleaning' }))).awaitingPaymentDecision).toBe(false);
    // approvePayout refuses what the field says is not awaited.
    const r = await app.gql('mutation($id: ID!) { approvePayout(requestId: $id) { message } }', { id: unpaid }, admin);
    expect(errorOf(r).code).toBe('CONFLICT');
  });
});

const PRICE = graphql(`query ServerRulesPriceInvoiceLines($id: ID!, $l: [InvoiceLineInput!]!) { priceInvoiceLines(requestId: $id, lineItems: $l) { lines { amountCents rateCents } subtotalCents billing { serviceCostCents balanceDueCents payoutTiming } } }`);
// Amounts that need rounding: 2.5 x $33.33 = 83.325, 0.33 x $0.67 = 0.2211, 1.15 x $19.99 = 22.9885.
const LINES: InvoiceLineInput[] = [
  { type: 'labor', description: 'Labor Hours', quantity: 2.5, rate: 33.33 },
  { type: 'mileage', description: 'Mileage', quantity: 0.33, rate: 0.67 },
  { type: 'material', description: 'Supplies', quantity: 1.15, rate: 19.99 },
];

describe('priceInvoiceLines: the one pricer of invoice lines', () => {
  it('prices each line, the subtotal and the bill exactly as the invoice then stores them', async () => {
    const id = await makeRequest(app, { category: 'House Cleaning', zip: '37203' });
    const accepted = await app.gql('mutation($id: ID!) { acceptJob(requestId: $id) { id } }', { id }, worker);
    expect(accepted.errors).toBeUndefined();
    const invoicesBefore = await app.orm.em.fork().count(Invoice, {});
    const priced = await app.gql(PRICE, { id, l: LINES }, worker);
    expect(priced.errors).toBeUndefined();
    const p = priced.data!.priceInvoiceLines;
    expect(p.lines.map((l) => l.amountCents)).toEqual([8333, 22, 2299]);
    expect(p.subtotalCents).toBe(8333 + 22 + 2299);
    expect(p.billing.serviceCostCents).toBe(p.subtotalCents);
    expect(p.billing.payoutTiming).toBe('instant');
    // Pricing writes nothing.
    expect(await app.orm.em.fork().count(Invoice, {})).toBe(invoicesBefore);

    const made = await app.gql(
      graphql(`mutation ServerRulesCreateJobInvoice($i: CreateJobInvoiceInput!) { createJobInvoice(input: $i) { id subtotalCents finalAmountCents lineItems { amountCents } } }`),
      { i: { requestId: id, lineItems: LINES } },
      worker,
    );
    expect(made.errors).toBeUndefined();
    const inv = made.data!.createJobInvoice;
    expect(inv.lineItems.map((l) => l.amountCents)).toEqual(p.lines.map((l) => l.amountCents));
    expect(inv.subtotalCents).toBe(p.subtotalCents);
    expect(inv.finalAmountCents).toBe(p.subtotalCents);
    const billing = await app.gql(graphql(`query ServerRulesServiceRequest2($id: ID!) { serviceRequest(id: $id) { billing { serviceCostCents balanceDueCents } } }`), { id }, admin);
    expect(billing.data!.serviceRequest.billing).toEqual({ serviceCostCents: p.billing.serviceCostCents, balanceDueCents: p.billing.balanceDueCents });

    // The admin prices an edit the same way, and the edit stores what was priced.
    const edited: InvoiceLineInput[] = [{ type: 'labor', description: 'Labor Hours', quantity: 3.25, rate: 41.17 }]; // 133.8025
    const adminPriced = await app.gql(PRICE, { id, l: edited }, admin);
    expect(adminPriced.errors).toBeUndefined();
    expect(adminPriced.data!.priceInvoiceLines.subtotalCents).toBe(13380);
    const saved = await app.gql(
      graphql(`mutation ServerRulesAdminEditInvoice($i: AdminEditInvoiceInput!) { adminEditInvoice(input: $i) { newTotalCents lineItems { amountCents } } }`),
      { i: { invoiceId: inv.id, editReason: 'Hours corrected', lineItems: edited.map((l) => ({ type: l.type, description: l.description, quantity: l.quantity, rateCents: adminPriced.data!.priceInvoiceLines.lines[0].rateCents })) } },
      admin,
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.adminEditInvoice.newTotalCents).toBe(adminPriced.data!.priceInvoiceLines.subtotalCents);
    expect(saved.data!.adminEditInvoice.lineItems.map((l) => l.amountCents)).toEqual(adminPriced.data!.priceInvoiceLines.lines.map((l) => l.amountCents));
  });

  it('gives the payout timing of the priced amount at its boundaries', async () => {
    const id = await makeRequest(app, { category: 'House Cleaning' });
    const timing = async (cents: number) => (await app.gql(PRICE, { id, l: [{ type: 'custom', description: 'Work', quantity: 1, rate: cents / 100 }] }, admin)).data!.priceInvoiceLines.billing.payoutTiming;
    expect(await timing(49999)).toBe('instant');
    expect(await timing(50000)).toBe('photo_review');
    expect(await timing(500000)).toBe('photo_review');
    expect(await timing(500001)).toBe('inspection_required');
  });

  it('names a bad line and is refused to clients, other workers and anonymous callers', async () => {
    const id = await makeRequest(app, { category: 'House Cleaning', zip: '37203' });
    await app.gql('mutation($id: ID!) { acceptJob(requestId: $id) { id } }', { id }, worker);
    const bad = await app.gql(PRICE, { id, l: [{ type: 'labor', description: 'Labor', quantity: 1, rate: 1.005 }] }, worker);
    expect(errorOf(bad).fields[0].path).toBe('lineItems.0.rate');
    expect(errorOf(await app.gql(PRICE, { id, l: LINES }, client)).code).toBe('FORBIDDEN');
    expect(errorOf(await app.gql(PRICE, { id, l: LINES }, worker2)).code).toBe('FORBIDDEN');
    expect(errorOf(await app.gql(PRICE, { id, l: LINES }, null)).code).toBe('UNAUTHENTICATED');
  });
});

describe('words described in prose are enums', () => {
  it('types statuses, approval, payout timing and kinds as enums whose values are the stored words', () => {
    const schema = readFileSync(join(__dirname, '../../schema.graphql'), 'utf8');
    const enumValues = (name: string) => {
      const m = new RegExp(`enum ${name} \\{([^}]*)\\}`).exec(schema);
      return m ? m[1].split('\n').map((l) => l.trim()).filter((l) => /^[a-z_]+$/.test(l)).sort() : null;
    };
    expect(enumValues('RequestStatus')).toEqual(['cancelled', 'closed_pending_review', 'closed_successful', 'completed', 'in_progress', 'pending', 'scheduled']);
    expect(enumValues('DisplayStatus')).toContain('awaiting_payment');
    expect(enumValues('PayoutTiming')).toEqual(['inspection_required', 'instant', 'photo_review']);
    expect(enumValues('ApprovalStatus')).toEqual(['approved', 'pending', 'rejected']);
    expect(schema).toMatch(/\n {2}status: RequestStatus!\n/);
    expect(schema).toMatch(/\n {2}displayStatus: DisplayStatus!\n/);
    expect(schema).toMatch(/\n {2}adminApprovalStatus: ApprovalStatus\n/);
    expect(schema).toMatch(/\n {2}timing: PayoutTiming!\n/);
    expect(schema).toMatch(/\n {2}billingState: BillingState!\n/);
  });

  it('leaves no output field a String whose description lists its words', () => {
    const schema = buildSchema(readFileSync(join(__dirname, '../../schema.graphql'), 'utf8'));
    // "paid, taken, released or removed": a closed list of lower-case words, written in prose.
    const wordList = /^[a-z_]+(, [a-z_]+)*,? or [a-z_]+\b/;
    const prose: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isObjectType(type) || type.name.startsWith('__')) continue;
      for (const field of Object.values(type.getFields())) {
        if (getNamedType(field.type).name === 'String' && wordList.test(field.description ?? '')) prose.push(`${type.name}.${field.name}: ${field.description}`);
      }
    }
    // preferredTime also takes a time of day (HH:MM), so it is no closed list.
    expect(prose.filter((p) => !p.startsWith('ServiceRequest.preferredTime:'))).toEqual([]);
  });

  it('keeps the stored words on REST', async () => {
    const id = await makeRequest(app, { category: 'House Cleaning' });
    const res = await fetch(`${app.url}/api/service-requests/${id}`, { headers: { Authorization: `Bearer ${admin}` } });
    expect(res.status).toBe(200);
    expect(JSON.stringify(await res.json())).toContain('"status":"pending"');
  });
});
