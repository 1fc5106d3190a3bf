import type { Browser, Page } from 'playwright-core';
import { startTestApp, signIn, type TestApp } from '../support/app';
import { launchBrowser, watchPageErrors } from '../support/browser';
import { ServiceProvider } from '../../server/src/modules/providers/service-provider.entity';
import { openAccountNumber } from '../../server/src/modules/providers/bank-account';

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

const usd = (cents: number) => (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });

async function signInAs(page: Page, email: string): Promise<void> {
  await page.goto(app.url + '/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('demo-pass-2026');
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL((u) => u.pathname !== '/login');
}

it('shows the worker their real earnings, ring, filters, bank account and settings', async () => {
  const token = await signIn(app, 'worker@demo.elite');
  const server = (await app.gql<{ workerEarnings: { weekCents: number; monthCents: number; potentialCents: number; jobs: { thisWeek: boolean; request: { title: string } }[] } }>('{ workerEarnings { weekCents monthCents potentialCents jobs { thisWeek request { title } } } }', {}, token)).data!.workerEarnings;
  const page = await browser.newPage();
  const errors = watchPageErrors(page);
  await signInAs(page, 'worker@demo.elite');
  await page.waitForURL('**/worker-dashboard');

  // Dashboard: the banner, the four cards and the weekly ring, from the server's numbers.
  await page.getByRole('img', { name: new RegExp(`^Earnings this week: \\${usd(server.weekCents)}`) }).waitFor();
  await page.getByRole('link', { name: 'Available Requests' }).waitFor();
  await page.getByRole('link', { name: 'Active Jobs' }).click();
  await page.waitForURL('**/worker-active-jobs');
  await page.getByRole('button', { name: /Appliance Repair/ }).waitFor();

  // Earnings: cards filter the list; clicking again or Show All clears.
  await page.goto(app.url + '/worker-earnings');
  await page.getByRole('button', { name: new RegExp(`This Month\\s*\\${usd(server.monthCents)}`) }).waitFor();
  const list = page.getByRole('list', { name: 'Earnings by job' });
  await list.getByText('Appliance Repair').waitFor(); // in progress: potential
  await page.getByRole('button', { name: /This Week/ }).click();
  expect(await page.getByRole('button', { name: /This Week/ }).getAttribute('aria-pressed')).toBe('true');
  const weekTitles = server.jobs.filter((j) => j.thisWeek).map((j) => j.request.title);
  if (weekTitles.length) await list.getByText(weekTitles[0]).waitFor();
  expect(await list.getByText('Appliance Repair').count()).toBe(0);
  await page.getByRole('button', { name: 'Show All' }).click();
  await list.getByText('Appliance Repair').waitFor();

  // Bank account: masked, 9-digit routing check, an edit marks it unverified.
  await page.goto(app.url + '/worker-bank-account');
  await page.getByText('Verified account: payouts are sent here.').waitFor();
  await page.getByText('••••••••6789').waitFor();
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Routing number').fill('12345');
  await page.getByRole('button', { name: 'Save Account' }).click();
  await page.getByText('Routing number must be 9 digits').waitFor();
  await page.getByLabel('Routing number').fill('084000026');
  await page.getByLabel('Account number').fill('5550001111');
  await page.getByRole('button', { name: 'Save Account' }).click();
  await page.getByText('Pending verification').waitFor();
  await page.getByText('••••••1111').waitFor();
  const row = await app.orm.em.fork().findOneOrFail(ServiceProvider, { email: 'worker@demo.elite' });
  expect([openAccountNumber(row.bankAccountNumber), row.bankVerified]).toEqual(['5550001111', false]);

  // Profile settings, saved on the server.
  await page.goto(app.url + '/worker-settings');
  await page.getByRole('tab', { name: 'Contact' }).click();
  await page.getByLabel('City').fill('Franklin');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await page.getByText('Settings Updated', { exact: true }).first().waitFor();
  const saved = await app.orm.em.fork().findOneOrFail(ServiceProvider, { email: 'worker@demo.elite' });
  expect(saved.settings?.city).toBe('Franklin');

  // Background check placeholder shows the real status.
  await page.goto(app.url + '/worker-background-check');
  await page.getByText('CLEARED').waitFor();
  await page.getByRole('link', { name: 'Back' }).click();
  await page.waitForURL('**/worker-dashboard');
  expect(errors).toEqual([]);
});

it('keeps pending applicants out of worker pages and earnings', async () => {
  const page = await browser.newPage();
  await signInAs(page, 'applicant@demo.elite');
  await page.waitForURL('**/worker-pending-approval');
  await page.goto(app.url + '/worker-dashboard');
  await page.waitForURL('**/worker-pending-approval');
  await page.getByText('Application under review').waitFor();
  await page.goto(app.url + '/worker-earnings');
  await page.getByText('Earnings data is only available for service providers.').waitFor();
});

it('sends an applicant from outside the service area to the waitlist with their details kept, creating no provider', async () => {
  const page = await browser.newPage();
  await page.goto(app.url + '/worker-onboarding');
  await page.getByRole('button', { name: 'Start Earning' }).click();
  await page.getByLabel('Full name').fill('Ari Stone');
  await page.getByLabel('Email').fill('ari@example.com');
  await page.getByLabel('Phone').fill('404-555-0101');
  await page.getByLabel('ZIP code').fill('30301');
  await page.getByLabel('Create a password').fill('ari-pass-2026');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('checkbox', { name: 'Pool Services' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  for (const label of ['I agree to the Terms of Service', 'I accept the 10% platform fee', 'I will meet the quality standards', 'I will meet the communication standards']) await page.getByRole('checkbox', { name: label }).check();
  await page.getByRole('button', { name: 'Progress to Onboarding' }).click();
  await page.waitForURL('**/expansion-waitlist');
  await page.getByRole('heading', { name: "We're Not Hiring in Your Area Yet" }).waitFor();
  expect(await page.getByLabel('Email').inputValue()).toBe('ari@example.com');
  expect(await page.evaluate(() => sessionStorage.getItem('selectedUserType'))).toBe('worker');
  expect(await app.orm.em.fork().count(ServiceProvider, { email: 'ari@example.com' })).toBe(0);
});
