import { startTestApp, signIn, type TestApp } from '../support/app';
import { makeRequest } from '../support/worker-fixtures';
import { EMAILS, ok } from '../server/admin-helpers';
import { formatDollars } from '../../server/src/domain/money';
import { CONSULTATION_FEE_CENTS, CONSULTATION_PROCESSING_FEE_CENTS, CONSULTATION_TOTAL_CENTS } from '../../server/src/domain/constants';
import { messagesOf, settle } from './messages-support';

/**
 * Every figure a message says comes from the billing rule the screens use: the request
 * confirmation's consultation credit and processing fee, and the invoice e-mail's credit and
 * totals, against the request's billing breakdown (what the invoice and checkout show).
 */
let app: TestApp;
const t: Record<string, string> = {};

beforeAll(async () => {
  app = await startTestApp({ seed: true });
  for (const k of ['admin', 'client', 'worker'] as const) t[k] = await signIn(app, EMAILS[k]);
});
afterAll(async () => {
  await app?.close();
});

const BILLING = `query($id: ID!) { serviceRequest(id: $id) { billing { consultationFeeCents consultationTotalCents consultationCreditCents serviceCostCents platformFeeCents salesTaxCents processingFeeCents serviceTotalCents balanceDueCents combinedTotalCents } } }`;
type Billing = Record<'consultationFeeCents' | 'consultationTotalCents' | 'consultationCreditCents' | 'serviceCostCents' | 'platformFeeCents' | 'salesTaxCents' | 'processingFeeCents' | 'serviceTotalCents' | 'balanceDueCents' | 'combinedTotalCents', number>;
const billingOf = async (id: number) => (await ok<{ serviceRequest: { billing: Billing } }>(app, BILLING, { id: String(id) }, t.client)).serviceRequest.billing;
/** The amount on a labelled line of an e-mail's text body. */
function line(text: string, label: string): string {
  const m = new RegExp(`${label.replace(/[()]/g, '\\$&')}:\\s+(-?\\$[\\d,]+\\.\\d{2})`).exec(text);
  if (!m) throw new Error(`no "${label}" line in:\n${text}`);
  return m[1];
}

it('the request confirmation and the invoice e-mail credit the same $100.00 the invoice does, the $2.99 processing fee apart, and their totals agree', async () => {
  const id = await makeRequest(app, { category: 'House Cleaning', paid: false, title: 'Figures clean' });
  await ok(app, 'mutation($i: ProcessPaymentInput!) { processPayment(input: $i) { payment { id } } }', { i: { requestId: String(id), kind: 'consultation', method: 'card', idempotencyKey: 'figures-fee' } }, t.client);
  await settle(app);
  const [confirmation] = (await messagesOf(app, 'request_confirmed', EMAILS.client)).filter((m) => m.channel === 'email' && m.context.requestId === id);
  const text = confirmation.text_body!;

  // What the confirmation says, against the billing rule.
  const before = await billingOf(id);
  expect(line(text, 'Consultation fee (credited toward your invoice)')).toBe(formatDollars(before.consultationFeeCents));
  expect(line(text, 'Consultation fee (credited toward your invoice)')).toBe(formatDollars(CONSULTATION_FEE_CENTS));
  expect(line(text, 'Processing fee (not credited)')).toBe(formatDollars(before.consultationTotalCents - before.consultationFeeCents));
  expect(line(text, 'Processing fee (not credited)')).toBe(formatDollars(CONSULTATION_PROCESSING_FEE_CENTS));
  expect(line(text, 'Total paid')).toBe(formatDollars(before.consultationTotalCents));
  expect(line(text, 'Total paid')).toBe(formatDollars(CONSULTATION_TOTAL_CENTS));
  expect(text).not.toMatch(/credited toward your invoice\):\s+\$102\.99/);

  // The invoice for the same request: its credit is the one the confirmation promised.
  await ok(app, 'mutation($id: ID!) { acceptJob(requestId: $id) { id } }', { id: String(id) }, t.worker);
  await ok(app, 'mutation($id: ID!) { completeJob(requestId: $id) { id } }', { id: String(id) }, t.worker);
  const inv = await ok<{ createJobInvoice: { id: string } }>(app, 'mutation($i: CreateJobInvoiceInput!) { createJobInvoice(input: $i) { id } }', { i: { requestId: String(id), lineItems: [{ type: 'labor', description: 'Clean', quantity: 3, rate: 45 }] } }, t.worker);
  await ok(app, 'mutation($id: ID!) { adminApproveInvoice(id: $id) { id } }', { id: inv.createJobInvoice.id }, t.admin);
  await settle(app);
  const b = await billingOf(id);
  const [invoice] = (await messagesOf(app, 'invoice_ready', EMAILS.client)).filter((m) => m.channel === 'email' && m.context.requestId === id);
  const itext = invoice.text_body!;
  expect(line(itext, 'Consultation fee credit')).toBe(`-${line(text, 'Consultation fee (credited toward your invoice)')}`);
  expect(line(itext, 'Consultation fee credit')).toBe(`-${formatDollars(b.consultationCreditCents)}`);
  expect(line(itext, 'Service cost')).toBe(formatDollars(b.serviceCostCents));
  expect(line(itext, 'Platform fee')).toBe(formatDollars(b.platformFeeCents));
  expect(line(itext, 'Sales tax')).toBe(formatDollars(b.salesTaxCents));
  expect(line(itext, 'Processing')).toBe(formatDollars(b.processingFeeCents));
  expect(line(itext, 'Service total')).toBe(formatDollars(b.serviceTotalCents));
  expect(line(itext, 'Balance due')).toBe(formatDollars(b.balanceDueCents));
  // Paid in all: the confirmation's total plus the balance due is the combined total of the screens.
  expect(CONSULTATION_TOTAL_CENTS + b.balanceDueCents).toBe(b.combinedTotalCents);
  expect(b.serviceTotalCents - b.consultationCreditCents).toBe(b.balanceDueCents);
});
