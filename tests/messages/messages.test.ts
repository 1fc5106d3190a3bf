import { startTestApp, signIn, type TestApp } from '../support/app';
import { startSmtp, type TestSmtp } from '../support/smtp';
import { makeRequest } from '../support/worker-fixtures';
import { startApiProcess } from '../support/processes';
import { EMAILS, ok, fails } from '../server/admin-helpers';
import { ServiceRequest } from '../../server/src/modules/requests/service-request.entity';
import { ServiceProvider } from '../../server/src/modules/providers/service-provider.entity';
import { Client } from '../../server/src/modules/clients/client.entity';
import { NotificationService } from '../../server/src/modules/notifications/notification.service';
import { zonedParts } from '../../server/src/modules/jobs/time';
import { DAY, messagesOf, movableClock, settle, textsOf, unsubscribeToken } from './messages-support';
import { setClientSwitches, setWorkerSwitches } from './switches';
import { graphql } from '../gql';

/**
 * Every e-mail and text message the app sends, through a real SMTP server: what each says,
 * that each person's switches stop it (recorded as skipped), the unsubscribe link, retries
 * after an SMTP failure, and one delivery per message across two API processes.
 */
let app: TestApp;
let smtp: TestSmtp;
const clock = movableClock();
const t: Record<string, string> = {};

beforeAll(async () => {
  smtp = await startSmtp();
  app = await startTestApp({ seed: true, now: clock.now, env: { SMTP_URL: smtp.url } });
  for (const [k, email] of Object.entries(EMAILS)) t[k] = await signIn(app, email);
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

const PAY = 'mutation($i: ProcessPaymentInput!) { processPayment(input: $i) { payment { id amountCents } } }';
const pay = (requestId: number, kind: 'consultation' | 'balance', token: string, key: string) => ok(app, PAY, { i: { requestId: String(requestId), kind, method: 'google_pay', idempotencyKey: key } }, token);

/** 'YYYY-MM-DD HH:MM' in Central time, days from now, at 10:00. */
function visitIn(days: number): { input: string; label: RegExp } {
  const p = zonedParts(new Date(Date.now() + days * DAY));
  const d = `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
  const month = new Date(Date.UTC(p.year, p.month - 1, 15)).toLocaleString('en-US', { month: 'short', timeZone: 'UTC' });
  return { input: `${d} 10:00`, label: new RegExp(`${month} ${p.day}, 10:00 AM C[SD]T`) };
}

const to = (email: string, kind: string) => (m: { to: string; kind: string }) => m.to.includes(email) && m.kind === kind;

describe('what a client is told', () => {
  it('confirms a paid request with its receipt, and follows the job: accepted by name, visit scheduled and rescheduled, completed with a review link, invoice breakdown, payment received', async () => {
    await setWorkerSwitches(app, t.worker, { newJobAlerts: true });
    const em = app.orm.em.fork();
    const r = await em.findOneOrFail(ServiceRequest, { title: 'Deep Cleaning', appointmentFeePaid: false });
    const number = `#${String(r.id).padStart(4, '0')}`;
    await pay(r.id, 'consultation', t.client, 'msg-journey-fee');
    await settle(app);

    const confirmed = await smtp.waitFor(to(EMAILS.client, 'request_confirmed'), 'confirming the request');
    expect(confirmed.subject).toBe(`Request confirmed: Deep Cleaning (${number})`);
    expect(confirmed.text).toMatch(/Consultation fee \(credited toward your invoice\):\s+\$100\.00/);
    expect(confirmed.text).toMatch(/Processing fee \(not credited\):\s+\$2\.99/);
    expect(confirmed.text).toMatch(/Total paid:\s+\$102\.99/);
    expect(confirmed.text).toMatch(/Paid with:\s+Google Pay/);
    expect(confirmed.text).toMatch(/Transaction:\s+sim_[0-9a-f]+/);
    expect(confirmed.text).toContain(`${app.config.publicUrl}/request-status?request=${r.id}`);
    expect(confirmed.html).toContain('<table');
    expect(confirmed.html).toContain('$102.99');
    expect(confirmed.headers['list-unsubscribe']).toMatch(/^<http.*\/api\/unsubscribe\?token=/);
    expect(confirmed.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(textsOf(app, 'request_confirmed').join('\n')).toMatch(/To: 615-555-0111[\s\S]*Deep Cleaning \(#\d+\) is confirmed, \$102\.99 paid/);
    // The fee's receipt is in the confirmation: no separate "payment received" for it.
    expect(await messagesOf(app, 'payment_received', EMAILS.client)).toEqual([]);
    // The worker asked for new-job alerts.
    const alert = await smtp.waitFor(to(EMAILS.worker, 'new_job_available'), 'of the new job');
    expect(alert.subject).toBe('New job near you: Deep Cleaning in Nashville');

    await ok(app, 'mutation($id: ID!) { acceptJob(requestId: $id) { id } }', { id: String(r.id) }, t.worker);
    await settle(app);
    expect((await smtp.waitFor(to(EMAILS.client, 'job_accepted'), 'of the acceptance')).subject).toBe(`Marcus Reed accepted Deep Cleaning (${number})`);

    const first = visitIn(3);
    const second = visitIn(4);
    await ok(app, 'mutation($id: ID!, $at: String!) { scheduleJob(requestId: $id, scheduledAt: $at) { id } }', { id: String(r.id), at: first.input }, t.worker);
    await settle(app);
    const scheduled = await smtp.waitFor(to(EMAILS.client, 'visit_scheduled'), 'of the visit');
    expect(scheduled.subject).toMatch(/^Visit scheduled: /);
    expect(scheduled.subject).toMatch(first.label);
    await ok(app, 'mutation($id: ID!, $at: String!) { scheduleJob(requestId: $id, scheduledAt: $at) { id } }', { id: String(r.id), at: second.input }, t.worker);
    await settle(app);
    const moved = await smtp.waitFor((m) => to(EMAILS.client, 'visit_scheduled')(m) && m.subject.startsWith('Visit rescheduled'), 'of the reschedule');
    expect(moved.subject).toMatch(second.label);
    expect(moved.text).toContain('Marcus Reed moved the visit');

    await ok(app, 'mutation($id: ID!) { completeJob(requestId: $id) { id } }', { id: String(r.id) }, t.worker);
    await settle(app);
    const done = await smtp.waitFor(to(EMAILS.client, 'job_completed'), 'of the completion');
    expect(done.text).toContain(`Leave a review: ${app.config.publicUrl}/request-status?request=${r.id}&review=1`);

    const inv = await ok<{ createJobInvoice: { id: string } }>(app, 'mutation($i: CreateJobInvoiceInput!) { createJobInvoice(input: $i) { id } }', { i: { requestId: String(r.id), lineItems: [{ type: 'labor', description: 'Deep clean', quantity: 2, rate: 60 }] } }, t.worker);
    await ok(app, 'mutation($id: ID!) { adminApproveInvoice(id: $id) { id } }', { id: inv.createJobInvoice.id }, t.admin);
    await settle(app);
    // $120 service + 12% platform fee $14.40 + 9.75% tax on $134.40 ($13.10) + $2.99 = $150.49; less the $100 credit.
    const invoice = await smtp.waitFor(to(EMAILS.client, 'invoice_ready'), 'of the invoice');
    expect(invoice.subject).toMatch(/^Invoice INV-\d+-\d{4} ready: \$50\.49 balance due$/);
    for (const line of [/Service cost:\s+\$120\.00/, /Platform fee:\s+\$14\.40/, /Sales tax:\s+\$13\.10/, /Processing:\s+\$2\.99/, /Service total:\s+\$150\.49/, /Consultation fee credit:\s+-\$100\.00/, /Balance due:\s+\$50\.49/]) expect(invoice.text).toMatch(line);
    expect(invoice.text).toContain(`/checkout?requestId=${r.id}`);

    await pay(r.id, 'balance', t.client, 'msg-journey-balance');
    await settle(app);
    const receipt = await smtp.waitFor(to(EMAILS.client, 'payment_received'), 'of the balance payment');
    expect(receipt.subject).toBe(`Payment received: $50.49 for Deep Cleaning (${number})`);
    expect(receipt.text).toMatch(/Service balance:\s+\$50\.49/);
  });
});

describe('what workers and admins are told', () => {
  it('tells admins of a new application and the worker of the approval; an assignment to both sides, by name; a job awaiting review to admins', async () => {
    const agreements = { termsOfService: true, platformFeeAgreement: true, qualityStandards: true, communicationStandards: true };
    await ok(app, 'mutation($i: ProviderApplicationInput!) { applyAsProvider(input: $i) { provider { id } } }', { i: { name: 'Tess Porter', email: 'tess@example.com', phone: '615-555-0190', zipCode: '37209', serviceRadius: 50, categoryIds: [(await app.orm.em.fork().findOneOrFail(ServiceRequest, { title: 'Lawn Mowing' })).category.id], agreements, password: 'long-enough-1' } }, null);
    await settle(app);
    const application = await smtp.waitFor(to(EMAILS.admin, 'worker_application'), 'of the application');
    expect(application.subject).toBe('New worker application: Tess Porter');
    expect(application.text).toMatch(/Area:\s+ZIP 37209, 50 mi/);

    const applicant = await app.orm.em.fork().findOneOrFail(ServiceProvider, { email: EMAILS.applicant });
    await ok(app, 'mutation($id: ID!) { adminApproveWorker(providerId: $id) { id } }', { id: String(applicant.id) }, t.admin);
    await settle(app);
    expect((await smtp.waitFor(to(EMAILS.applicant, 'account_approved'), 'of the approval')).subject).toBe('You are approved: welcome to Elite Services');
    expect(textsOf(app, 'account_approved').join('\n')).toContain('To: 615-555-0166');

    const lawn = await app.orm.em.fork().findOneOrFail(ServiceRequest, { title: 'Lawn Mowing' });
    const lena = await app.orm.em.fork().findOneOrFail(ServiceProvider, { email: EMAILS.worker2 });
    await ok(app, 'mutation($r: ID!, $p: ID!) { assignWorker(requestId: $r, providerId: $p) { id } }', { r: String(lawn.id), p: String(lena.id) }, t.admin);
    await settle(app);
    expect((await smtp.waitFor(to(EMAILS.worker2, 'job_assigned'), 'of the assignment')).text).toContain(`/worker-active-jobs?job=${lawn.id}`);
    expect((await smtp.waitFor(to(EMAILS.client2, 'worker_assigned'), 'of the assigned worker')).subject).toMatch(/^Lena Ortiz will handle Lawn Mowing/);

    await ok(app, 'mutation($id: ID!) { completeHundredDollarSpecial(requestId: $id) { id } }', { id: String(lawn.id) }, t.worker2);
    await settle(app);
    expect((await smtp.waitFor(to(EMAILS.admin, 'job_needs_review'), 'of the review')).subject).toMatch(/^\$100 Special Awaiting Review: Lawn Mowing/);
  });
});

describe("each person's switches", () => {
  it('sends nothing on a channel or kind switched off, and records each as skipped by preference', async () => {
    // A client with e-mail off gets the text only; with texts off too, nothing.
    await setClientSwitches(app, t.client2, { emailNotifications: false });
    const id = await makeRequest(app, { category: 'Maintenance & Repair', clientEmail: EMAILS.client2, paid: false, zip: '37203', title: 'Gutter repair' });
    await pay(id, 'consultation', t.client2, 'msg-switch-fee');
    await settle(app);
    const confirmed = await messagesOf(app, 'request_confirmed', EMAILS.client2);
    expect(confirmed.map((m) => [m.channel, m.state, m.last_error])).toEqual([
      ['email', 'skipped_preference', 'E-mail notifications switched off'],
      ['sms', 'sent', null],
    ]);
    // New-job alerts are off unless asked for: Marcus asked and gets both; Sam (repair) never
    // asked, so a job open to many workers writes no alert for him at all.
    const alerts = (await app.orm.em.fork().getConnection().execute<{ email: string; state: string; n: string }[]>(
      `select u.email, m.state, count(*) as n from outbound_messages m join users u on u.id = m.user_id where m.kind = 'new_job_available' and m.channel <> 'push' and (m.context->>'requestId')::int = ? group by 1, 2`, [id],
    )).map((x) => [x.email, x.state, Number(x.n)]).sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    expect(alerts).toEqual([[EMAILS.worker, 'sent', 2]]);

    await setClientSwitches(app, t.client2, { smsNotifications: false });
    // A worker with e-mail off gets the text of an assignment only.
    await setWorkerSwitches(app, t.worker3, { emailNotifications: false });
    const sam = await app.orm.em.fork().findOneOrFail(ServiceProvider, { email: EMAILS.worker3 });
    await ok(app, 'mutation($r: ID!, $p: ID!) { assignWorker(requestId: $r, providerId: $p) { id } }', { r: String(id), p: String(sam.id) }, t.admin);
    await settle(app);
    expect((await messagesOf(app, 'worker_assigned', EMAILS.client2)).filter((m) => m.context.requestId === id).map((m) => m.state)).toEqual(['skipped_preference', 'skipped_preference']);
    expect((await messagesOf(app, 'job_assigned', EMAILS.worker3)).map((m) => [m.channel, m.state])).toEqual([['email', 'skipped_preference'], ['sms', 'sent']]);
    expect(smtp.received.filter((m) => m.to.includes(EMAILS.client2) && m.subject.includes('Gutter repair'))).toEqual([]);
    expect(smtp.received.filter((m) => m.to.includes(EMAILS.worker3))).toEqual([]);
    await setClientSwitches(app, t.client2, { emailNotifications: true, smsNotifications: true });
  });
});

describe('the unsubscribe link', () => {
  const SUB = graphql(`query MessagesMessageSubscription($t: String!) { messageSubscription(token: $t) { switchName label subscribed address } }`);
  const UNSUB = 'mutation($t: String!) { unsubscribe(token: $t) { switchName subscribed } }';
  const RESUB = graphql(`mutation MessagesResubscribe($t: String!) { resubscribe(token: $t) { subscribed } }`);

  it('turns that switch off without signing in (the page and the one-click address), and back on', async () => {
    const mail = await smtp.waitFor(to(EMAILS.client, 'request_confirmed'), 'with a link');
    const token = unsubscribeToken(mail.text);
    expect(mail.text).toContain('Turn off e-mail notifications');
    const before = await app.gql(SUB, { t: token }, null);
    expect(before.data?.messageSubscription).toEqual({ switchName: 'email', label: 'E-mail notifications', subscribed: true, address: 'c•••@demo.elite' });

    const off = await app.gql<{ unsubscribe: Record<string, unknown> }>(UNSUB, { t: token }, null);
    expect(off.errors).toBeUndefined();
    expect(off.data?.unsubscribe).toEqual({ switchName: 'email', subscribed: false });
    const client = () => app.orm.em.fork().findOneOrFail(Client, { email: EMAILS.client });
    expect((await client()).emailNotifications).toBe(false);
    expect((await app.gql(RESUB, { t: token }, null)).data?.resubscribe.subscribed).toBe(true);

    // What a mail program does with List-Unsubscribe-Post: one POST, no session.
    const oneClick = /<([^>]+)>/.exec(mail.headers['list-unsubscribe'])![1].replace(app.config.publicUrl, app.url);
    const res = await fetch(oneClick, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ switchName: 'email', subscribed: false });
    expect((await client()).emailNotifications).toBe(false);
    await app.gql(RESUB, { t: token }, null);
  });

  it('turns off only what it came with: a new-job alert\'s link turns the alerts off, not e-mail', async () => {
    const alert = await smtp.waitFor(to(EMAILS.worker, 'new_job_available'), 'alert with a link');
    expect(alert.text).toContain('Turn off new job alerts');
    const off = await app.gql<{ unsubscribe: Record<string, unknown> }>(UNSUB, { t: unsubscribeToken(alert.text) }, null);
    expect(off.data?.unsubscribe).toEqual({ switchName: 'new_jobs', subscribed: false });
    const marcus = await app.orm.em.fork().findOneOrFail(ServiceProvider, { email: EMAILS.worker });
    expect(marcus.settings).toMatchObject({ newJobAlerts: false, emailNotifications: true });
  });

  it('refuses a tampered link', async () => {
    const mail = await smtp.waitFor(to(EMAILS.client, 'request_confirmed'), 'with a link');
    const token = unsubscribeToken(mail.text);
    const parts = token.split('.');
    for (const forged of [
      [...parts.slice(0, 5), parts[5].replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))].join('.'), // signature changed
      [parts[0], String(Number(parts[1]) + 1), ...parts.slice(2)].join('.'), // someone else
      [...parts.slice(0, 3), 'sms', ...parts.slice(4)].join('.'), // another switch
      'not-a-token',
    ]) {
      const e = await fails(app, UNSUB, { t: forged }, null);
      expect(e.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ path: 'token', message: expect.stringMatching(/^This unsubscribe link is not valid/) }] });
    }
    expect((await app.orm.em.fork().findOneOrFail(Client, { email: EMAILS.client })).emailNotifications).toBe(true);
  });
});

describe('delivery', () => {
  /**
   * One admin e-mail per notification, written in one transaction as a change would; with
   * `heldUntil`, committed as claimed by a process (state sending) until then.
   */
  async function adminMail(title: string, count = 1, heldUntil?: Date): Promise<void> {
    const em = app.orm.em.fork();
    await em.transactional(async (tx) => {
      const notes = new NotificationService(tx);
      for (let i = 0; i < count; i++) await notes.queueForAdmins({ type: 'job_requires_review', title: `${title} ${i + 1}`, message: `${title} ${i + 1} needs a review.` }, tx);
      await tx.flush();
      if (heldUntil) {
        // Claimed by a dispatcher whose last heartbeat is now (a process that stops beating from here).
        await tx.execute(`insert into dispatcher_heartbeats (instance_id, beat_at) values ('stopped-process', ?) on conflict (instance_id) do update set beat_at = excluded.beat_at`, [new Date(clock.now())]);
        await tx.execute(`update outbound_messages set state = 'sending', attempts = 1, due_at = ?, claimed_by = 'stopped-process' where context->>'title' like ?`, [heldUntil, `${title} %`]);
      }
    });
  }
  const stateOf = async (title: string) => app.orm.em.fork().getConnection().execute<{ state: string; attempts: number; last_error: string | null; message_id: string }[]>(`select state, attempts, last_error, message_id from outbound_messages where context->>'title' = ?`, [title]);

  it('retries with backoff when the SMTP server refuses for now, and delivers once it accepts; a permanent refusal fails without retrying', async () => {
    smtp.refuseNext(1, 451);
    await adminMail('Retry probe');
    app.handle.messages.wake();
    await settle(app);
    const [failed] = await stateOf('Retry probe 1');
    expect(failed).toMatchObject({ state: 'queued', attempts: 1, last_error: expect.stringContaining('451') });
    expect(smtp.received.filter((m) => m.subject.includes('Retry probe'))).toEqual([]);

    clock.advance(16_000); // the first retry waits 15 s
    app.handle.messages.wake();
    await settle(app);
    expect(await stateOf('Retry probe 1')).toEqual([{ state: 'sent', attempts: 2, last_error: null, message_id: failed.message_id }]);
    expect(smtp.received.filter((m) => m.subject.includes('Retry probe')).map((m) => m.messageId)).toEqual([failed.message_id]);

    smtp.refuseNext(1, 550);
    await adminMail('Refused probe');
    app.handle.messages.wake();
    await settle(app);
    clock.advance(60 * 60_000);
    await settle(app);
    expect(await stateOf('Refused probe 1')).toEqual([expect.objectContaining({ state: 'failed', attempts: 1, last_error: expect.stringContaining('550') })]);
  });

  it('sends each message once while two API processes dispatch at the same time; a message held by a process that stopped goes out once its heartbeat is 30 s old', async () => {
    const other = await startApiProcess(app, { redis: false, now: clock.now });
    try {
      await adminMail('Twice probe', 40);
      app.handle.messages.wake();
      other.handle.messages.wake();
      await Promise.all([settle(app), other.handle.messages.idle()]);
      const ids = smtp.received.filter((m) => m.subject.includes('Twice probe')).map((m) => m.messageId);
      expect(ids).toHaveLength(40);
      expect(new Set(ids).size).toBe(40);
      const states = await app.orm.em.fork().getConnection().execute<{ state: string; n: string }[]>(`select state, count(*) as n from outbound_messages where context->>'title' like 'Twice probe %' group by state`);
      expect(states.map((s) => [s.state, Number(s.n)])).toEqual([['sent', 40]]);

      // A process claimed this one and stopped: nobody sends it while its heartbeat is recent, then one process does (well before its 10-minute lease ends).
      await adminMail('Held probe', 1, new Date(clock.now() + 10 * 60_000));
      app.handle.messages.wake();
      other.handle.messages.wake();
      await Promise.all([settle(app), other.handle.messages.idle()]);
      expect(smtp.received.filter((m) => m.subject.includes('Held probe'))).toEqual([]);
      clock.advance(31_000);
      app.handle.messages.wake();
      other.handle.messages.wake();
      await Promise.all([settle(app), other.handle.messages.idle()]);
      const [held] = await stateOf('Held probe 1');
      expect(held).toMatchObject({ state: 'sent', attempts: 2 });
      expect(smtp.received.filter((m) => m.subject.includes('Held probe')).map((m) => m.messageId)).toEqual([held.message_id]);
    } finally {
      await other.close();
    }
  });

  it('lists recent messages with their state for admins only', async () => {
    const q = 'query($s: String) { adminMessages(state: $s, first: 5) { items { channel kind state recipient recipientName audience subject attempts lastError sentAt } pageInfo { hasNextPage } } }';
    const skipped = await ok<{ adminMessages: { items: Record<string, unknown>[] } }>(app, q, { s: 'skipped_preference' }, t.admin);
    expect(skipped.adminMessages.items.length).toBeGreaterThan(0);
    expect(skipped.adminMessages.items.every((m) => m.state === 'skipped_preference' && typeof m.lastError === 'string')).toBe(true);
    const all = await ok<{ adminMessages: { items: Record<string, unknown>[]; pageInfo: { hasNextPage: boolean } } }>(app, q, {}, t.admin);
    expect(all.adminMessages.items[0]).toMatchObject({ channel: 'email', audience: 'admin', recipientName: 'Dana Whitfield', state: 'sent' });
    expect(all.adminMessages.pageInfo.hasNextPage).toBe(true);
    expect((await fails(app, q, {}, t.client)).extensions?.code).toBe('FORBIDDEN');
    expect((await fails(app, q, { s: 'lost' }, t.admin)).extensions?.fields).toEqual([{ path: 'state', message: expect.stringMatching(/^State must be one of queued, sending, sent/) }]);
  });
});

describe('an old unsubscribe link', () => {
  it('has expired after 60 days', async () => {
    const mail = await smtp.waitFor(to(EMAILS.client, 'request_confirmed'), 'with a link');
    clock.advance(61 * DAY);
    const e = await fails(app, 'mutation($t: String!) { unsubscribe(token: $t) { subscribed } }', { t: unsubscribeToken(mail.text) }, null);
    expect(e.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ path: 'token', message: expect.stringMatching(/^This unsubscribe link has expired/) }] });
    expect((await app.orm.em.fork().findOneOrFail(Client, { email: EMAILS.client })).emailNotifications).toBe(true);
  });
});

