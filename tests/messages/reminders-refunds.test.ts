import { startTestApp, signIn, type TestApp } from '../support/app';
import { startSmtp, type TestSmtp } from '../support/smtp';
import { makeRequest } from '../support/worker-fixtures';
import { startApiProcess } from '../support/processes';
import { EMAILS, ok } from '../server/admin-helpers';
import { ServiceRequest } from '../../server/src/modules/requests/service-request.entity';
import { Payment } from '../../server/src/modules/payments/payment.entity';
import { Notification } from '../../server/src/modules/notifications/notification.entity';
import { AuditEvent } from '../../server/src/modules/audit/audit-event.entity';
import type { SimulatedGateway } from '../../server/src/modules/payments/payment-gateway';
import { businessTimeLabel, zonedParts } from '../../server/src/modules/jobs/time';
import { DAY, HOUR, messagesOf, movableClock, settle, unsubscribeToken, waitForText } from './messages-support';
import { setClientSwitches } from './switches';
import { graphql } from '../gql';

/**
 * The promises kept on time, with the app's clock moved instead of waiting: a reminder 24
 * hours before each visit (once; a reschedule moves it; a cancelled job gets none) and the
 * 7-day refund of a fee no worker took (once, audited, everyone told).
 */
let app: TestApp;
let smtp: TestSmtp;
const clock = movableClock();
const t: Record<string, string> = {};

beforeAll(async () => {
  smtp = await startSmtp();
  app = await startTestApp({ seed: true, now: clock.now, env: { SMTP_URL: smtp.url } });
  for (const k of ['admin', 'client', 'client2', 'worker'] as const) t[k] = await signIn(app, EMAILS[k]);
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

const PAY = 'mutation($i: ProcessPaymentInput!) { processPayment(input: $i) { payment { id } } }';

/** A paid request of a client, as checkout pays it. */
async function paidRequest(title: string, clientEmail: string, token: string): Promise<number> {
  const id = await makeRequest(app, { category: 'House Cleaning', clientEmail, paid: false, zip: '37203', title });
  await ok(app, PAY, { i: { requestId: String(id), kind: 'consultation', method: 'card', idempotencyKey: `pay-${title}` } }, token);
  return id;
}

/** A visit time 'YYYY-MM-DD HH:MM' (Central) `ms` after now by the app's clock, on the minute, and the instant it names. */
function visitAt(ms: number): { input: string; at: Date } {
  const at = new Date(Math.floor((clock.now() + ms) / 60_000) * 60_000);
  const p = zonedParts(at);
  const pad = (n: number) => String(n).padStart(2, '0');
  return { input: `${p.year}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}`, at };
}

const schedule = (id: number, input: string) => ok(app, 'mutation($id: ID!, $at: String!) { scheduleJob(requestId: $id, scheduledAt: $at) { id } }', { id: String(id), at: input }, t.worker);
const remindersOf = (id: number) => app.orm.em.fork().find(Notification, { type: 'appointment_reminder', data: { requestId: id } });
const sweep = async () => {
  const done = await app.handle.timers.runDue();
  await settle(app);
  return done;
};

describe('visit reminders', () => {
  it('reminds the client once, 24 hours before the visit as rescheduled, in the app, by e-mail and by text', async () => {
    const id = await paidRequest('Reminder clean', EMAILS.client, t.client);
    await ok(app, 'mutation($id: ID!) { acceptJob(requestId: $id) { id } }', { id: String(id) }, t.worker);
    const first = visitAt(3 * DAY);
    const moved = visitAt(4 * DAY);
    await schedule(id, first.input);
    await sweep();
    expect(await remindersOf(id)).toHaveLength(0);
    await schedule(id, moved.input);

    // A day before the first time: that visit no longer stands, so no reminder.
    clock.advance(2 * DAY + HOUR);
    await sweep();
    expect(await remindersOf(id)).toHaveLength(0);
    // Within 24 hours of the visit as it stands: one reminder.
    clock.advance(DAY);
    await sweep();
    const [inApp] = await remindersOf(id);
    expect(inApp).toMatchObject({ title: 'Appointment Reminder', message: `Reminder: your Reminder clean visit with Marcus Reed is ${businessTimeLabel(moved.at)}.` });
    const mail = await smtp.waitFor((m) => m.kind === 'visit_reminder' && m.text.includes('Reminder clean'), 'of the reminder');
    expect(mail.subject).toBe(`Reminder: your visit ${businessTimeLabel(moved.at)}`);
    expect(mail.to).toContain(EMAILS.client);
    expect(mail.text).toContain('Turn off appointment reminders');
    expect(await waitForText(app, 'visit_reminder', 'Reminder clean')).toContain(`Reminder clean with Marcus Reed, ${businessTimeLabel(moved.at)}`);
    // Once.
    clock.advance(HOUR);
    await sweep();
    expect(await remindersOf(id)).toHaveLength(1);
    expect((await messagesOf(app, 'visit_reminder', EMAILS.client)).filter((m) => m.context.requestId === id).map((m) => [m.channel, m.state])).toEqual([['email', 'sent'], ['sms', 'sent']]);
  });

  it('sends none for a job cancelled before its visit, and none by e-mail or text to a client with reminders off (recorded as skipped)', async () => {
    const cancelled = await paidRequest('Cancelled clean', EMAILS.client, t.client);
    const quiet = await paidRequest('Quiet clean', EMAILS.client2, t.client2);
    for (const id of [cancelled, quiet]) await ok(app, 'mutation($id: ID!) { acceptJob(requestId: $id) { id } }', { id: String(id) }, t.worker);
    const visit = visitAt(2 * DAY);
    await schedule(cancelled, visit.input);
    await schedule(quiet, visit.input);
    await ok(app, 'mutation($id: ID!) { cancelServiceRequest(id: $id) { id } }', { id: String(cancelled) }, t.client);
    await setClientSwitches(app, t.client2, { appointmentReminders: false });

    clock.advance(DAY + HOUR);
    await sweep();
    expect(await remindersOf(cancelled)).toHaveLength(0);
    expect(await remindersOf(quiet)).toHaveLength(1);
    const quietMessages = (await messagesOf(app, 'visit_reminder', EMAILS.client2)).filter((m) => m.context.requestId === quiet);
    expect(quietMessages.map((m) => [m.channel, m.state, m.last_error])).toEqual([
      ['email', 'skipped_preference', 'Appointment reminders switched off'],
      ['sms', 'skipped_preference', 'Appointment reminders switched off'],
    ]);
    expect(smtp.received.filter((m) => m.kind === 'visit_reminder' && /Cancelled clean|Quiet clean/.test(m.text))).toEqual([]);
    await setClientSwitches(app, t.client2, { appointmentReminders: true });
  });

  it('turns reminders off from the reminder e-mail\'s link, without signing in', async () => {
    const mail = await smtp.waitFor((m) => m.kind === 'visit_reminder' && m.text.includes('Reminder clean'), 'of the reminder');
    const r = await app.gql(graphql(`mutation RemindersRefundsUnsubscribe($t: String!) { unsubscribe(token: $t) { switchName subscribed } }`), { t: unsubscribeToken(mail.text) }, null);
    expect(r.data?.unsubscribe).toEqual({ switchName: 'reminders', subscribed: false });
    const profile = await ok<{ myClientProfile: { appointmentReminders: boolean; emailNotifications: boolean } }>(app, '{ myClientProfile { appointmentReminders emailNotifications } }', {}, t.client);
    expect(profile.myClientProfile).toEqual({ appointmentReminders: false, emailNotifications: true });
    await setClientSwitches(app, t.client, { appointmentReminders: true });
  });
});

describe('the 7-day refund', () => {
  it('refunds the fee of a paid request no worker took within 7 days, once, through the gateway; audited, kept, and everyone told; a taken request keeps its fee', async () => {
    const gateway = app.handle.deps.gateway as SimulatedGateway;
    const unmatched = await paidRequest('Unmatched clean', EMAILS.client2, t.client2);
    const taken = await paidRequest('Taken clean', EMAILS.client2, t.client2);
    await ok(app, 'mutation($id: ID!) { acceptJob(requestId: $id) { id } }', { id: String(taken) }, t.worker);
    const paidAt = (await app.orm.em.fork().findOneOrFail(ServiceRequest, { id: unmatched })).paymentDate!;

    // The admins see it coming.
    const DEADLINES = '{ adminRefundDeadlines(first: 200) { items { id title feeRefundDueAt } } }';
    const watch = await ok<{ adminRefundDeadlines: { items: { id: string; feeRefundDueAt: string }[] } }>(app, DEADLINES, {}, t.admin);
    expect(watch.adminRefundDeadlines.items.find((i) => i.id === String(unmatched))?.feeRefundDueAt).toBe(new Date(paidAt.getTime() + 7 * DAY).toISOString());
    expect(watch.adminRefundDeadlines.items.some((i) => i.id === String(taken))).toBe(false);
    const dues = watch.adminRefundDeadlines.items.map((i) => Date.parse(i.feeRefundDueAt));
    expect(dues).toEqual([...dues].sort((a, b) => a - b));

    // Not before the deadline (the clock is already days ahead: move it to just before).
    const refundsBefore = gateway.refunds.length;
    clock.advance(paidAt.getTime() + 7 * DAY - 60_000 - clock.now());
    await sweep();
    expect((await app.orm.em.fork().findOneOrFail(ServiceRequest, { id: unmatched })).appointmentFeePaid).toBe(true);

    // Past it: two processes sweep at once, then again; one refund, by whichever process claimed
    // the request (each process has its own gateway client: both are counted).
    clock.advance(2 * 60_000);
    const other = await startApiProcess(app, { redis: false, now: clock.now });
    const otherGateway = other.handle.deps.gateway as SimulatedGateway;
    const otherRefundsBefore = otherGateway.refunds.length;
    let otherRefunds: SimulatedGateway['refunds'] = [];
    try {
      await Promise.all([app.handle.timers.runDue(), other.handle.timers.runDue()]);
      await other.handle.timers.runDue();
    } finally {
      otherRefunds = otherGateway.refunds.slice(otherRefundsBefore);
      await other.close();
    }
    await sweep();
    const em = app.orm.em.fork();
    const fee = await em.findOneOrFail(Payment, { request: unmatched, kind: 'consultation' });
    const refunds = [...gateway.refunds.slice(refundsBefore), ...otherRefunds].filter((x) => x.transactionId === fee.gatewayTransactionId);
    expect(refunds).toEqual([expect.objectContaining({ idempotencyKey: `fee-refund:${fee.id}`, amountCents: 10299 })]);
    expect(fee).toMatchObject({ status: 'refunded', refundId: refunds[0].refundId });
    expect(await em.findOneOrFail(ServiceRequest, { id: unmatched })).toMatchObject({ status: 'pending', appointmentFeePaid: false, paymentStatus: 'refunded' });
    expect(await em.findOneOrFail(ServiceRequest, { id: taken })).toMatchObject({ status: 'in_progress', appointmentFeePaid: true, paymentStatus: 'paid' });
    expect(await em.find(AuditEvent, { requestId: unmatched, action: 'fee_refunded' })).toEqual([expect.objectContaining({ actorRole: 'system', entityType: 'payment', entityId: fee.id, amountCents: 10299 })]);

    const told = await smtp.waitFor((m) => m.kind === 'fee_refunded' && m.text.includes('Unmatched clean'), 'to the client');
    expect(told.to).toContain(EMAILS.client2);
    expect(told.subject).toMatch(/^Refund: your \$102\.99 fee for Unmatched clean/);
    expect(await waitForText(app, 'fee_refunded', 'Unmatched clean')).toMatch(/no pro was matched to Unmatched clean .* so we refunded your \$102\.99 fee/);
    const admins = await smtp.waitFor((m) => m.kind === 'fee_refunded_admin' && m.subject.includes('Unmatched clean'), 'to the admins');
    expect(admins.to).toContain(EMAILS.admin);
    expect(smtp.received.filter((m) => m.kind === 'fee_refunded' && m.text.includes('Unmatched clean'))).toHaveLength(1);

    // It left the deadline list; the client may pay again to keep looking.
    const after = await ok<{ adminRefundDeadlines: { items: { id: string }[] } }>(app, DEADLINES, {}, t.admin);
    expect(after.adminRefundDeadlines.items.some((i) => i.id === String(unmatched))).toBe(false);
    const quote = await ok<{ checkoutQuote: { dueFor: string; amountCents: number } }>(app, 'query($id: ID!) { checkoutQuote(requestId: $id) { dueFor amountCents } }', { id: String(unmatched) }, t.client2);
    expect(quote.checkoutQuote).toEqual({ dueFor: 'consultation', amountCents: 10299 });
  });
});
