import { startTestApp, signIn, type TestApp } from '../support/app';
import { PAY, REGISTER, categoryId, completeWithDemoWorker, createRequest, payFee, registerClient, sql, wizardInput } from './client-support';
import { graphql } from '../gql';

let app: TestApp;
let cleaning: number;
beforeAll(async () => {
  app = await startTestApp({ seed: true });
  cleaning = await categoryId(app, 'House Cleaning');
});
afterAll(() => app.close());

const REVIEW = graphql(`mutation ClientAccountSubmitReview($i: SubmitReviewInput!) { submitReview(input: $i) { id workerRating comment } }`);

async function completedRequest(token: string): Promise<number> {
  const id = await createRequest(app, token, wizardInput(cleaning));
  await payFee(app, token, id);
  await completeWithDemoWorker(app, id);
  return id;
}

describe('reviews', () => {
  it('requires a star rating, accepts one review per completed request, and moves the worker\'s average', async () => {
    const { token } = await registerClient(app);
    const id = await completedRequest(token);
    const [before] = await sql<{ rating: number; rating_count: number }>(app, `select rating, rating_count from service_providers p join users u on u.id = p.user_id where u.email = 'worker@demo.elite'`);

    const none = await app.gql(REVIEW, { i: { requestId: String(id), rating: 0 } }, token);
    expect(none.errors![0].extensions!.fields).toEqual([{ path: 'rating', message: 'Please select a star rating before submitting your review.' }]);

    const ok = await app.gql(REVIEW, { i: { requestId: String(id), rating: 5, comment: 'Spotless' } }, token);
    expect(ok.data!.submitReview).toMatchObject({ workerRating: 5, comment: 'Spotless' });
    const again = await app.gql(REVIEW, { i: { requestId: String(id), rating: 1 } }, token);
    expect(again.errors![0].extensions!.code).toBe('CONFLICT');

    const [after] = await sql<{ rating: number; rating_count: number }>(app, `select rating, rating_count from service_providers p join users u on u.id = p.user_id where u.email = 'worker@demo.elite'`);
    expect(after.rating_count).toBe(before.rating_count + 1);
    expect(after.rating).toBeCloseTo((before.rating * before.rating_count + 5) / (before.rating_count + 1), 5);
    const detail = await app.gql<{ serviceRequest: { rating: number } }>(`{ serviceRequest(id: ${id}) { rating } }`, {}, token);
    expect(detail.data!.serviceRequest.rating).toBe(5);
    const worker = await signIn(app, 'worker@demo.elite');
    const wn = await app.gql(graphql(`query ClientAccountNotifications { notifications { items { type } } }`), {}, worker);
    expect(wn.data!.notifications.items.map((n) => n.type)).toContain('rating_received');
  });

  it('refuses reviews of requests that are not completed, or not yours', async () => {
    const a = await registerClient(app);
    const b = await registerClient(app);
    const pending = await createRequest(app, a.token, wizardInput(cleaning));
    const r = await app.gql(REVIEW, { i: { requestId: String(pending), rating: 4 } }, a.token);
    expect(r.errors![0].message).toBe('Only completed services can be reviewed');
    const done = await completedRequest(a.token);
    const other = await app.gql(REVIEW, { i: { requestId: String(done), rating: 1 } }, b.token);
    expect(other.errors![0].extensions!.code).toBe('NOT_FOUND');
  });
});

const JOIN = graphql(`mutation ClientAccountJoinWaitlist($i: JoinWaitlistInput!) { joinWaitlist(input: $i) { alreadyJoined entry { id email zipCode userType } } }`);

describe('expansion waitlist', () => {
  it('needs email, phone and ZIP, and answers a second sign-up kindly without a duplicate', async () => {
    const bad = await app.gql(JOIN, { i: { email: '', phone: '', zipCode: '' } });
    expect(bad.errors![0].extensions!.fields).toEqual([
      { path: 'email', message: 'Email is required' },
      { path: 'phone', message: 'Phone is required' },
      { path: 'zipCode', message: 'ZIP code is required' },
    ]);
    const first = await app.gql(JOIN, { i: { email: 'Far@Away.com', phone: '404-555-0100', zipCode: '30301', city: 'Atlanta', state: 'GA', userType: 'worker' } });
    expect(first.data!.joinWaitlist).toMatchObject({ alreadyJoined: false, entry: { userType: 'worker' } });
    const second = await app.gql(JOIN, { i: { email: 'far@away.com', phone: '404-555-0100', zipCode: '30301' } });
    expect(second.data!.joinWaitlist.alreadyJoined).toBe(true);
    const [{ n }] = await sql<{ n: number }>(app, `select count(*)::int as n from waitlist_entries where email = 'far@away.com'`);
    expect(n).toBe(1);
  });
});

describe('support, profile, payment methods, referrals', () => {
  it('stores a support request and notifies admins', async () => {
    const { token } = await registerClient(app);
    const r = await app.gql('mutation($i: SupportRequestInput!) { submitSupportRequest(input: $i) { id status } }', { i: { category: 'billing', subject: 'Double charge?', message: 'I see two charges', priority: 'high', email: 'me@example.com' } }, token);
    expect(r.errors).toBeUndefined();
    const admin = await signIn(app, 'admin@demo.elite');
    const n = await app.gql(graphql(`query ClientAccountNotifications2 { notifications { items { title message } } }`), {}, admin);
    expect(n.data!.notifications.items[0]).toMatchObject({ title: 'Support Request (high)', message: expect.stringContaining('Double charge?') });
    const bad = await app.gql('mutation($i: SupportRequestInput!) { submitSupportRequest(input: $i) { id } }', { i: { category: '', subject: '', message: '', email: 'x' } }, token);
    expect(bad.errors![0].extensions!.fields!.map((f: { path: string }) => f.path)).toEqual(['email', 'category', 'subject', 'message']);
  });

  it('saves the profile on the server and reports real stats', async () => {
    const { token } = await registerClient(app);
    const input = { name: 'Ava Prime', email: 'ava.prime@example.com', phone: '615-555-0199', address: '1 Broadway', city: 'Nashville', state: 'TN', zipCode: '37201', preferredContactMethod: 'sms', emailNotifications: false, smsNotifications: true, marketingEmails: true, appointmentReminders: false };
    const r = await app.gql('mutation($i: UpdateClientProfileInput!) { updateMyClientProfile(input: $i) { name state marketingEmails } }', { i: input }, token);
    expect(r.errors).toBeUndefined();
    const me = await app.gql(graphql(`query ClientAccountMyClientProfile { myClientProfile { name email phone address city state zipCode preferredContactMethod emailNotifications smsNotifications marketingEmails appointmentReminders } }`), {}, token);
    expect(me.data!.myClientProfile).toEqual(input);
    const bad = await app.gql('mutation($i: UpdateClientProfileInput!) { updateMyClientProfile(input: $i) { name } }', { i: { ...input, state: 'ZZ', zipCode: '1' } }, token);
    expect(bad.errors![0].extensions!.fields).toEqual([
      { path: 'state', message: 'Please choose a state' },
      { path: 'zipCode', message: 'ZIP code must be 5 digits' },
    ]);
    await completedRequest(token);
    await createRequest(app, token, wizardInput(cleaning));
    const stats = await app.gql(graphql(`query ClientAccountMyClientStats { myClientStats { totalRequests completed averageRatingGiven } }`), {}, token);
    expect(stats.data!.myClientStats).toEqual({ totalRequests: 2, completed: 1, averageRatingGiven: null });
  });

  it('keeps payment methods per client: first is default, set default, removing the default promotes another', async () => {
    const a = await registerClient(app);
    const b = await registerClient(app);
    const ADD = graphql(`mutation ClientAccountAddPaymentMethod($i: AddPaymentMethodInput!) { addPaymentMethod(input: $i) { id label isDefault } }`);
    const gp = await app.gql(ADD, { i: { kind: 'google_pay' } }, a.token);
    const card = await app.gql(ADD, { i: { kind: 'card', brand: 'Visa', last4: '4242' } }, a.token);
    expect(gp.data!.addPaymentMethod.isDefault).toBe(true);
    expect(card.data!.addPaymentMethod).toMatchObject({ label: 'Visa ending in 4242', isDefault: false });
    const badCard = await app.gql(ADD, { i: { kind: 'card', brand: 'Visa', last4: '42' } }, a.token);
    expect(badCard.errors![0].extensions!.fields).toEqual([{ path: 'last4', message: 'Enter the last 4 digits of the card' }]);

    const set = await app.gql(graphql(`mutation ClientAccountSetDefaultPaymentMethod($id: ID!) { setDefaultPaymentMethod(id: $id) { id isDefault } }`), { id: card.data!.addPaymentMethod.id }, a.token);
    expect(set.data!.setDefaultPaymentMethod).toEqual([{ id: card.data!.addPaymentMethod.id, isDefault: true }, { id: gp.data!.addPaymentMethod.id, isDefault: false }]);

    const stolen = await app.gql('mutation($id: ID!) { removePaymentMethod(id: $id) { id } }', { id: card.data!.addPaymentMethod.id }, b.token);
    expect(stolen.errors![0].extensions!.code).toBe('NOT_FOUND');
    expect((await app.gql(graphql(`query ClientAccountMyPaymentMethods { myPaymentMethods { id } }`), {}, b.token)).data!.myPaymentMethods).toEqual([]);

    const removed = await app.gql(graphql(`mutation ClientAccountRemovePaymentMethod($id: ID!) { removePaymentMethod(id: $id) { id isDefault } }`), { id: card.data!.addPaymentMethod.id }, a.token);
    expect(removed.data!.removePaymentMethod).toEqual([{ id: gp.data!.addPaymentMethod.id, isDefault: true }]);
  });

  it('gives each user a real referral code and counts sign-ups made with it', async () => {
    const { token } = await registerClient(app, 'Referrer');
    const mine = await app.gql(graphql(`query ClientAccountMyReferral { myReferral { code referred qualified earnedCents } }`), {}, token);
    expect(mine.data!.myReferral).toMatchObject({ code: expect.stringMatching(/^[A-Z0-9]{6,}$/), referred: 0, earnedCents: 0 });
    await app.gql(REGISTER, { i: { email: `friend${Date.now()}@example.com`, password: 'longenough', firstName: 'Fr', lastName: 'End', role: 'client', referralCode: mine.data!.myReferral.code } });
    const after = await app.gql(graphql(`query ClientAccountMyReferral2 { myReferral { referred } }`), {}, token);
    expect(after.data!.myReferral.referred).toBe(1);
  });
});

describe('billing history', () => {
  it('lists an unpaid fee as pending, and a completed job as owing its balance until paid', async () => {
    const { token } = await registerClient(app);
    const unpaid = await createRequest(app, token, wizardInput(cleaning));
    const paid = await createRequest(app, token, wizardInput(cleaning));
    await app.gql(PAY, { i: { kind: 'consultation', requestId: String(paid), idempotencyKey: 'billing-0001', method: 'apple_pay' } }, token);
    await completeWithDemoWorker(app, paid, 30000);
    const r = await app.gql(graphql(`query ClientAccountMyBilling { myBilling { items { requestId status totalCents amountDueCents dueFor } } }`), {}, token);
    const byId = Object.fromEntries(r.data!.myBilling.items.map((e) => [Number(e.requestId), e]));
    expect(byId[unpaid]).toMatchObject({ status: 'pending', totalCents: 10299, amountDueCents: 10299, dueFor: 'consultation' });
    expect(byId[paid]).toMatchObject({ status: 'pending', totalCents: 10299 + 27175, amountDueCents: 27175, dueFor: 'balance' });
  });
});
