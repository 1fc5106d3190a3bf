import type { Page } from 'playwright-core';
import { browserAppPerFile, openAs, DEMO_EMAIL, type DemoRole, type RolePage } from '../support/e2e';
import { DEMO_PASSWORD } from '../support/app';
import { Keyboard } from '../support/keyboard';
import { ServiceRequest } from '../../server/src/modules/requests/service-request.entity';
import { Invoice } from '../../server/src/modules/invoices/invoice.entity';
import { waitForCondition } from '../support/screen-checks';

/**
 * One journey per role with the keyboard only (Tab, Shift+Tab, Enter, Space, Escape, arrows and
 * typing; no clicks): a client requests a service and pays, a worker accepts, schedules and
 * invoices that job, an admin assigns a paid request and approves a payment. Every focus stop
 * must be visible; dialogs take the focus, Escape closes them and the focus returns to the
 * button that opened them. Live news (the new job in the worker's queue, the client's new
 * notification) is announced politely without moving anyone's focus.
 */
const env = browserAppPerFile();
jest.setTimeout(240_000);

let worker: RolePage;
let requestId: string;

/** A fresh window for the role, signed in through /login with the keyboard: skip link first, then the form. */
async function signInByKeyboard(role: DemoRole): Promise<{ page: Page; keys: Keyboard; errors: string[] }> {
  const opened = await openAs(env, 'anonymous', { viewport: { width: 1280, height: 900 }, locale: 'en-US', timezoneId: 'America/Chicago' });
  const { page } = opened;
  const keys = new Keyboard(page);
  await page.goto(env.app.url + '/login');
  // The first Tab stop is the skip link; it takes the focus into the page, past the header.
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await keys.activate(skip, 'Enter', { max: 1 });
  await waitForCondition(page, 'focus on #main (skip link followed)', () => document.activeElement?.id === 'main', undefined);
  await keys.fill(page.getByLabel('Email'), DEMO_EMAIL[role]);
  await keys.fill(page.getByLabel('Password'), DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await page.waitForURL((u) => u.pathname !== '/login');
  return { page, keys, errors: opened.errors };
}

function dateIn(days: number): { iso: string; typed: string } {
  const d = new Date(Date.now() + days * 86_400_000);
  const [y, m, day] = [d.getFullYear(), String(d.getMonth() + 1).padStart(2, '0'), String(d.getDate()).padStart(2, '0')];
  return { iso: `${y}-${m}-${day}`, typed: `${m}${day}${y}` };
}

const liveRegion = (page: Page, text: RegExp) => page.getByRole('status').filter({ hasText: text });

beforeAll(async () => {
  // The worker watches the open queue while the client pays (the live news below).
  worker = await openAs(env, 'worker', { viewport: { width: 1280, height: 900 }, locale: 'en-US', timezoneId: 'America/Chicago' }, undefined, 'cookie');
  await worker.page.goto(env.app.url + '/worker-queue');
  await worker.page.getByText(/requests? available/).waitFor();
});

it('a client requests a service and pays with the keyboard only', async () => {
  const { page, keys, errors } = await signInByKeyboard('client');
  await page.getByRole('heading', { name: 'My Requests' }).waitFor();

  await keys.activate(page.getByRole('link', { name: 'New Request' }));
  await page.waitForURL('**/client-app');
  // Step 1: a category tile; the next step's heading takes the focus.
  await keys.activate(page.getByRole('button', { name: /House Cleaning/ }));
  const typeHeading = page.getByRole('heading', { name: 'Which House Cleaning service?' });
  await keys.expectFocusOn(typeHeading);
  // Step 2: a native select answers to typing.
  await keys.moveTo(page.getByLabel('Service type'));
  await page.keyboard.type('Deep');
  expect(await page.getByLabel('Service type').inputValue()).toBe('Deep Cleaning');
  await keys.activate(page.getByRole('button', { name: 'Next' }));
  await keys.expectFocusOn(page.getByRole('heading', { name: 'Your contact details' }));
  // Step 3: contact details (the account's are filled in), then the address and description.
  await keys.fill(page.getByLabel('Street address'), '500 Broadway');
  await keys.fill(page.getByLabel(/^City/), 'Nashville');
  await keys.moveTo(page.getByLabel(/^State/));
  await page.keyboard.type('TN');
  await keys.fill(page.getByLabel(/^ZIP code/), '37203');
  await keys.fill(page.getByLabel('Describe what you need'), 'Two bedrooms and a bath, keyboard only.');
  await keys.activate(page.getByRole('button', { name: 'Next' }));
  await keys.expectFocusOn(page.getByRole('heading', { name: 'When works for you?' }));
  // Step 4: date and time, a payment method (arrow keys in the radio group), then pay.
  await keys.moveTo(page.getByLabel('Preferred date'));
  await page.keyboard.type(dateIn(2).typed);
  expect(await page.getByLabel('Preferred date').inputValue()).toBe(dateIn(2).iso);
  await keys.moveTo(page.getByLabel('Preferred time'));
  await page.keyboard.type('Morning');
  await keys.moveTo(page.getByRole('radio', { name: 'Google Pay' }));
  await page.keyboard.press('ArrowRight');
  expect(await page.getByRole('radio', { name: 'Apple Pay' }).isChecked()).toBe(true);
  await keys.activate(page.getByRole('button', { name: 'Pay $102.99' }));
  const done = page.getByRole('heading', { name: 'Transaction Complete' });
  await keys.expectFocusOn(done);

  // The confirmation arrives live: announced politely, the focus stays on the heading.
  await liveRegion(page, /New notifications?: .*Request Confirmed/).waitFor();
  await keys.expectFocusOn(done);
  const request = await env.app.orm.em.fork().findOneOrFail(ServiceRequest, { description: 'Two bedrooms and a bath, keyboard only.' });
  expect([request.appointmentFeePaid, request.serviceZipCode]).toEqual([true, '37203']);
  requestId = String(request.id);

  // The bell's dialog takes the focus; Escape closes it and gives the focus back to the bell.
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await keys.activate(bell, 'Enter', { key: 'Shift+Tab' });
  await keys.expectFocusInDialog();
  await page.getByRole('dialog', { name: 'Notifications' }).getByText('Request Confirmed').first().waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: 'Notifications' }).waitFor({ state: 'detached' });
  await keys.expectFocusOn(bell);

  expect(keys.unseen).toEqual([]);
  expect(errors).toEqual([]);
});

it('a worker accepts, schedules and invoices that job with the keyboard only', async () => {
  const { page, errors } = worker;
  const keys = new Keyboard(page);
  // The paid request reached the open queue live and was announced; the queue did not take the focus.
  const back = page.getByRole('link', { name: 'Back to Dashboard' });
  await keys.moveTo(back);
  const card = page.getByRole('article', { name: new RegExp(`^Request #${requestId.padStart(4, '0')}`) });
  await card.waitFor();
  await liveRegion(page, /New request available: Deep Cleaning/).waitFor();
  await keys.expectFocusOn(back);

  await keys.activate(card.getByRole('button', { name: 'Accept This Job' }));
  // The job leaves the queue: announced, and the focus moves to what takes its place (never <body>).
  await liveRegion(page, /Job accepted: Deep Cleaning\. It is now in My Jobs\./).waitFor();
  await card.waitFor({ state: 'detached' });
  await page.waitForFunction(() => document.activeElement !== document.body && !!document.activeElement?.closest('[role="article"], [data-queue-heading]'));
  await page.goto(env.app.url + `/worker-active-jobs?job=${requestId}`);
  const dialog = page.getByRole('dialog', { name: `Service Request #${requestId.padStart(4, '0')}` });
  await dialog.waitFor();
  await keys.expectFocusInDialog();
  // The tabs: arrow keys move between them.
  await keys.moveTo(dialog.getByRole('tab', { name: 'Overview' }));
  await keys.moveTo(dialog.getByRole('tab', { name: 'Updates' }), { key: 'ArrowRight', max: 4 });
  await dialog.getByRole('tab', { name: 'Updates', selected: true }).waitFor();

  // Schedule the first visit: the form opens under the button, Enter submits it.
  await keys.activate(dialog.getByRole('button', { name: 'Schedule Visit' }));
  await keys.fill(dialog.getByLabel(/Visit date and time/), `${dateIn(3).iso} 10:00`);
  await page.keyboard.press('Enter');
  await page.getByText('Appointment scheduled successfully', { exact: true }).first().waitFor();
  await dialog.getByText(/Next visit: /).waitFor();

  // The invoice dialog opens over the job and takes the focus; 3 labour hours at $35.
  await keys.activate(dialog.getByRole('button', { name: 'Create Invoice' }));
  const invoice = page.getByRole('form', { name: 'Create invoice' });
  await invoice.waitFor();
  await keys.expectFocusInDialog();
  await keys.fill(invoice.getByRole('group', { name: 'Line 1' }).getByLabel('Qty'), '3');
  await invoice.getByLabel('Line 1 amount').getByText('$105.00').waitFor();
  await keys.activate(invoice.getByRole('button', { name: 'Create Invoice' }));
  await page.getByText('Invoice Created', { exact: true }).first().waitFor();
  await page.waitForURL((u) => u.pathname === '/worker-active-jobs' && !u.search.includes('job='));

  // Back on the list: the job opens from its card; Escape closes it and the card has the focus again.
  const jobCard = page.getByRole('button', { name: /Deep Cleaning/ });
  await keys.activate(jobCard);
  await dialog.waitFor();
  await keys.expectFocusInDialog();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await keys.expectFocusOn(jobCard);

  const em = env.app.orm.em.fork();
  const row = await em.findOneOrFail(ServiceRequest, { id: Number(requestId) });
  expect(row.status).toBe('in_progress');
  expect(row.scheduledAt).not.toBeNull();
  expect((await em.find(Invoice, { request: row.id })).map((i) => [i.status, i.finalAmountCents])).toEqual([['pending_approval', 10500]]);
  expect(keys.unseen).toEqual([]);
  expect(errors).toEqual([]);
});

it('an admin assigns a paid request and approves a payment with the keyboard only', async () => {
  const { page, keys, errors } = await signInByKeyboard('admin');
  await keys.activate(page.getByRole('link', { name: /^Pending \(Paid\)/ }));
  await page.waitForURL('**/admin/pending-jobs');

  // The Assign Worker dialog takes the focus; Escape gives it back to the button that opened it.
  const assign = page.getByRole('button', { name: 'Assign Worker to Plumbing Repair' });
  await keys.activate(assign);
  const dialog = page.getByRole('dialog', { name: 'Assign Worker' });
  await dialog.waitFor();
  await keys.expectFocusInDialog();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await keys.expectFocusOn(assign);
  await page.keyboard.press('Enter');
  await keys.moveTo(dialog.getByLabel('Worker'));
  await page.keyboard.type('Marcus');
  await keys.activate(dialog.getByRole('button', { name: 'Assign Worker' }));
  await page.getByText('The service request has been assigned successfully.').first().waitFor();
  await assign.waitFor({ state: 'detached' });
  // The button that opened the dialog went with the assigned job: the focus goes to the page, not the document body.
  await waitForCondition(page, 'focus on #main (skip link followed)', () => document.activeElement?.id === 'main', undefined);

  // The review queue on the dashboard: Review opens the request on its Updates tab.
  await keys.activate(page.getByRole('link', { name: 'Elite Services home' }), 'Enter', { key: 'Shift+Tab' });
  await page.waitForURL('**/dashboard');
  const number = await env.app.orm.em.fork().findOneOrFail(ServiceRequest, { title: 'Move-In/Move-Out Cleaning' }).then((r) => `#${String(r.id).padStart(4, '0')}`);
  await keys.activate(page.getByRole('button', { name: `Review request ${number}` }));
  const detail = page.getByRole('dialog', { name: `Service Request ${number}` });
  await detail.waitFor();
  await keys.expectFocusInDialog();
  await keys.activate(detail.getByRole('button', { name: 'Approve Payment & Release Funds' }));
  await page.getByText(/Payment approved|funds released/).first().waitFor();

  const em = env.app.orm.em.fork();
  const assigned = await em.findOneOrFail(ServiceRequest, { title: 'Plumbing Repair' }, { populate: ['provider'] });
  expect([assigned.status, assigned.provider?.getEntity().email]).toEqual(['scheduled', 'worker@demo.elite']);
  expect((await em.findOneOrFail(ServiceRequest, { title: 'Move-In/Move-Out Cleaning' })).adminApprovalStatus).toBe('approved');
  expect(keys.unseen).toEqual([]);
  expect(errors).toEqual([]);
});
