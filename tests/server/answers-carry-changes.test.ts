import { startTestApp, type TestApp } from '../support/app';
import { SimulatedGateway, setPaymentGateway } from '../../server/src/modules/payments/payment-gateway';
import { categoryId, completeWithDemoWorker, createRequest, registerClient, wizardInput } from './client-support';
import { graphql } from '../gql';

/**
 * A write's answer carries every object it changed, so the client's cache moves without asking
 * again: the billing row a payment or a cancel changed, the client's figures, the applicant.
 */
let app: TestApp;
let cleaning: number;
beforeAll(async () => {
  setPaymentGateway(new SimulatedGateway());
  app = await startTestApp({ seed: true });
  cleaning = await categoryId(app, 'House Cleaning');
});
afterAll(() => app.close());

const PAY = graphql(`mutation AnswersCarryChangesPay($i: ProcessPaymentInput!) { processPayment(input: $i) { request { id billingEntry { requestId status amountDueCents paidCents } } } }`);
const CANCEL = graphql(`mutation AnswersCarryChangesCancel($id: ID!) { cancelServiceRequest(id: $id) { id billingEntry { requestId status } clientStats { totalRequests reviewCount } } }`);
const REVIEW = graphql(`mutation AnswersCarryChangesReview($i: SubmitReviewInput!) { submitReview(input: $i) { id request { id rating canRate clientStats { reviewCount averageRatingGiven } } } }`);
const APPLY = graphql(`mutation AnswersCarryChangesApply($i: ProviderApplicationInput!) { applyAsProvider(input: $i) { token viewer { sessionRole user { role } provider { status } } } }`);
const pay = (token: string, id: number) => app.gql(PAY, { i: { kind: 'consultation', requestId: String(id), idempotencyKey: `answers-${id}`, method: 'google_pay' } }, token);

it("a payment answers with the request's billing row, paid", async () => {
  const { token } = await registerClient(app);
  const id = await createRequest(app, token, wizardInput(cleaning));
  const r = await pay(token, id);
  expect(r.errors).toBeUndefined();
  expect(r.data!.processPayment.request.billingEntry).toMatchObject({ requestId: String(id), status: 'paid', amountDueCents: 0, paidCents: 10299 });
});

it('a cancel answers with the billing row (gone when no money moved) and the client figures', async () => {
  const { token } = await registerClient(app);
  const unpaid = await createRequest(app, token, wizardInput(cleaning));
  const paid = await createRequest(app, token, wizardInput(cleaning));
  await pay(token, paid);
  const a = await app.gql(CANCEL, { id: String(unpaid) }, token);
  expect(a.errors).toBeUndefined();
  expect(a.data!.cancelServiceRequest.billingEntry).toBeNull();
  expect(a.data!.cancelServiceRequest.clientStats).toEqual({ totalRequests: expect.any(Number), reviewCount: 0 });
  const b = await app.gql(CANCEL, { id: String(paid) }, token);
  expect(b.data!.cancelServiceRequest.billingEntry).toMatchObject({ requestId: String(paid), status: 'refunded' });
});

it('a review answers with its request, no longer rateable, and the figures that count it', async () => {
  const { token } = await registerClient(app);
  const id = await createRequest(app, token, wizardInput(cleaning));
  await pay(token, id);
  await completeWithDemoWorker(app, id);
  const r = await app.gql(REVIEW, { i: { requestId: String(id), rating: 4 } }, token);
  expect(r.errors).toBeUndefined();
  expect(r.data!.submitReview.request).toEqual({ id: String(id), rating: 4, canRate: false, clientStats: { reviewCount: 1, averageRatingGiven: 4 } });
});

it('an application answers with the applicant as the server now sees them', async () => {
  const { token } = await registerClient(app);
  const agreements = { termsOfService: true, platformFeeAgreement: true, qualityStandards: true, communicationStandards: true };
  const r = await app.gql(APPLY, { i: { name: 'Ada Applicant', email: `ada-${Date.now()}@example.com`, phone: '615-555-0191', zipCode: '37209', serviceRadius: 50, categoryIds: [cleaning], agreements } }, token);
  expect(r.errors).toBeUndefined();
  expect(r.data!.applyAsProvider.viewer).toMatchObject({ sessionRole: 'pending_worker', user: { role: 'worker' }, provider: { status: expect.any(String) } });
});
