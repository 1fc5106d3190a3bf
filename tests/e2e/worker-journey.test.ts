import type { Browser, Page } from 'playwright-core';
import { startTestApp, signIn, type TestApp } from '../support/app';
import { launchBrowser, watchPageErrors } from '../support/browser';
import { makeRequest, PNG_BYTES } from '../support/worker-fixtures';
import { ServiceProvider } from '../../server/src/modules/providers/service-provider.entity';
import { ServiceRequest } from '../../server/src/modules/requests/service-request.entity';
import { Invoice } from '../../server/src/modules/invoices/invoice.entity';
import { Activity } from '../../server/src/modules/requests/activity.entity';
import { waitForCondition } from '../support/screen-checks';

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

const toast = (page: Page, title: string) => page.getByText(title, { exact: true }).first().waitFor();

it('applies, is approved, sees a paid job arrive live, accepts it, adds a note with a photo, invoices and completes it', async () => {
  const page = await browser.newPage();
  const errors = watchPageErrors(page);

  // Apply as a visitor.
  await page.goto(app.url + '/worker-setup');
  await page.getByRole('button', { name: 'Start Earning' }).click();
  await page.getByLabel('Full name').fill('Nora Quinn');
  await page.getByLabel('Email').fill('nora@example.com');
  await page.getByLabel('Phone').fill('615-555-0177');
  await page.getByLabel('ZIP code').fill('372035');
  expect(await page.getByLabel('ZIP code').inputValue()).toBe('37203'); // max 5 characters
  await page.getByLabel('Create a password').fill('nora-pass-2026');
  await page.getByRole('radio', { name: '25 miles' }).check();
  await page.getByText('A service radius of at least 50 miles is required to apply.').waitFor();
  expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
  await page.getByRole('radio', { name: '50 miles' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { name: 'Step 2: Your Services' }).waitFor();
  expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
  await page.getByRole('checkbox', { name: 'House Cleaning' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText('Required Agreements Missing').waitFor();
  for (const label of ['I agree to the Terms of Service', 'I accept the 10% platform fee', 'I will meet the quality standards']) await page.getByRole('checkbox', { name: label }).check();
  expect(await page.getByRole('button', { name: 'Progress to Onboarding' }).isDisabled()).toBe(true);
  await page.getByRole('checkbox', { name: 'I will meet the communication standards' }).check();
  await page.getByRole('button', { name: 'Progress to Onboarding' }).click();
  await toast(page, 'Application Submitted!');
  await page.getByRole('heading', { name: 'Welcome to the Elite!' }).waitFor();
  await page.getByRole('link', { name: 'View Approval Status' }).click();
  await page.waitForURL('**/worker-pending-approval');
  await page.getByText('Application under review').waitFor();

  // The worker gate: the queue is closed until approval.
  const provider = await app.orm.em.fork().findOneOrFail(ServiceProvider, { email: 'nora@example.com' });
  await page.goto(app.url + '/worker-queue');
  await page.waitForURL('**/worker-pending-approval');

  // An admin approves through the API at once: before or after the page's subscription is running,
  // the page hears it (the subscription asks for the notices since the page read the account).
  const admin = await signIn(app, 'admin@demo.elite');
  const approved = await app.gql('mutation($id: ID!) { adminApproveWorker(providerId: $id) { id status } }', { id: provider.id }, admin);
  expect(approved.errors).toBeUndefined();

  // The status page hears of the approval live, and the worker pages open.
  await page.getByText('You are approved!').waitFor();
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await page.waitForURL('**/worker-dashboard');
  await page.getByRole('link', { name: 'Available Requests' }).click();

  // The open queue, then a client pays: the job appears without a reload.
  await page.waitForURL('**/worker-queue');
  await page.getByRole('heading', { name: 'Available Requests' }).waitFor();
  await page.getByText('No requests available right now').waitFor();
  const requestId = await makeRequest(app, { category: 'House Cleaning', zip: '37203', paid: false, title: 'Spring Deep Clean' });
  const client = await signIn(app, 'client@demo.elite');
  const paid = await app.gql('mutation($i: ProcessPaymentInput!) { processPayment(input: $i) { request { appointmentFeePaid } } }', { i: { kind: 'consultation', requestId, method: 'google_pay', idempotencyKey: `e2e-journey-${requestId}` } }, client);
  expect(paid.errors).toBeUndefined();
  expect(paid.data).toEqual({ processPayment: { request: { appointmentFeePaid: true } } });
  const card = page.getByRole('article', { name: /Spring Deep Clean/ });
  await card.waitFor();
  await card.getByRole('button', { name: 'Show Details' }).click();
  await card.getByText('A job made by the worker tests.').waitFor();

  // Accept: the job starts, leaves the queue (the worker stays there for the next one) and is in Active Jobs.
  await card.getByRole('button', { name: 'Accept This Job' }).click();
  await toast(page, 'Job Started!');
  await card.waitFor({ state: 'detached' });
  await page.goto(app.url + `/worker-active-jobs?job=${requestId}`);
  const dialog = page.getByRole('dialog');
  await dialog.getByText('In Progress').first().waitFor();

  // A note with a photo.
  await dialog.getByRole('tab', { name: 'Details' }).click();
  await dialog.getByLabel('Progress note').fill('Kitchen and baths done');
  await dialog.getByLabel('Attach photos').setInputFiles({ name: 'kitchen.png', mimeType: 'image/png', buffer: PNG_BYTES });
  await dialog.getByText('kitchen.png').waitFor();
  await dialog.getByRole('button', { name: 'Add Note' }).click();
  await toast(page, 'Note added successfully');
  const photo = dialog.getByRole('img', { name: 'after photo: kitchen.png' });
  await photo.waitFor();
  await waitForCondition(page, 'the profile photo to load (complete, naturalWidth > 0)', (el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0, await photo.elementHandle());
  await dialog.getByRole('tab', { name: 'Updates' }).click();
  await dialog.getByText('Kitchen and baths done [1 photo attached: kitchen.png]').waitFor();

  // Invoice: 4 labor hours at $35; the preview shows what the client will be billed.
  await dialog.getByRole('button', { name: 'Create Invoice' }).click();
  const invoiceForm = page.getByRole('form', { name: 'Create invoice' });
  await invoiceForm.getByLabel('Line 1 amount').getByText('$140.00').waitFor();
  const preview = invoiceForm.getByLabel('What the client will be billed');
  await preview.getByText('$75.08').waitFor(); // 140 + 12% + 9.75% tax + 2.99 = 175.08, minus the $100 credit
  await invoiceForm.getByRole('button', { name: 'Create Invoice' }).click();
  await toast(page, 'Invoice Created');
  await page.waitForURL((url) => url.pathname === '/worker-active-jobs' && !url.search.includes('job='));

  // Complete.
  await page.getByRole('button', { name: /Spring Deep Clean/ }).click();
  const again = page.getByRole('dialog');
  await again.getByRole('tab', { name: 'Updates' }).click();
  await again.getByRole('button', { name: 'Mark Complete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Mark Complete' }).click();
  await toast(page, 'Job Completed!');
  await again.getByText('Job finished').waitFor();
  await again.getByRole('button', { name: 'Close' }).first().click();
  await page.getByText('No active jobs').waitFor();

  const em = app.orm.em.fork();
  const row = await em.findOneOrFail(ServiceRequest, { id: requestId });
  expect(row.status).toBe('completed');
  expect(row.provider?.id).toBe(provider.id);
  const invoice = await em.findOneOrFail(Invoice, { request: requestId });
  expect(invoice).toMatchObject({ invoiceNumber: `INV-${requestId}-${new Date().getUTCFullYear()}`, status: 'pending_approval', finalAmountCents: 14000 });
  const actions = (await em.find(Activity, { request: requestId }, { orderBy: { id: 'asc' } })).map((a) => a.action);
  expect(actions).toEqual(expect.arrayContaining(['job_accepted', 'note_added', 'invoice_created', 'job_completed']));
  expect(errors).toEqual([]);
});
