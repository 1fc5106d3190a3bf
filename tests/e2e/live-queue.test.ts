import type { Browser, Page } from 'playwright-core';
import { startTestApp, signIn, type TestApp } from '../support/app';
import { launchBrowser, watchPageErrors } from '../support/browser';
import { categoryId, makeApprovedWorker, makeRequest } from '../support/worker-fixtures';
import { Topic } from '../../server/src/graphql/pubsub';

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

async function signInAs(page: Page, email: string): Promise<void> {
  await page.goto(app.url + '/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('demo-pass-2026');
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL((u) => u.pathname !== '/login');
}

it('shows a newly paid job on the open queue page, and takes it away when another worker accepts it, without a single GraphQL request', async () => {
  const page = await browser.newPage();
  const errors = watchPageErrors(page);
  const id = await makeRequest(app, { category: 'House Cleaning', zip: '37203', paid: false, title: 'Live window cleaning' });

  await signInAs(page, 'worker@demo.elite'); // cleaning and repair, 50 mi around 37203
  const socket = page.waitForEvent('websocket');
  await page.goto(app.url + '/worker-queue');
  await page.getByText(/requests? available/).waitFor();
  // The page's queueChanged subscription is live once it hears a probe (a removal of no job: nothing to do for the page).
  let heard = 0;
  const ws = await socket;
  ws.on('framereceived', (f) => {
    if (String(f.payload).includes('queueChanged')) heard++;
  });
  const cleaning = await categoryId(app, 'House Cleaning');
  for (let i = 0; heard === 0 && i < 50; i++) {
    app.handle.deps.pubsub.publish(Topic.QueueChanged, { requestId: -1, kind: 'changed', categoryId: cleaning, at: new Date().toISOString() });
    await new Promise((r) => setTimeout(r, 100));
  }
  // The one refetch after the socket connected (apollo.ts) has been answered.
  await page.waitForTimeout(500);
  await page.waitForLoadState('networkidle');
  expect(await page.getByRole('article', { name: /Live window cleaning/ }).count()).toBe(0);

  // From here on, record every GraphQL request the page sends.
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/graphql') && r.method() !== 'GET') sent.push(r.postData() ?? r.url());
  });

  const clientToken = await signIn(app, 'client@demo.elite');
  const paid = await app.gql('mutation($i: ProcessPaymentInput!) { processPayment(input: $i) { request { id } } }', { i: { requestId: String(id), kind: 'consultation', method: 'google_pay', idempotencyKey: 'live-queue-browser-1' } }, clientToken);
  expect(paid.errors).toBeUndefined();
  const card = page.getByRole('article', { name: /Live window cleaning/ });
  await card.waitFor();
  await card.getByText('Accept This Job').waitFor();
  expect(sent).toEqual([]);

  const taker = await makeApprovedWorker(app, { email: 'live-taker@test.elite', categories: ['House Cleaning'], zip: '37203', radius: 50 });
  const accepted = await app.gql('mutation($id: ID!) { acceptJob(requestId: $id) { id } }', { id: String(id) }, taker.token);
  expect(accepted.errors).toBeUndefined();
  await card.waitFor({ state: 'detached' });
  expect(sent).toEqual([]);
  expect(errors).toEqual([]);
  await page.close();
});
