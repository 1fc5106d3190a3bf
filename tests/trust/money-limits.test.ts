import { startTestApp, signIn, type TestApp } from '../support/app';
import { errorOf, makeApprovedWorker, makeRequest, type WorkerFixture } from '../support/worker-fixtures';
import { call } from '../rest/rest-client';

/**
 * Money limits: an amount past what the product takes (a line over $1,000,000, an invoice
 * over $1,000,000, a cost over $1,000,000) is the same clear BAD_USER_INPUT / 422 naming the
 * field on every path, GraphQL and REST, and changes nothing. Amounts in cents are safe
 * integers in the schema (not 32-bit Int), so an over-limit amount reaches the rule.
 */

let app: TestApp;
let worker: WorkerFixture;
let admin: string;
let jobId: number;

beforeAll(async () => {
  app = await startTestApp({ seed: true });
  worker = await makeApprovedWorker(app, { email: 'money-limits@example.com', categories: ['House Cleaning'] });
  jobId = await makeRequest(app, { category: 'House Cleaning', status: 'in_progress', providerId: worker.providerId });
  admin = await signIn(app, 'admin@demo.elite');
}, 120_000);
afterAll(() => app?.close());

const line = (rate: number, quantity = 1) => ({ type: 'labor', description: 'Work', quantity, rate });
const PRICE = 'query($id: ID!, $l: [InvoiceLineInput!]!) { priceInvoiceLines(requestId: $id, lineItems: $l) { subtotalCents lines { amountCents } } }';
const CREATE = 'mutation($i: CreateJobInvoiceInput!) { createJobInvoice(input: $i) { id finalAmountCents } }';

async function invoiceCount(): Promise<number> {
  const [row] = await app.orm.em.fork().getConnection().execute<{ n: string }[]>('select count(*) as n from invoices where request_id = ?', [jobId]);
  return Number(row.n);
}

function expectLimit(r: { errors?: { message: string; extensions?: { code?: string; fields?: { path: string; message: string }[] } }[] }, path: RegExp, message: RegExp) {
  const e = errorOf(r);
  expect(e.code).toBe('BAD_USER_INPUT');
  expect(e.fields.map((f) => f.path).join(' ')).toMatch(path);
  expect(e.fields.map((f) => f.message).join(' ')).toMatch(message);
}

describe('amounts past the limits', () => {
  it('createJobInvoice with a $50,000,000 line is BAD_USER_INPUT on the line, and nothing is stored', async () => {
    const r = await app.gql(CREATE, { i: { requestId: String(jobId), lineItems: [line(50_000_000)] } }, worker.token);
    expectLimit(r, /lineItems\.0\.(amount|rate)/, /\$1,000,000/);
    expect(await invoiceCount()).toBe(0);
  });

  it('priceInvoiceLines with 5,000,000,000 cents (one line, or fifty lines of $1,000,000) is BAD_USER_INPUT, not an Int fault', async () => {
    expectLimit(await app.gql(PRICE, { id: String(jobId), l: [line(50_000_000)] }, worker.token), /lineItems\.0\.(amount|rate)/, /\$1,000,000/);
    const fifty = Array.from({ length: 50 }, () => line(1_000_000));
    expectLimit(await app.gql(PRICE, { id: String(jobId), l: fifty }, worker.token), /^lineItems$/, /\$1,000,000/);
    expectLimit(await app.gql(CREATE, { i: { requestId: String(jobId), lineItems: fifty } }, worker.token), /^lineItems$/, /\$1,000,000/);
    expect(await invoiceCount()).toBe(0);
  });

  it('admin amounts in cents past 2^31 reach the rule: adminSetActualCost answers BAD_USER_INPUT naming the field', async () => {
    const cost = await app.gql('mutation($id: ID!, $c: SafeInt!) { adminSetActualCost(requestId: $id, actualCostCents: $c) { id } }', { id: String(jobId), c: 5_000_000_000 }, admin);
    expectLimit(cost, /actualCost/, /\$1,000,000/);
    const row = await app.orm.em.fork().getConnection().execute<{ actual_cost_cents: number | null }[]>('select actual_cost_cents from service_requests where id = ?', [jobId]);
    expect(row[0].actual_cost_cents).toBeNull();
  });

  it('REST answers the same 422 naming the field: invoice lines, an invoice total, the one-amount invoice', async () => {
    const one = await call(app, 'POST', '/api/invoices', { token: worker.token, body: { requestId: jobId, lineItems: [line(50_000_000)] } });
    expect(one.status).toBe(422);
    expect(JSON.stringify(one.body)).toMatch(/lineItems\.0\.(amount|rate)/);
    const fifty = await call(app, 'POST', '/api/invoices', { token: worker.token, body: { requestId: jobId, lineItems: Array.from({ length: 50 }, () => line(1_000_000)) } });
    expect(fifty.status).toBe(422);
    expect(JSON.stringify(fifty.body)).toMatch(/\$1,000,000/);
    const amount = await call(app, 'POST', `/api/service-requests/${jobId}/invoice`, { token: worker.token, body: { amount: 50_000_000, description: 'Project work' } });
    expect(amount.status).toBe(422);
    expect(JSON.stringify(amount.body)).toMatch(/\$1,000,000/);
    expect(await invoiceCount()).toBe(0);
  });

  it('an amount within the limits is still taken', async () => {
    const r = await app.gql<{ createJobInvoice: { finalAmountCents: number } }>(CREATE, { i: { requestId: String(jobId), lineItems: [line(250)] } }, worker.token);
    expect(r.errors).toBeUndefined();
    expect(r.data?.createJobInvoice.finalAmountCents).toBe(25000);
  });

  it('editJobInvoice and REST PATCH /api/invoices/{id} past the limits are BAD_USER_INPUT / 422 naming the field', async () => {
    const [inv] = await app.orm.em.fork().getConnection().execute<{ id: number; version: number }[]>('select id, version from invoices where request_id = ?', [jobId]);
    const edit = await app.gql('mutation($i: EditJobInvoiceInput!) { editJobInvoice(input: $i) { id } }', { i: { invoiceId: String(inv.id), editReason: 'More work', lineItems: [line(50_000_000)] } }, worker.token);
    expectLimit(edit, /lineItems\.0\.amount/, /\$1,000,000/);
    const patch = await call(app, 'PATCH', `/api/invoices/${inv.id}`, { token: worker.token, body: { editReason: 'More work', lineItems: Array.from({ length: 50 }, () => line(1_000_000)) } });
    expect(patch.status).toBe(422);
    expect(JSON.stringify(patch.body)).toMatch(/lineItems/);
    expect(JSON.stringify(patch.body)).toMatch(/\$1,000,000/);
  });

  it('adminEditInvoice with a rate of 5,000,000,000 cents is BAD_USER_INPUT on the line, and the invoice keeps its amount', async () => {
    const [inv] = await app.orm.em.fork().getConnection().execute<{ id: number; version: number }[]>('select id, version from invoices where request_id = ?', [jobId]);
    const edit = await app.gql('mutation($i: AdminEditInvoiceInput!) { adminEditInvoice(input: $i) { newTotalCents } }', { i: { invoiceId: String(inv.id), expectedVersion: inv.version, editReason: 'Typo', lineItems: [{ type: 'labor', description: 'Work', quantity: 1, rateCents: 5_000_000_000 }] } }, admin);
    expectLimit(edit, /lineItems\.0\.amount/, /\$1,000,000/);
    const [after] = await app.orm.em.fork().getConnection().execute<{ final_amount_cents: number }[]>('select final_amount_cents from invoices where id = ?', [inv.id]);
    expect(Number(after.final_amount_cents)).toBe(25000);
  });
});
