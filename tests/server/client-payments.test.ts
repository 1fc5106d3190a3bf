import { startTestApp, signIn, type TestApp } from '../support/app';
import { SimulatedGateway, setPaymentGateway } from '../../server/src/modules/payments/payment-gateway';
import { Topic, requestChannel } from '../../server/src/events/pubsub';
import { PAY, categoryId, completeWithDemoWorker, createRequest, registerClient, sql, wizardInput } from './client-support';
import { requestNumber } from '../../server/src/domain/request-number';
import { graphql } from '../gql';
import { print } from 'graphql';

let app: TestApp;
let gateway: SimulatedGateway;
let cleaning: number;
beforeAll(async () => {
  gateway = new SimulatedGateway();
  setPaymentGateway(gateway);
  app = await startTestApp({ seed: true });
  cleaning = await categoryId(app, 'House Cleaning');
});
afterAll(() => app.close());

const payments = (id: number) => sql<{ kind: string; amount_cents: number; status: string; gateway_transaction_id: string }>(app, 'select kind, amount_cents, status, gateway_transaction_id from payments where request_id = ?', [id]);
const types = async (token: string) => (await app.gql(graphql(`query ClientPaymentsNotifications { notifications { items { type } } }`), {}, token)).data!.notifications.items.map((n) => n.type);
const pay = (token: string, requestId: number, key: string, extra: Record<string, unknown> = {}) =>
  app.gql(
    PAY,
    { i: { kind: 'consultation', requestId: String(requestId), idempotencyKey: key, method: 'google_pay', ...extra } },
    token,
  );

describe('paying the consultation fee', () => {
  it('charges $102.99 once, marks the request paid, tells the client and admins, and shows it to workers', async () => {
    const { token } = await registerClient(app);
    const id = await createRequest(app, token, wizardInput(cleaning));
    const worker = await signIn(app, 'worker@demo.elite');
    expect((await app.gql(`{ serviceRequest(id: ${id}) { id } }`, {}, worker)).errors![0].extensions!.code).toBe('FORBIDDEN');

    const r = await pay(token, id, 'attempt-aaaa-1');
    expect(r.errors).toBeUndefined();
    expect(r.data!.processPayment.payment.amountCents).toBe(10299);
    expect(r.data!.processPayment.payment.gatewayTransactionId).toMatch(/^sim_[0-9a-f]{24}$/);
    expect(r.data!.processPayment.request).toMatchObject({ appointmentFeePaid: true, displayStatus: 'pending', paymentStatus: 'paid' });

    expect(await types(token)).toEqual(expect.arrayContaining(['request_submitted_paid', 'payment_processed']));
    const admin = await signIn(app, 'admin@demo.elite');
    expect(await types(admin)).toContain('payment_received');
    const seen = await app.gql<{ serviceRequest: { id: string; displayStatus: string } }>(`{ serviceRequest(id: ${id}) { id displayStatus } }`, {}, worker);
    expect(seen.data!.serviceRequest.displayStatus).toBe('pending');
  });

  it('publishes queueChanged {paid} and the request change after the commit, so workers, the client and admins update live', async () => {
    const { token } = await registerClient(app);
    const id = await createRequest(app, token, wizardInput(cleaning));
    const pubsub = app.handle.deps.pubsub;
    const firstOf = async <T extends { requestId: number; kind: string }>(it: AsyncIterable<T>, kind: string) => {
      for await (const e of it) {
        if (e.requestId !== id || e.kind !== kind) continue;
        const [row] = await sql<{ appointment_fee_paid: boolean }>(app, 'select appointment_fee_paid from service_requests where id = ?', [id]);
        return { ...e, paidInDatabase: row.appointment_fee_paid };
      }
      return null;
    };
    const queue = firstOf(pubsub.subscribe(Topic.QueueChanged), 'paid');
    const review = firstOf(pubsub.subscribe(Topic.RequestChanged, requestChannel.admins), 'consultation_paid');
    await pay(token, id, 'live-key-0001');
    expect(await queue).toMatchObject({ requestId: id, kind: 'paid', categoryId: cleaning, paidInDatabase: true });
    expect(await review).toMatchObject({ requestId: id, kind: 'consultation_paid', paidInDatabase: true });
  });

  it('is idempotent: the same key twice charges once and answers the same payment', async () => {
    const { token } = await registerClient(app);
    const id = await createRequest(app, token, wizardInput(cleaning));
    const chargesBefore = gateway.charges.length;
    const first = await pay(token, id, 'same-key-0001');
    const second = await pay(token, id, 'same-key-0001');
    expect(second.errors).toBeUndefined();
    expect(second.data!.processPayment.payment.id).toBe(first.data!.processPayment.payment.id);
    expect(gateway.charges.length - chargesBefore).toBe(1);
    expect(await payments(id)).toHaveLength(1);
  });

  it('is idempotent under a double click too: the same key sent twice at once gives one payment', async () => {
    const { token } = await registerClient(app);
    const id = await createRequest(app, token, wizardInput(cleaning));
    const chargesBefore = gateway.charges.length;
    const [a, b] = await Promise.all([pay(token, id, 'double-click-1'), pay(token, id, 'double-click-1')]);
    expect(a.errors).toBeUndefined();
    expect(b.errors).toBeUndefined();
    expect(a.data!.processPayment.payment.id).toBe(b.data!.processPayment.payment.id);
    expect(gateway.charges.length - chargesBefore).toBe(1);
    expect(await payments(id)).toHaveLength(1);
  });

  it('scopes keys per client: another client may use the same key for their own payment', async () => {
    const a = await registerClient(app);
    const b = await registerClient(app);
    const ra = await createRequest(app, a.token, wizardInput(cleaning));
    const rb = await createRequest(app, b.token, wizardInput(cleaning));
    const pa = await pay(a.token, ra, 'shared-key-123');
    const pb = await pay(b.token, rb, 'shared-key-123');
    expect(pb.errors).toBeUndefined();
    expect(pb.data!.processPayment.payment.id).not.toBe(pa.data!.processPayment.payment.id);
    expect(pb.data!.processPayment.request.appointmentFeePaid).toBe(true);
  });

  it('settles two different keys on one request in the database: one succeeds, the other gets CONFLICT, nobody pays twice', async () => {
    const { token } = await registerClient(app);
    const id = await createRequest(app, token, wizardInput(cleaning));
    const refundsBefore = gateway.refunds.length;
    const results = await Promise.all([pay(token, id, 'race-key-aaaa'), pay(token, id, 'race-key-bbbb')]);
    const ok = results.filter((r) => !r.errors);
    const failed = results.filter((r) => r.errors);
    expect(ok).toHaveLength(1);
    expect(failed).toHaveLength(1);
    expect(failed[0].errors![0].extensions!.code).toBe('CONFLICT');
    const rows = await payments(id);
    expect(rows.filter((p) => p.status === 'succeeded')).toHaveLength(1);
    // The loser was either stopped before charging or its charge was refunded.
    const chargedLoser = gateway.charges.filter((c) => c.description.includes(requestNumber(id))).length - 1;
    expect(gateway.refunds.length - refundsBefore).toBe(chargedLoser);
    const later = await pay(token, id, 'race-key-cccc');
    expect(later.errors![0].extensions!.code).toBe('CONFLICT');
    expect(later.errors![0].message).toBe('The consultation fee for this request has already been paid');
  });

  it('a declined card changes nothing but tells the payer: the request stays unpaid, no payment, one payment_declined notice', async () => {
    const { token } = await registerClient(app);
    const id = await createRequest(app, token, wizardInput(cleaning));
    const before = await types(token);
    const r = await pay(token, id, 'declined-0001', { token: 'decline' });
    expect(r.errors![0].extensions!.code).toBe('PAYMENT_DECLINED');
    expect(r.errors![0].message).toBe('Your card was declined.');
    const [row] = await sql<{ appointment_fee_paid: boolean; payment_status: string }>(app, 'select appointment_fee_paid, payment_status from service_requests where id = ?', [id]);
    expect(row).toEqual({ appointment_fee_paid: false, payment_status: 'unpaid' });
    expect(await payments(id)).toHaveLength(0);
    expect(await types(token)).toEqual(['payment_declined', ...before]);
    // A fresh attempt with a good card then goes through.
    expect((await pay(token, id, 'declined-0002')).errors).toBeUndefined();
  });

  it('refuses an attempt without a proper key or method', async () => {
    const { token } = await registerClient(app);
    const id = await createRequest(app, token, wizardInput(cleaning));
    const r = await pay(token, id, 'short');
    expect(r.errors![0].extensions!.fields).toEqual([{ path: 'idempotencyKey', message: 'A payment attempt key of 8 to 100 characters is required' }]);
    // method is a PaymentMethodKind: another word is refused by the schema itself (REST's words reach the service's message).
    const word = await pay(token, id, 'a-proper-attempt-key', { method: 'bitcoin' });
    expect(word.errors![0].message).toMatch(/PaymentMethodKind/);
  });
});

const QUOTE = graphql(`query ClientPaymentsCheckoutQuote($id: ID!) { checkoutQuote(requestId: $id) { dueFor amountCents } }`);
const PAY_BALANCE = graphql(`mutation ClientPaymentsProcessPayment($i: ProcessPaymentInput!) { processPayment(input: $i) { payment { amountCents kind } request { balancePaid invoicePaid adminApprovalStatus billing { balanceDueCents } } } }`);

describe('checkout amounts come from the server', () => {
  it('quotes the fee, then the balance of a completed job from the billing breakdown, and pays it once', async () => {
    const { token } = await registerClient(app);
    const id = await createRequest(app, token, wizardInput(cleaning));
    expect((await app.gql(QUOTE, { id }, token)).data!.checkoutQuote).toEqual({ dueFor: 'consultation', amountCents: 10299 });
    await pay(token, id, 'bal-fee-0001');
    expect((await app.gql(QUOTE, { id }, token)).data!.checkoutQuote).toEqual({ dueFor: 'none', amountCents: 0 });
    // $300 of service: 300 + 36 (12%) + 32.76 (9.75% of 336) + 2.99 = 371.75; balance 271.75
    await completeWithDemoWorker(app, id, 30000);
    expect((await app.gql(QUOTE, { id }, token)).data!.checkoutQuote).toEqual({ dueFor: 'balance', amountCents: 27175 });
    const r = await app.gql(
      PAY_BALANCE,
      { i: { kind: 'balance', requestId: String(id), idempotencyKey: 'bal-pay-0001', method: 'card' } },
      token,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.processPayment.payment).toEqual({ amountCents: 27175, kind: 'balance' });
    expect(r.data!.processPayment.request).toMatchObject({ balancePaid: true, invoicePaid: true, adminApprovalStatus: 'pending' });
    const again = await app.gql(PAY_BALANCE, { i: { kind: 'balance', requestId: String(id), idempotencyKey: 'bal-pay-0002', method: 'card' } }, token);
    expect(again.errors![0].extensions!.code).toBe('CONFLICT');
  });

  it('pays what the input names: a balance before billing is refused, a fee attempt key cannot pay the balance, and the kind is required', async () => {
    const { token } = await registerClient(app);
    const id = await createRequest(app, token, wizardInput(cleaning));
    const balance = (key: string) => app.gql(PAY_BALANCE, { i: { kind: 'balance', requestId: String(id), idempotencyKey: key, method: 'card' } }, token);
    expect((await balance('kind-balance-01')).errors![0]).toMatchObject({ message: 'Pay the consultation fee first', extensions: { code: 'CONFLICT' } });
    expect((await pay(token, id, 'kind-fee-0001')).errors).toBeUndefined();
    await completeWithDemoWorker(app, id, 30000);
    expect((await balance('kind-fee-0001')).errors![0]).toMatchObject({ message: 'This payment attempt key was already used for another payment; start a new attempt with a new key', extensions: { code: 'BAD_USER_INPUT', fields: [{ path: 'idempotencyKey' }] } });
    // No kind: input the schema refuses, so the document goes as a string.
    const unnamed = await app.gql(print(PAY_BALANCE), { i: { requestId: String(id), idempotencyKey: 'kind-none-0001', method: 'card' } }, token);
    expect(unnamed.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    expect(unnamed.errors![0].message).toMatch(/kind/);
    expect((await payments(id)).map((p) => p.kind)).toEqual(['consultation']);
    // Named, the balance goes through.
    expect((await balance('kind-balance-02')).errors).toBeUndefined();
  });
});
