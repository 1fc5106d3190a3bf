import os from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { startTestApp, signIn, DEMO_PASSWORD, type TestApp } from '../support/app';
import { launchBrowser, watchPageErrors } from '../support/browser';
import { makeRequest, PNG_BYTES } from '../support/worker-fixtures';
import { ServiceProvider } from '../../server/src/modules/providers/service-provider.entity';
import { ServiceRequest } from '../../server/src/modules/requests/service-request.entity';
import { Invoice } from '../../server/src/modules/invoices/invoice.entity';
import { WorkerPayout } from '../../server/src/modules/payouts/worker-payout.entity';
import { requestNumber } from '../../server/src/domain/request-number';
import { waitForCondition } from '../support/screen-checks';

/**
 * Every screen as a person in another time zone sees it: the browser runs in UTC while the
 * business (and every time it shows) is on Central time. Photos are stored the default way,
 * under a dot-folder (`.data/uploads`).
 */
let app: TestApp;
let browser: Browser;
const errors: string[][] = [];
jest.setTimeout(180_000);
beforeAll(async () => {
  app = await startTestApp({ seed: true, env: { UPLOAD_DIR: path.join(os.tmpdir(), `walk-${process.pid}-${Date.now()}`, '.data', 'uploads') } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});
afterEach(() => {
  expect(errors.flat()).toEqual([]);
  errors.length = 0;
});

/** A fresh browser in UTC, signed in with the demo password. */
async function signedIn(email: string, lands: string): Promise<Page> {
  const context = await browser.newContext({ timezoneId: 'UTC' });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  errors.push(watchPageErrors(page));
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('UTC');
  await page.goto(app.url + '/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL(`**${lands}`);
  return page;
}

/** The image is on screen and its bytes decoded (a refused photo has no natural width). */
async function rendered(page: Page, img: Locator): Promise<void> {
  await img.waitFor();
  await waitForCondition(page, 'the image to load (complete, naturalWidth > 0)', (el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0, await img.elementHandle());
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

it('shows a worker\'s photo to the worker, the client and an admin; one visit time everywhere; an invoice changes only with a reason', async () => {
  const marcus = await app.orm.em.fork().findOneOrFail(ServiceProvider, { email: 'worker@demo.elite' });
  const id = await makeRequest(app, { category: 'House Cleaning', status: 'in_progress', providerId: marcus.id, title: 'Walkthrough Clean' });
  const year = new Date().getUTCFullYear() + 1;
  const cardTime = `Dec 1, ${year}, 2:00 PM`;

  // The worker adds a note with a photo: it renders.
  const worker = await signedIn('worker@demo.elite', '/worker-dashboard');
  await worker.goto(app.url + `/worker-active-jobs?job=${id}`);
  const job = worker.getByRole('dialog');
  await job.getByRole('tab', { name: 'Details' }).click();
  await job.getByLabel('Progress note').fill('Baseboards done');
  await job.getByLabel('Attach photos').setInputFiles({ name: 'baseboards.png', mimeType: 'image/png', buffer: PNG_BYTES });
  await job.getByText('baseboards.png').waitFor();
  await job.getByRole('button', { name: 'Add Note' }).click();
  await toast(worker, 'Note added successfully');
  await rendered(worker, job.getByRole('tabpanel').getByRole('img', { name: 'after photo: baseboards.png' }));

  // The worker schedules 14:00 (Central): the card, the timeline and the database agree.
  await job.getByRole('tab', { name: 'Updates' }).click();
  await job.getByRole('button', { name: 'Schedule Visit' }).click();
  await job.getByLabel(/Visit date and time/).fill(`${year}-12-01 14:00`);
  await job.getByRole('button', { name: 'Save Appointment' }).click();
  await toast(worker, 'Appointment scheduled successfully');
  await job.getByText(`Next visit: ${cardTime}`).waitFor();
  await job.getByRole('list', { name: 'Activity timeline' }).getByText(`Appointment Scheduled: Wed, Dec 1, 2:00 PM CST`).waitFor();
  expect((await app.orm.em.fork().findOneOrFail(ServiceRequest, { id })).scheduledAt!.toISOString()).toBe(`${year}-12-01T20:00:00.000Z`);

  // One invoice per job; changing it needs a reason, shown inline when blank.
  await job.getByRole('button', { name: 'Create Invoice' }).click();
  await worker.getByRole('form', { name: 'Create invoice' }).getByRole('button', { name: 'Create Invoice' }).click();
  await toast(worker, 'Invoice Created');
  await worker.waitForURL((url) => url.pathname === '/worker-active-jobs' && !url.search.includes('job='));
  await worker.goto(app.url + `/worker-active-jobs?job=${id}`);
  await job.getByRole('tab', { name: 'Updates' }).click();
  await job.getByRole('button', { name: 'Edit Invoice' }).waitFor();
  expect(await job.getByRole('button', { name: 'Create Invoice' }).count()).toBe(0);
  await job.getByRole('button', { name: 'Edit Invoice' }).click();
  const edit = worker.getByRole('form', { name: 'Edit invoice' });
  await edit.getByLabel('Reason for editing').fill('   ');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await edit.getByText('Please provide a reason for editing this invoice.').waitFor();
  const before = await app.orm.em.fork().find(Invoice, { request: id });
  expect(before.map((i) => [i.finalAmountCents, i.editReason])).toEqual([[14000, null]]);
  await worker.getByText('Edit Reason Required').waitFor({ state: 'hidden' }); // the toast says it too
  await edit.getByLabel('Reason for editing').fill('Half an hour more on the baseboards');
  await edit.getByRole('group', { name: 'Line 1' }).getByLabel('Qty').fill('4.5');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await toast(worker, 'Invoice Updated');
  const after = await app.orm.em.fork().find(Invoice, { request: id });
  expect(after.map((i) => [i.finalAmountCents, i.editReason])).toEqual([[15750, 'Half an hour more on the baseboards']]);
  // The edit's answer updated the job's invoice on screen, with no reload: opened again, it holds 4.5 hours.
  if (await edit.isVisible()) await edit.getByRole('button', { name: 'Cancel' }).click();
  await job.getByRole('button', { name: 'Edit Invoice' }).click();
  expect(await worker.getByRole('form', { name: 'Edit invoice' }).getByRole('group', { name: 'Line 1' }).getByLabel('Qty').inputValue()).toBe('4.5');

  // The client: the card, the notification and the timeline say 2:00 PM; the photo renders.
  const client = await signedIn('client@demo.elite', '/request-status');
  await client.getByTestId(`request-card-${id}`).getByText(cardTime).waitFor();
  await client.getByRole('button', { name: 'Notifications' }).click();
  const notifications = client.getByRole('dialog', { name: 'Notifications' });
  await notifications.getByText(`Your Walkthrough Clean visit is scheduled for Wed, Dec 1, 2:00 PM CST.`).first().waitFor();
  // Closed by its button, and gone before the page is touched again: under load an Escape could
  // reach the dialog before it listened for keys, and leave it open over the page.
  await notifications.getByRole('button', { name: 'Close notifications' }).click();
  await notifications.waitFor({ state: 'detached' });
  await client.getByTestId(`request-card-${id}`).getByRole('button', { name: 'View Details' }).click();
  const detail = client.getByRole('dialog', { name: `Service Request ${requestNumber(id)}` });
  await detail.getByText(cardTime).waitFor(); // Overview
  await detail.getByRole('tab', { name: 'Updates' }).click();
  await detail.getByText(/Appointment Scheduled: Wed, Dec 1, 2:00 PM CST/).waitFor();
  await rendered(client, detail.getByRole('img', { name: 'after photo: baseboards.png' }));

  // An admin: the photo renders; Active Jobs names the same visit time.
  const admin = await signedIn('admin@demo.elite', '/dashboard');
  await admin.goto(app.url + `/services?requestId=${id}`);
  const adminDetail = admin.getByRole('dialog', { name: `Service Request ${requestNumber(id)}` });
  await adminDetail.getByRole('tab', { name: 'Updates' }).click();
  await rendered(admin, adminDetail.getByRole('img', { name: 'after photo: baseboards.png' }));
  await admin.goto(app.url + '/admin/active-jobs');
  await admin.getByText(`Visit ${cardTime}`).waitFor();
});

it('keeps a worker\'s money pending until the admin\'s Review (opened on its decision) releases it; refuses a project payout with no invoice', async () => {
  const moveOut = await app.orm.em.fork().findOneOrFail(ServiceRequest, { title: 'Move-In/Move-Out Cleaning' });
  const token = await signIn(app, 'worker@demo.elite');
  const earningsOf = async () => (await app.gql<{ workerEarnings: { pendingCents: number; weekCents: number } }>('{ workerEarnings { pendingCents weekCents } }', {}, token)).data!.workerEarnings;
  const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

  // Finished, invoiced, paid by the client, not yet approved: pending, not earned.
  const worker = await signedIn('worker@demo.elite', '/worker-dashboard');
  await worker.goto(app.url + '/worker-earnings');
  const pending = (await earningsOf()).pendingCents;
  expect(pending).toBeGreaterThanOrEqual(22500);
  await worker.getByRole('button', { name: new RegExp(`Pending Approval\\s*\\${usd(pending)}`) }).waitFor();
  const row = worker.getByRole('list', { name: 'Earnings by job' }).getByRole('listitem').filter({ hasText: 'Move-In/Move-Out Cleaning' });
  await row.getByText('$225.00').waitFor();
  await row.getByText('pending approval').waitFor();
  const weekBefore = (await earningsOf()).weekCents;

  // The admin's Review opens where the decision is.
  const admin = await signedIn('admin@demo.elite', '/dashboard');
  await admin.goto(app.url + '/billing');
  await admin.getByRole('button', { name: `Review request ${requestNumber(moveOut.id)}` }).click();
  const review = admin.getByRole('dialog', { name: `Service Request ${requestNumber(moveOut.id)}` });
  expect(await review.getByRole('tab', { name: 'Updates' }).getAttribute('aria-selected')).toBe('true');
  await review.getByRole('button', { name: 'Approve Payment & Release Funds' }).click();
  await admin.getByText('Payment approved and funds released successfully!').waitFor();

  // Released: the worker sees it earned this week, no longer pending.
  await worker.reload();
  await row.getByText('released', { exact: true }).waitFor();
  await worker.getByRole('button', { name: new RegExp(`This Week\\s*\\${usd(weekBefore + 22500)}`) }).waitFor();
  await worker.getByRole('button', { name: new RegExp(`Pending Approval\\s*\\${usd(pending - 22500)}`) }).waitFor();

  // A Project Workflow job with no invoice: no payout decision, the server's reason shown.
  const sam = await app.orm.em.fork().findOneOrFail(ServiceProvider, { email: 'worker3@demo.elite' });
  const deck = await makeRequest(app, { category: 'Home Improvements', status: 'closed_pending_review', providerId: sam.id, title: 'Deck Rebuild', estimatedCents: 90000 });
  await admin.goto(app.url + `/services?requestId=${deck}`);
  await admin.getByRole('dialog', { name: `Service Request ${requestNumber(deck)}` }).getByRole('button', { name: 'Project Workflow' }).click();
  const workflow = admin.getByRole('dialog', { name: `Project Workflow ${requestNumber(deck)}` });
  await workflow.getByRole('tab', { name: 'Inspection' }).click();
  await workflow.getByLabel(/Inspection notes/).fill('Deck boards and railings checked');
  await workflow.getByRole('button', { name: 'Approve Project & Payout' }).click();
  await workflow.getByText('There is no invoice to pay the worker from: the worker must send an invoice before this payout can be approved').waitFor();
  expect((await app.orm.em.fork().findOneOrFail(ServiceRequest, { id: deck })).status).toBe('closed_pending_review');
  expect(await app.orm.em.fork().count(WorkerPayout, { request: deck })).toBe(0);
});
