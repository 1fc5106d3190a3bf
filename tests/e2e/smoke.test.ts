import type { Browser } from 'playwright-core';
import { startTestApp, type TestApp } from '../support/app';
import { launchBrowser, watchPageErrors } from '../support/browser';

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

it('serves the landing page and signs the demo admin in through /login', async () => {
  const page = await browser.newPage();
  const errors = watchPageErrors(page);
  await page.goto(app.url + '/');
  await page.getByRole('button', { name: 'I Need Service' }).waitFor();
  await page.getByText('Starting in Middle Tennessee • Expanding Soon').waitFor();
  await page.getByRole('button', { name: 'I Provide Services' }).waitFor();

  await page.goto(app.url + '/login');
  await page.getByLabel('Email').fill('admin@demo.elite');
  await page.getByLabel('Password').fill('demo-pass-2026');
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL('**/dashboard');
  expect(errors).toEqual([]);
});

it('shows the spec\'s message for a malformed e-mail without calling the server', async () => {
  const page = await browser.newPage();
  await page.goto(app.url + '/login');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password').fill('x');
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.getByText('Please enter a valid email address').waitFor();
  expect(page.url()).toMatch(/\/login/);
});
