import type { Browser, Page } from 'playwright-core';
import { startTestApp, signIn, type TestApp } from '../support/app';
import { launchBrowser, watchPageErrors } from '../support/browser';
import { ServiceRequest } from '../../server/src/modules/requests/service-request.entity';
import { Invoice } from '../../server/src/modules/invoices/invoice.entity';
import { InvoiceLineItem } from '../../server/src/modules/invoices/invoice.entity';
import { WorkerPayout } from '../../server/src/modules/payouts/worker-payout.entity';
import { Topic, requestChannel } from '../../server/src/events/pubsub';
import { frameHeard, probeSubscriptions, recordOperations } from '../support/live';

let app: TestApp;
let browser: Browser;
beforeAll(async () => {
  app = await startTestApp({ seed: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

async function signInAsAdmin(page: Page) {
  await page.goto(app.url + '/login');
  await page.getByLabel('Email').fill('admin@demo.elite');
  await page.getByLabel('Password').fill('demo-pass-2026');
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL('**/dashboard');
}

/** The worker finished the job and sent an invoice waiting for approval: 3 h x $60 = $180.00 (the worker journey's operations, done through the ORM here). */
async function workerCompletesWithInvoice(requestId: number): Promise<void> {
  const em = app.orm.em.fork();
  const r = await em.findOneOrFail(ServiceRequest, { id: requestId }, { populate: ['client', 'provider'] });
  Object.assign(r, { status: 'completed', completedAt: new Date(), actualCostCents: 18000 });
  const inv = em.create(Invoice, { invoiceNumber: `INV-${r.id}-${new Date().getUTCFullYear()}`, request: r, provider: r.provider, client: r.client, subtotalCents: 18000, finalAmountCents: 18000, status: 'pending_approval', lastEditedBy: 'worker' });
  em.create(InvoiceLineItem, { invoice: inv, position: 0, type: 'labor', description: 'Labor Hours', quantityHundredths: 300, rateCents: 6000, amountCents: 18000 });
  await em.flush();
}

it('admin assigns a paid request, approves the worker\'s invoice, approves the payment, and the payout appears', async () => {
  const page = await browser.newPage();
  const errors = watchPageErrors(page);
  await signInAsAdmin(page);
  const requestId = (await app.orm.em.fork().findOneOrFail(ServiceRequest, { title: 'Plumbing Repair' })).id;

  // Dashboard tiles come from the server.
  await page.getByRole('link', { name: /^Pending \(Paid\)/ }).getByText('2', { exact: true }).waitFor();

  // Assign the worker from Pending Jobs.
  await page.goto(app.url + '/admin/pending-jobs');
  await page.getByRole('button', { name: 'Assign Worker to Plumbing Repair' }).click();
  const dialog = page.getByRole('dialog', { name: 'Assign Worker' });
  // The eligible workers come first with distance and load ('Marcus Reed · 0.0 mi · 2 active jobs').
  const marcus = dialog.locator('option:not([disabled])', { hasText: /^Marcus Reed · [\d.]+ mi · \d+ active jobs?$/ });
  await marcus.waitFor({ state: 'attached' });
  await dialog.getByLabel('Worker').selectOption({ label: (await marcus.textContent())! });
  await dialog.getByRole('button', { name: 'Assign Worker' }).click();
  await page.getByText('The service request has been assigned successfully.').waitFor();
  await page.getByRole('button', { name: 'Assign Worker to Plumbing Repair' }).waitFor({ state: 'detached' });
  expect((await app.orm.em.fork().findOneOrFail(ServiceRequest, { id: requestId })).status).toBe('scheduled');

  // The worker completes and invoices; the billing page is open when the client pays, and the
  // Admin Review Queue shows the payment as it happens (subscription, no reload, no polling).
  await workerCompletesWithInvoice(requestId);
  const heard = frameHeard(page, 'adminReviewChanged');
  // The server has the subscription once it delivers a probe (about no request: the page changes nothing),
  // published whenever a subscription on the admins' channel is set up, and once more when the page is shown.
  const probes = probeSubscriptions(app, {
    topic: Topic.RequestChanged,
    channel: requestChannel.admins,
    probe: () => app.handle.deps.pubsub.publish(Topic.RequestChanged, requestChannel.admins, { requestId: -1, kind: 'probe', userIds: [], at: new Date().toISOString() }),
  });
  await page.goto(app.url + '/billing');
  await page.getByRole('heading', { name: 'Billing & Payments' }).waitFor();
  await probes.delivered(heard.heard, 'the admin on /billing (Admin Review Queue)');
  await page.getByRole('region', { name: 'Admin Review Queue' }).getByText('Move-In/Move-Out Cleaning').waitFor();
  const clientPays = await app.gql('mutation($id: ID!) { adminSimulateClientPayment(requestId: $id) { message } }', { id: requestId }, await signIn(app, 'admin@demo.elite'));
  expect(clientPays.errors).toBeUndefined();
  const number = `#${String(requestId).padStart(4, '0')}`;

  // A second admin keeps the billing page open: the payout will appear there as it is released.
  const watcher = await browser.newPage();
  const watcherErrors = watchPageErrors(watcher);
  await signInAsAdmin(watcher);
  const watcherHeard = frameHeard(watcher, 'adminReviewChanged');
  const watcherProbes = probeSubscriptions(app, {
    topic: Topic.RequestChanged,
    channel: requestChannel.admins,
    probe: () => app.handle.deps.pubsub.publish(Topic.RequestChanged, requestChannel.admins, { requestId: -1, kind: 'probe', userIds: [], at: new Date().toISOString() }),
  });
  await watcher.goto(app.url + '/billing');
  await watcher.getByRole('heading', { name: /Worker Payouts/ }).waitFor();
  await watcherProbes.delivered(watcherHeard.heard, 'a second admin on /billing');
  const watcherSent = recordOperations(watcher);

  await page.getByRole('button', { name: `Review request ${number}` }).click();

  // The request detail dialog, admin view: approve the invoice, then the payment.
  const detail = page.getByRole('dialog', { name: `Service Request ${number}` });
  await detail.getByRole('tab', { name: 'Updates' }).click();
  await detail.getByText('Pending Approval').waitFor();
  await detail.getByRole('button', { name: 'Approve Invoice' }).click();
  await page.getByText(/is approved\./).waitFor();
  await detail.getByRole('button', { name: 'Approve Payment & Release Funds' }).click();
  await page.getByText('Payment approved and funds released successfully!').waitFor();
  await page.waitForURL('**/dashboard');

  // On the open billing page the payout is listed from the live change itself: no list is asked again.
  const released = watcher.getByRole('table', { name: 'Worker payouts' }).getByRole('row').filter({ hasText: 'Plumbing Repair' });
  await released.getByText('$162.00').waitFor();
  await released.getByText('Released').waitFor();
  expect(watcherSent.filter((name) => /^Admin(Payouts|RecentInvoices|ConsultationPayments|PastDueBalances|RequestInvoice)$/.test(name))).toEqual([]);
  expect(watcherErrors).toEqual([]);
  await watcher.close();

  // The payout: 90% of $180.00, released at once (under $500).
  await page.goto(app.url + '/billing');
  const payouts = page.getByRole('table', { name: 'Worker payouts' });
  const row = payouts.getByRole('row').filter({ hasText: 'Plumbing Repair' });
  await row.getByText('$162.00').waitFor();
  await row.getByText('Released').waitFor();
  await row.getByText('Marcus Reed').waitFor();
  const payout = await app.orm.em.fork().findOneOrFail(WorkerPayout, { request: requestId });
  expect([payout.amountCents, payout.timing]).toEqual([16200, 'instant']);
  expect(errors).toEqual([]);
});
