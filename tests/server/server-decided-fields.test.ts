import { startTestApp, signIn, type TestApp } from '../support/app';
import { SimulatedGateway, setPaymentGateway } from '../../server/src/modules/payments/payment-gateway';
import { PAY, categoryId, completeWithDemoWorker, createRequest, payFee, registerClient, sql, wizardInput } from './client-support';
import { graphql } from '../gql';

/**
 * The fields through which the server tells the client what to show: checkout's fee lines,
 * the admin's allowed actions, the client's canCancel, the lists that hold a request and the
 * queue's rank. Each is decided
 * by the rule its mutation or list applies, per viewer.
 */
let app: TestApp;
let cleaning: number;
beforeAll(async () => {
  setPaymentGateway(new SimulatedGateway());
  app = await startTestApp({ seed: true });
  cleaning = await categoryId(app, 'House Cleaning');
});
afterAll(() => app.close());

interface Line {
  label: string;
  amountCents: number;
}
const QUOTE = graphql(`query ServerDecidedFieldsCheckoutQuote($id: ID!) { checkoutQuote(requestId: $id) { dueFor amountCents lines { label amountCents } } }`);
const STATE = graphql(`query ServerDecidedFieldsServiceRequest($id: ID!) { serviceRequest(id: $id) { allowedActions canCancel canEdit } }`);
const quote = async (token: string, id: number) => (await app.gql(QUOTE, { id: String(id) }, token)).data!.checkoutQuote;
const state = async (token: string, id: number) => {
  const r = await app.gql(STATE, { id: String(id) }, token);
  expect(r.errors).toBeUndefined();
  return r.data!.serviceRequest;
};
const pay = (token: string, id: number) => app.gql(PAY, { i: { kind: 'consultation', requestId: String(id), idempotencyKey: `decided-${id}-fee`, method: 'google_pay' } }, token);
const sum = (lines: Line[]) => lines.reduce((t, l) => t + l.amountCents, 0);
/** Completed work billed at $200.00 (the request's actual cost, no invoice), fee paid: the client pays, the demo worker takes and completes the job, an admin records its cost. */
const completeAt200 = async (token: string, id: number, feePaid = false) => {
  if (!feePaid) await payFee(app, token, id);
  await completeWithDemoWorker(app, id, 20000);
};

describe('checkout lines', () => {
  it('shows the consultation fee and its processing fee, adding up to $102.99', async () => {
    const { token } = await registerClient(app);
    const id = await createRequest(app, token, wizardInput(cleaning));
    const q = await quote(token, id);
    expect(q.dueFor).toBe('consultation');
    expect(q.lines).toEqual([
      { label: 'Consultation fee', amountCents: 10000 },
      { label: 'Processing fee', amountCents: 299 },
    ]);
    expect(sum(q.lines)).toBe(q.amountCents);
  });

  it('shows the balance by the billing rule: cost, 12% platform fee, 9.75% tax, processing, less the $100 credit', async () => {
    const { token } = await registerClient(app);
    const id = await createRequest(app, token, wizardInput(cleaning));
    await completeAt200(token, id);
    const q = await quote(token, id);
    expect(q.dueFor).toBe('balance');
    expect(q.lines).toEqual([
      { label: 'Service cost', amountCents: 20000 },
      { label: 'Platform fee (12%)', amountCents: 2400 },
      { label: 'Sales tax (9.75%)', amountCents: 2184 },
      { label: 'Processing fee', amountCents: 299 },
      { label: 'Consultation fee credit', amountCents: -10000 },
    ]);
    expect(q.amountCents).toBe(14883);
    expect(sum(q.lines)).toBe(q.amountCents);
    // The request's billing breakdown names the same lines (the worker's invoice preview shows them).
    const billing = await app.gql(graphql(`query ServerDecidedFieldsServiceRequest2($id: ID!) { serviceRequest(id: $id) { billing { balanceDueCents lines { label amountCents } } } }`), { id: String(id) }, token);
    expect(billing.data!.serviceRequest.billing.lines).toEqual(q.lines);
    expect(sum(billing.data!.serviceRequest.billing.lines)).toBe(billing.data!.serviceRequest.billing.balanceDueCents);
  });

  it('has no lines when nothing is due', async () => {
    const { token } = await registerClient(app);
    const id = await createRequest(app, token, wizardInput(cleaning));
    await pay(token, id);
    const q = await quote(token, id);
    expect(q).toEqual({ dueFor: 'none', amountCents: 0, lines: [] });
  });
});

describe('canCancel', () => {
  it('is true for the client of a pending request and false for an admin and for other statuses', async () => {
    const { token } = await registerClient(app);
    const id = await createRequest(app, token, wizardInput(cleaning));
    const admin = await signIn(app, 'admin@demo.elite');
    expect((await state(token, id)).canCancel).toBe(true);
    expect((await state(admin, id)).canCancel).toBe(false);
    await completeAt200(token, id);
    expect((await state(token, id)).canCancel).toBe(false);
  });

  it('turns false once the client cancels', async () => {
    const { token } = await registerClient(app);
    const id = await createRequest(app, token, wizardInput(cleaning));
    const r = await app.gql(graphql(`mutation ServerDecidedFieldsCancelServiceRequest($id: ID!) { cancelServiceRequest(id: $id) { status canCancel } }`), { id: String(id) }, token);
    expect(r.data!.cancelServiceRequest).toEqual({ status: 'cancelled', canCancel: false });
  });
});

describe('canEdit', () => {
  it('is true for the client of a pending request only, and false once it moved on', async () => {
    const { token } = await registerClient(app);
    const id = await createRequest(app, token, wizardInput(cleaning));
    const admin = await signIn(app, 'admin@demo.elite');
    expect((await state(token, id)).canEdit).toBe(true);
    expect((await state(admin, id)).canEdit).toBe(false);
    const other = await registerClient(app);
    const theirs = await app.gql(STATE, { id: String(id) }, other.token);
    expect(theirs.data?.serviceRequest?.canEdit ?? false).toBe(false);
    await completeAt200(token, id);
    expect((await state(token, id)).canEdit).toBe(false);
    // Refused by the same rule the field follows.
    const edit = await app.gql('mutation($i: UpdateRequestInput!) { updateServiceRequest(input: $i) { id } }', { i: { id: String(id), title: 'Moved on', description: 'Moved on' } }, token);
    expect(edit.errors?.[0]).toMatchObject({ message: expect.stringMatching(/^This request cannot be edited because it has already been/), extensions: { code: 'CONFLICT' } });
  });

  it('turns false once the client cancels', async () => {
    const { token } = await registerClient(app);
    const id = await createRequest(app, token, wizardInput(cleaning));
    const r = await app.gql('mutation($id: ID!) { cancelServiceRequest(id: $id) { status canEdit } }', { id: String(id) }, token);
    expect(r.data).toEqual({ cancelServiceRequest: { status: 'cancelled', canEdit: false } });
  });
});

describe('allowedActions', () => {
  it('offers an admin exactly what the admin mutations accept as the request moves on', async () => {
    const { token } = await registerClient(app);
    const id = await createRequest(app, token, wizardInput(cleaning));
    const admin = await signIn(app, 'admin@demo.elite');
    // Unpaid: the fee may be recorded; nothing to assign yet.
    expect((await state(admin, id)).allowedActions).toEqual(['simulate_client_payment']);
    await pay(token, id);
    // Paid, waiting for a worker: nothing is due until the work is billed.
    expect((await state(admin, id)).allowedActions).toEqual(['assign_worker']);
    await completeAt200(token, id, true);
    expect((await state(admin, id)).allowedActions).toEqual(['simulate_client_payment']);
    const simulated = await app.gql('mutation($id: ID!) { adminSimulateClientPayment(requestId: $id) { message } }', { id: String(id) }, admin);
    expect(simulated.errors).toBeUndefined();
    // Paid in full: the payment decision is the admin's.
    expect((await state(admin, id)).allowedActions).toEqual(['approve_payment', 'reject_payment']);
  });

  it('offers the simulated payment exactly when the mutation would take it', async () => {
    const { token } = await registerClient(app);
    const id = await createRequest(app, token, wizardInput(cleaning));
    const admin = await signIn(app, 'admin@demo.elite');
    await pay(token, id);
    expect((await state(admin, id)).allowedActions).not.toContain('simulate_client_payment');
    const refused = await app.gql('mutation($id: ID!) { adminSimulateClientPayment(requestId: $id) { message } }', { id: String(id) }, admin);
    expect(refused.errors![0].extensions!.code).toBe('CONFLICT');
  });

  it('is empty for the client and for a worker', async () => {
    const { token } = await registerClient(app);
    const id = await createRequest(app, token, wizardInput(cleaning));
    await pay(token, id);
    expect((await state(token, id)).allowedActions).toEqual([]);
    const worker = await signIn(app, 'worker@demo.elite');
    const seen = await app.gql(STATE, { id: String(id) }, worker);
    expect(seen.data!.serviceRequest).toEqual({ allowedActions: [], canCancel: false, canEdit: false });
  });
});

describe('liveLists', () => {
  it("names the viewer's lists that hold the request now, as the live events do", async () => {
    const { token } = await registerClient(app);
    const id = await createRequest(app, token, wizardInput(cleaning));
    const admin = await signIn(app, 'admin@demo.elite');
    const lists = async (who: string) => (await app.gql(graphql(`query ServerDecidedFieldsServiceRequest3($id: ID!) { serviceRequest(id: $id) { liveLists } }`), { id: String(id) }, who)).data!.serviceRequest.liveLists;
    // Unpaid: queued for the admin, not yet pending (paid).
    expect(await lists(admin)).toContain('ADMIN_QUEUED');
    expect(await lists(admin)).not.toContain('ADMIN_PENDING_PAID');
    await pay(token, id);
    expect(await lists(admin)).toContain('ADMIN_PENDING_PAID');
    expect(await lists(admin)).not.toContain('ADMIN_QUEUED');
    // The client's own lists, never an admin's.
    const mine = await lists(token);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.some((l) => l.startsWith('ADMIN_'))).toBe(false);
  });
});

describe('queue rank', () => {
  it('gives each open job its priority rank, the order the queue lists', async () => {
    const { token } = await registerClient(app);
    const urgent = await createRequest(app, token, wizardInput(cleaning));
    const low = await createRequest(app, token, wizardInput(cleaning));
    await pay(token, urgent);
    await pay(token, low);
    await sql(app, "update service_requests set priority = 'urgent' where id = ?", [urgent]);
    await sql(app, "update service_requests set priority = 'low' where id = ?", [low]);
    const worker = await signIn(app, 'worker@demo.elite');
    const r = await app.gql(graphql(`query ServerDecidedFieldsOpenJobs { openJobs(first: 100) { items { rank request { id priority } } } }`), {}, worker);
    expect(r.errors).toBeUndefined();
    const items = r.data!.openJobs.items;
    const ranks = { urgent: 0, high: 1, medium: 2, normal: 3, low: 4 } as Record<string, number>;
    for (const item of items) expect(item.rank).toBe(ranks[item.request.priority]);
    expect(items.map((i) => i.rank)).toEqual([...items.map((i) => i.rank)].sort((a, b) => a - b));
    expect(items.find((i) => i.request.id === String(urgent))?.rank).toBe(0);
    expect(items.find((i) => i.request.id === String(low))?.rank).toBe(4);
  });
});
