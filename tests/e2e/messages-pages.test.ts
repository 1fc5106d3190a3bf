import type { Browser } from 'playwright-core';
import { startTestApp, signIn, type TestApp } from '../support/app';
import { launchBrowser, watchPageErrors } from '../support/browser';
import { ServiceRequest } from '../../server/src/modules/requests/service-request.entity';
import { Client } from '../../server/src/modules/clients/client.entity';
import { messagesOf, settle, unsubscribeToken } from '../messages/messages-support';

/** The pages of the messages: the e-mails' unsubscribe page (no sign-in) and the admin's Messages and refund deadlines. */
let app: TestApp;
let browser: Browser;
let token: string;
let title: string;

beforeAll(async () => {
  app = await startTestApp({ seed: true });
  browser = await launchBrowser();
  const r = await app.orm.em.fork().findOneOrFail(ServiceRequest, { title: 'Deep Cleaning', appointmentFeePaid: false });
  const pay = await app.gql('mutation($i: ProcessPaymentInput!) { processPayment(input: $i) { payment { id } } }', { i: { requestId: String(r.id), kind: 'consultation', method: 'card', idempotencyKey: 'e2e-messages-fee' } }, await signIn(app, 'client@demo.elite'));
  expect(pay.errors).toBeUndefined();
  await settle(app);
  const [mail] = (await messagesOf(app, 'request_confirmed', 'client@demo.elite')).filter((m) => m.channel === 'email');
  token = unsubscribeToken(mail.text_body!);
  title = mail.subject!;
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const emailSwitch = async () => (await app.orm.em.fork().findOneOrFail(Client, { email: 'client@demo.elite' })).emailNotifications;

it('turns e-mail off from the link in an e-mail without signing in, and back on; a broken link says so', async () => {
  const page = await browser.newPage();
  const errors = watchPageErrors(page);
  await page.goto(`${app.url}/unsubscribe?token=${encodeURIComponent(token)}`);
  await page.getByRole('heading', { name: 'Turn off e-mail notifications?' }).waitFor();
  await page.getByText('c•••@demo.elite').waitFor();
  await page.getByRole('button', { name: 'Turn off e-mail notifications' }).click();
  await page.getByRole('heading', { name: 'E-mail notifications are off' }).waitFor();
  expect(await emailSwitch()).toBe(false);
  await page.getByRole('button', { name: 'Turn them back on' }).click();
  await page.getByRole('heading', { name: 'Turn off e-mail notifications?' }).waitFor();
  expect(await emailSwitch()).toBe(true);

  await page.goto(`${app.url}/unsubscribe?token=${encodeURIComponent(token.slice(0, -2))}`);
  await page.getByRole('heading', { name: 'This link does not work' }).waitFor();
  await page.getByText(/This unsubscribe link is not valid/).waitFor();
  expect(errors).toEqual([]);
});

it('lists the messages for admins with their state, and the nearest refund deadlines', async () => {
  const page = await browser.newPage();
  const errors = watchPageErrors(page);
  await page.goto(app.url + '/login');
  await page.getByLabel('Email').fill('admin@demo.elite');
  await page.getByLabel('Password').fill('demo-pass-2026');
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL('**/dashboard');
  await page.goto(app.url + '/admin/messages');
  await page.getByRole('heading', { name: 'Messages' }).waitFor();
  const item = page.getByRole('listitem').filter({ hasText: title });
  await item.getByText('sent', { exact: true }).waitFor();
  await item.getByText(/To Jordan Miller \(client\) · client@demo\.elite/).waitFor();
  await page.getByRole('button', { name: 'Failed' }).click();
  await page.getByText('None in this state.').waitFor();

  await page.goto(app.url + '/admin/pending-paid');
  const deadlines = page.getByRole('region', { name: '7-day refund deadlines' });
  await deadlines.getByText('Deep Cleaning').first().waitFor();
  await deadlines.getByText(/\d+ d \d+ h left/).first().waitFor();
  expect(errors).toEqual([]);
});
