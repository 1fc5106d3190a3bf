import { startTestApp, signIn, type TestApp } from '../support/app';
import { makeRequest } from '../support/worker-fixtures';
import { call } from '../rest/rest-client';
import { EMAILS, fails, ok } from '../server/admin-helpers';
import { Client } from '../../server/src/modules/clients/client.entity';
import { Payment } from '../../server/src/modules/payments/payment.entity';
import { ServiceProvider } from '../../server/src/modules/providers/service-provider.entity';
import { Notification } from '../../server/src/modules/notifications/notification.entity';
import { milestonesCrossed } from '../../server/src/modules/payments/revenue-milestones';
import { enqueue } from '../../server/src/modules/outbox/outbox';
import { zonedParts } from '../../server/src/modules/jobs/time';
import { DAY, messagesOf, movableClock, settle, type MessageRow } from './messages-support';
import { setClientSwitches } from './switches';

/**
 * The nine notification types that had no cause, each triggered by its real cause over
 * GraphQL or REST: the in-app notification (with its priority), and the e-mail and text
 * message where the person's switches let them out (skipped where switched off).
 */
let app: TestApp;
const clock = movableClock();
const t: Record<string, string> = {};

beforeAll(async () => {
  app = await startTestApp({ seed: true, now: clock.now });
  for (const [k, email] of Object.entries(EMAILS)) t[k] = await signIn(app, email);
});
afterAll(async () => {
  await app?.close();
});

const PAY = 'mutation($i: ProcessPaymentInput!) { processPayment(input: $i) { payment { id amountCents } } }';
const pay = (requestId: number, kind: 'consultation' | 'balance', token: string, key: string) =>
  ok<{ processPayment: { payment: { id: string; amountCents: number } } }>(app, PAY, { i: { requestId: String(requestId), kind, method: 'card', idempotencyKey: key } }, token);

const NOTIFICATIONS = '{ notifications(first: 50) { items { id type title message priority expiresAt data } } }';
type Item = { id: string; type: string; title: string; message: string; priority: string; expiresAt: string | null; data: Record<string, unknown> | null };
async function notificationsOf(token: string, type: string): Promise<Item[]> {
  const { notifications } = await ok<{ notifications: { items: Item[] } }>(app, NOTIFICATIONS, {}, token);
  return notifications.items.filter((n) => n.type === type);
}

const em = () => app.orm.em.fork();
const providerOf = (email: string) => em().findOneOrFail(ServiceProvider, { email });
const sent = (rows: MessageRow[]) => rows.filter((m) => m.state === 'sent');

/** 'YYYY-MM-DD 10:00' in Central time, days from now. */
function visitIn(days: number): string {
  const p = zonedParts(new Date(Date.now() + days * DAY));
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')} 10:00`;
}

describe('payment_declined', () => {
  it('tells the payer of a declined card once per attempt, by e-mail and text, with the amount and the card response', async () => {
    const id = await makeRequest(app, { category: 'House Cleaning', paid: false, title: 'Declined clean' });
    const body = { paymentAmount: 102.99, paymentMethod: 'card', paymentType: 'appointment_fee', squareTransactionId: 'declined-attempt-1', token: 'decline' };
    const first = await call(app, 'POST', `/api/service-requests/${id}/process-payment`, { token: t.client, body });
    expect(first.status).toBe(402);
    // The same attempt again: the same answer, no second notice.
    expect((await call(app, 'POST', `/api/service-requests/${id}/process-payment`, { token: t.client, body })).status).toBe(402);
    await settle(app);

    const told = (await notificationsOf(t.client, 'payment_declined')).filter((n) => n.data?.requestId === id);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ title: 'Payment Declined', priority: 'urgent' });
    expect(told[0].message).toContain('$102.99');
    expect(told[0].message).toContain('Nothing was charged');

    const mails = (await messagesOf(app, 'payment_declined', EMAILS.client)).filter((m) => m.context.requestId === id);
    expect(sent(mails).map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    const mail = mails.find((m) => m.channel === 'email')!;
    expect(mail.subject).toMatch(/^Payment declined: \$102\.99 for Declined clean \(#\d+\)$/);
    expect(mail.text_body).toMatch(/Consultation fee:\s+\$102\.99/);
    expect(mail.text_body).toMatch(/Charged:\s+\$0\.00/);
    expect(mail.text_body).toContain(`/checkout?requestId=${id}`);
  });

  it('writes the notice but sends no e-mail or text to a client who switched both off', async () => {
    await setClientSwitches(app, t.client2, { emailNotifications: false, smsNotifications: false });
    const id = await makeRequest(app, { category: 'House Cleaning', clientEmail: EMAILS.client2, paid: false, title: 'Quiet decline' });
    await fails(app, 'mutation($i: ProcessPaymentInput!) { processPayment(input: $i) { payment { id } } }', { i: { requestId: String(id), kind: 'consultation', method: 'card', idempotencyKey: 'quiet-decline', token: 'decline' } }, t.client2);
    await settle(app);
    expect((await notificationsOf(t.client2, 'payment_declined')).filter((n) => n.data?.requestId === id)).toHaveLength(1);
    const all = (await messagesOf(app, 'payment_declined', EMAILS.client2)).filter((m) => m.context.requestId === id);
    // The push (a declined card pushes too) has no device of theirs to go to.
    expect(all.filter((m) => m.channel === 'push').map((m) => m.state)).toEqual(['skipped_no_address']);
    const mails = all.filter((m) => m.channel !== 'push');
    expect(mails).toHaveLength(2);
    expect(mails.map((m) => m.state)).toEqual(['skipped_preference', 'skipped_preference']);
    expect(mails.every((m) => m.subject === null || m.subject === undefined)).toBe(true);
    await setClientSwitches(app, t.client2, { emailNotifications: true, smsNotifications: true });
  });
});

describe('a job from payment to review', () => {
  let id: number;

  it('appointment: an admin setting or moving the visit tells the worker (appointment, for their calendar) and the client (appointment_scheduled), once each', async () => {
    id = await makeRequest(app, { category: 'House Cleaning', paid: false, title: 'Journey clean' });
    await pay(id, 'consultation', t.client, 'journey-fee');
    await ok(app, 'mutation($id: ID!) { acceptJob(requestId: $id) { id } }', { id: String(id) }, t.worker);
    // The worker sets it: the client hears, the worker (who did it) does not.
    await ok(app, 'mutation($id: ID!, $at: String!) { scheduleJob(requestId: $id, scheduledAt: $at) { id } }', { id: String(id), at: visitIn(3) }, t.worker);
    await settle(app);
    expect((await notificationsOf(t.worker, 'appointment')).filter((n) => n.data?.requestId === id)).toHaveLength(0);

    // An admin moves it: the worker gets appointment, the client appointment_scheduled.
    await ok(app, 'mutation($id: ID!, $at: String!) { adminScheduleVisit(requestId: $id, scheduledAt: $at) { id scheduledAt } }', { id: String(id), at: visitIn(4) }, t.admin);
    await settle(app);
    const worker = (await notificationsOf(t.worker, 'appointment')).filter((n) => n.data?.requestId === id);
    expect(worker).toHaveLength(1);
    expect(worker[0]).toMatchObject({ title: 'Visit Moved', priority: 'high' });
    expect((await notificationsOf(t.worker, 'appointment_scheduled')).filter((n) => n.data?.requestId === id)).toHaveLength(0);
    expect((await notificationsOf(t.client, 'appointment_scheduled')).filter((n) => n.data?.requestId === id)).toHaveLength(2);
    expect((await notificationsOf(t.client, 'appointment')).filter((n) => n.data?.requestId === id)).toHaveLength(0);

    const workerMail = (await messagesOf(app, 'worker_visit_scheduled', EMAILS.worker)).filter((m) => m.context.requestId === id);
    expect(sent(workerMail).map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    expect(workerMail.find((m) => m.channel === 'email')!.subject).toMatch(/^Visit moved: Journey clean \(#\d+\), \w{3}, \w{3} \d+, 10:00 AM C[SD]T$/);
    const clientMail = (await messagesOf(app, 'visit_scheduled', EMAILS.client)).filter((m) => m.context.requestId === id && m.channel === 'email');
    expect(clientMail).toHaveLength(2);
    expect(clientMail[1].subject).toMatch(/^Visit rescheduled: /);
  });

  it('payment_success: the balance paid tells the client once that the job is paid in full (no second payment_processed), with the receipt', async () => {
    await ok(app, 'mutation($id: ID!) { completeJob(requestId: $id) { id } }', { id: String(id) }, t.worker);
    const inv = await ok<{ createJobInvoice: { id: string } }>(app, 'mutation($i: CreateJobInvoiceInput!) { createJobInvoice(input: $i) { id } }', { i: { requestId: String(id), lineItems: [{ type: 'labor', description: 'Deep clean', quantity: 2, rate: 60 }] } }, t.worker);
    await ok(app, 'mutation($id: ID!) { adminApproveInvoice(id: $id) { id } }', { id: inv.createJobInvoice.id }, t.admin);
    await pay(id, 'balance', t.client, 'journey-balance');
    await settle(app);

    const success = (await notificationsOf(t.client, 'payment_success')).filter((n) => n.data?.requestId === id);
    expect(success).toHaveLength(1);
    expect(success[0].title).toBe('Paid in Full');
    expect(success[0].message).toContain('$50.49');
    // payment_processed stays the consultation fee's (in the app only).
    expect((await notificationsOf(t.client, 'payment_processed')).filter((n) => n.data?.requestId === id).map((n) => n.data?.kind)).toEqual(['consultation']);
    const receipts = (await messagesOf(app, 'payment_received', EMAILS.client)).filter((m) => m.context.requestId === id);
    expect(sent(receipts).map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    const mail = receipts.find((m) => m.channel === 'email')!;
    expect(mail.subject).toMatch(/^Payment received: \$50\.49 for Journey clean/);
    expect(mail.text_body).toContain('Your job is now paid in full.');
    expect(mail.text_body).toMatch(/Balance remaining:\s+\$0\.00/);
  });

  it('payment_dispute: the client disputes the balance payment over REST; it is recorded on the payment and admins are told', async () => {
    const balance = await em().findOneOrFail(Payment, { request: id, kind: 'balance' });
    const r = await call(app, 'POST', `/api/payments/${balance.id}/dispute`, { token: t.client, body: { reason: 'The kitchen was not cleaned.' } });
    expect(r.status).toBe(200);
    expect(r.body.payment).toMatchObject({ id: balance.id, amount: 50.49, disputeReason: 'The kitchen was not cleaned.' });
    expect(r.body.payment.disputedAt).toEqual(expect.any(String));
    // Another client cannot see it; a second dispute is a conflict.
    expect((await call(app, 'POST', `/api/payments/${balance.id}/dispute`, { token: t.client2, body: { reason: 'x' } })).status).toBe(404);
    expect((await call(app, 'POST', `/api/payments/${balance.id}/dispute`, { token: t.client, body: { reason: 'again' } })).status).toBe(409);
    await settle(app);

    expect((await em().findOneOrFail(Payment, { id: balance.id })).disputeReason).toBe('The kitchen was not cleaned.');
    const told = (await notificationsOf(t.admin, 'payment_dispute')).filter((n) => n.data?.paymentId === balance.id);
    expect(told).toHaveLength(1);
    expect(told[0].priority).toBe('urgent');
    expect(told[0].message).toContain('The kitchen was not cleaned.');
    const mail = sent(await messagesOf(app, 'payment_disputed', EMAILS.admin)).find((m) => m.context.paymentId === balance.id)!;
    expect(mail.subject).toMatch(/^Payment disputed: \$50\.49 for Journey clean/);
    expect(mail.text_body).toMatch(/Reason:\s+The kitchen was not cleaned\./);
  });

  it('quality_review_needed: a rating below 3 of 5 asks admins to review the job and its worker', async () => {
    await ok(app, 'mutation($i: SubmitReviewInput!) { submitReview(input: $i) { id } }', { i: { requestId: String(id), rating: 2, comment: 'Missed the kitchen.' } }, t.client);
    await settle(app);
    const told = (await notificationsOf(t.admin, 'quality_review_needed')).filter((n) => n.data?.requestId === id);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ title: 'Quality Review Needed', priority: 'high' });
    expect(told[0].message).toContain('rated 2 of 5 for Marcus Reed');
    const mail = sent(await messagesOf(app, 'quality_review_needed', EMAILS.admin)).find((m) => m.context.requestId === id)!;
    expect(mail.text_body).toMatch(/Rating:\s+2 of 5/);
    expect(mail.text_body).toMatch(/Worker:\s+Marcus Reed/);
    expect(mail.text_body).toMatch(/Comment:\s+Missed the kitchen\./);
  });

  it('a rating that meets the standard asks for no review', async () => {
    const other = await makeRequest(app, { category: 'House Cleaning', paid: false, title: 'Good clean' });
    await pay(other, 'consultation', t.client, 'good-fee');
    await ok(app, 'mutation($id: ID!) { acceptJob(requestId: $id) { id } }', { id: String(other) }, t.worker);
    await ok(app, 'mutation($id: ID!) { completeJob(requestId: $id) { id } }', { id: String(other) }, t.worker);
    await ok(app, 'mutation($i: SubmitReviewInput!) { submitReview(input: $i) { id } }', { i: { requestId: String(other), rating: 3 } }, t.client);
    await settle(app);
    expect((await notificationsOf(t.admin, 'quality_review_needed')).filter((n) => n.data?.requestId === other)).toHaveLength(0);
  });
});

describe('revenue_milestone', () => {
  it('knows the milestones: $1,000 ... $100,000, then every $100,000', () => {
    expect(milestonesCrossed(99_000, 101_000)).toEqual([100_000]);
    expect(milestonesCrossed(0, 1_000_000)).toEqual([100_000, 500_000, 1_000_000]);
    expect(milestonesCrossed(9_990_000, 10_010_000)).toEqual([10_000_000]);
    expect(milestonesCrossed(19_990_000, 20_010_000)).toEqual([20_000_000]);
    expect(milestonesCrossed(10_000_000, 10_000_001)).toEqual([]);
    expect(milestonesCrossed(15_000_000, 31_000_000)).toEqual([20_000_000, 30_000_000]);
  });

  it('tells admins once when a payment takes revenue collected past the next milestone', async () => {
    const conn = em().getConnection();
    const [{ total }] = await conn.execute<{ total: string }[]>(`select coalesce(sum(amount_cents), 0) as total from payments where status = 'succeeded'`);
    const next = [100_000, 500_000, 1_000_000, 2_500_000].find((m) => m > Number(total))!;
    // Revenue collected so far stands $50 short of the next milestone (an earlier payment, outside this test's flows).
    const client = await em().findOneOrFail(Client, { email: EMAILS.client2 });
    const earlier = await makeRequest(app, { category: 'House Cleaning', clientEmail: EMAILS.client2, title: 'Earlier revenue' });
    const fork = em();
    fork.create(Payment, { request: earlier, client: client.id, kind: 'balance', amountCents: next - Number(total) - 5_000, method: 'card', status: 'succeeded', gatewayTransactionId: null, idempotencyKey: 'fixture-earlier-revenue' });
    await fork.flush();

    const id = await makeRequest(app, { category: 'House Cleaning', paid: false, title: 'Milestone clean' });
    await pay(id, 'consultation', t.client, 'milestone-fee');
    // A later payment crosses nothing new.
    const after = await makeRequest(app, { category: 'House Cleaning', paid: false, title: 'After milestone' });
    await pay(after, 'consultation', t.client, 'after-milestone-fee');
    await settle(app);

    const told = (await notificationsOf(t.admin, 'revenue_milestone')).filter((n) => n.data?.milestoneCents === next);
    expect(told).toHaveLength(1);
    expect(told[0].priority).toBe('low');
    expect(told[0].data).toMatchObject({ requestId: id, totalCents: next + 10_299 - 5_000 });
    expect((await notificationsOf(t.admin, 'revenue_milestone')).filter((n) => n.data?.requestId === after)).toHaveLength(0);
    const [row] = await conn.execute<{ n: string }[]>('select count(*) as n from revenue_milestones where milestone_cents = ?', [next]);
    expect(Number(row.n)).toBe(1);
    const mail = sent(await messagesOf(app, 'revenue_milestone', EMAILS.admin)).find((m) => Number(m.context.milestoneCents) === next)!;
    expect(mail.subject).toBe(`Revenue milestone: $${(next / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })} collected`);
  });

  it('tells admins once of a milestone two payments passed together, when each alone would have passed it and the later is counted first', async () => {
    const conn = em().getConnection();
    const [{ total }] = await conn.execute<{ total: string }[]>(`select coalesce(sum(amount_cents), 0) as total from payments where status = 'succeeded'`);
    const next = [100_000, 500_000, 1_000_000, 2_500_000, 5_000_000].find((m) => m > Number(total) + 100)!;
    const client = await em().findOneOrFail(Client, { email: EMAILS.client2 });
    const fork = em();
    // Revenue stands 50 cents short of the milestone; then two fees commit at once, each of which would pass it alone.
    const earlier = await makeRequest(app, { category: 'House Cleaning', clientEmail: EMAILS.client2, title: 'Revenue before the pair' });
    fork.create(Payment, { request: earlier, client: client.id, kind: 'balance', amountCents: next - Number(total) - 50, method: 'card', status: 'succeeded', gatewayTransactionId: null, idempotencyKey: 'fixture-before-pair' });
    const first = await makeRequest(app, { category: 'House Cleaning', clientEmail: EMAILS.client2, title: 'Pair one' });
    const second = await makeRequest(app, { category: 'House Cleaning', clientEmail: EMAILS.client2, title: 'Pair two' });
    const one = fork.create(Payment, { request: first, client: client.id, kind: 'consultation', amountCents: 10_299, method: 'card', status: 'succeeded', gatewayTransactionId: null, idempotencyKey: 'fixture-pair-one' });
    const two = fork.create(Payment, { request: second, client: client.id, kind: 'consultation', amountCents: 10_299, method: 'card', status: 'succeeded', gatewayTransactionId: null, idempotencyKey: 'fixture-pair-two' });
    await fork.flush();
    // Counted after both committed, the second first: the total each reads is already past the milestone by both.
    enqueue(fork, { type: 'revenue_milestones', requestId: second, paymentId: two.id, amountCents: 10_299 }, { type: 'revenue_milestones', requestId: first, paymentId: one.id, amountCents: 10_299 });
    await fork.flush();
    await settle(app);

    const told = (await notificationsOf(t.admin, 'revenue_milestone')).filter((n) => n.data?.milestoneCents === next);
    expect(told).toHaveLength(1);
    expect(told[0].data).toMatchObject({ requestId: second, paymentId: two.id, totalCents: next - 50 + 2 * 10_299 });
    const [row] = await conn.execute<{ n: string }[]>('select count(*) as n from revenue_milestones where milestone_cents = ?', [next]);
    expect(Number(row.n)).toBe(1);
  });
});

describe('what admins decide about workers', () => {
  it('account_suspended: an admin suspends a working worker, who is told and can no longer take jobs', async () => {
    const lena = await providerOf(EMAILS.worker2);
    const { adminSuspendWorker } = await ok<{ adminSuspendWorker: { status: string } }>(app, 'mutation($id: ID!, $r: String) { adminSuspendWorker(providerId: $id, reason: $r) { status } }', { id: String(lena.id), r: 'Repeated no-shows' }, t.admin);
    expect(adminSuspendWorker.status).toBe('suspended');
    expect((await fails(app, 'mutation($id: ID!, $r: String) { adminSuspendWorker(providerId: $id, reason: $r) { status } }', { id: String(lena.id), r: null }, t.admin)).extensions?.code).toBe('CONFLICT');
    await settle(app);
    const told = await notificationsOf(t.worker2, 'account_suspended');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ title: 'Account suspended', priority: 'urgent' });
    expect(told[0].message).toContain('Repeated no-shows');
    const mails = await messagesOf(app, 'account_suspended', EMAILS.worker2);
    expect(sent(mails).map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    expect(mails.find((m) => m.channel === 'email')!.text_body).toContain('for this reason: Repeated no-shows');
    const job = await makeRequest(app, { category: 'Lawn & Landscaping', zip: '37027', title: 'Suspended lawn' });
    expect((await fails(app, 'mutation($id: ID!) { acceptJob(requestId: $id) { id } }', { id: String(job) }, t.worker2)).extensions?.code).toBe('FORBIDDEN');
  });

  it('document_required: an admin asks an applicant for a document over REST; it is kept on the application and the applicant is told', async () => {
    const riley = await providerOf(EMAILS.applicant);
    const r = await call(app, 'POST', `/api/admin/service-providers/${riley.id}/request-document`, { token: t.admin, body: { document: 'Proof of liability insurance', note: 'A PDF of the certificate is fine.' } });
    expect(r.status).toBe(200);
    expect((await call(app, 'POST', `/api/admin/service-providers/${riley.id}/request-document`, { token: t.client, body: { document: 'x' } })).status).toBe(403);
    expect((await providerOf(EMAILS.applicant)).documentRequest).toBe('Proof of liability insurance');
    await settle(app);
    const told = await notificationsOf(t.applicant, 'document_required');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ title: 'Document required', priority: 'high' });
    const mail = sent(await messagesOf(app, 'document_required', EMAILS.applicant)).find((m) => m.channel === 'email')!;
    expect(mail.subject).toBe('Document needed: Proof of liability insurance');
    expect(mail.text_body).toMatch(/Note from our team:\s+A PDF of the certificate is fine\./);
    expect(mail.text_body).toContain('/worker-documents');
  });

  it('background_check_complete: an admin records the check complete (with its time); the applicant is told; recording it again is a conflict', async () => {
    const riley = await providerOf(EMAILS.applicant);
    const done = await ok<{ adminCompleteBackgroundCheck: { backgroundCheckStatus: string; backgroundCheckCompletedAt: string; status: string } }>(
      app, 'mutation($id: ID!) { adminCompleteBackgroundCheck(providerId: $id) { backgroundCheckStatus backgroundCheckCompletedAt status } }', { id: String(riley.id) }, t.admin,
    );
    expect(done.adminCompleteBackgroundCheck).toMatchObject({ backgroundCheckStatus: 'approved', status: riley.status, backgroundCheckCompletedAt: expect.any(String) });
    expect((await fails(app, 'mutation($id: ID!) { adminCompleteBackgroundCheck(providerId: $id) { id } }', { id: String(riley.id) }, t.admin)).extensions?.code).toBe('CONFLICT');
    await settle(app);
    const told = await notificationsOf(t.applicant, 'background_check_complete');
    expect(told).toHaveLength(1);
    expect(told[0].message).toContain('We will finish reviewing your application');
    const mail = sent(await messagesOf(app, 'background_check_complete', EMAILS.applicant));
    expect(mail.map((m) => m.channel)).toEqual(['email']);
    expect(mail[0].subject).toBe('Your background check is complete');
    expect(mail[0].text_body).toMatch(/Background check:\s+Complete/);
  });

  it('every notification written here has its type in the notifications table, none left without a cause', async () => {
    const types = (await em().find(Notification, { type: { $in: ['payment_declined', 'payment_success', 'account_suspended', 'document_required', 'background_check_complete', 'payment_dispute', 'revenue_milestone', 'quality_review_needed', 'appointment'] } })).map((n) => n.type);
    expect(new Set(types).size).toBe(9);
  });
});
