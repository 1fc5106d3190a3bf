import type { Browser, Page } from 'playwright-core';
import { startTestApp, signIn, type TestApp } from '../support/app';
import { launchBrowser, watchPageErrors } from '../support/browser';
import { categoryId, makeApprovedWorker, makeRequest } from '../support/worker-fixtures';
import { Topic, publishRequestChange, requestChannel } from '../../server/src/events/pubsub';
import { frameHeard, liveSynced, probeSubscriptions } from '../support/live';
import { User } from '../../server/src/modules/users/user.entity';
import { ServiceProvider } from '../../server/src/modules/providers/service-provider.entity';

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
  const heard = frameHeard(page, 'queueChanged');
  // The page's queueChanged subscription is live once it hears a probe (a change to no job: nothing to do for the page),
  // published whenever a queueChanged subscription is set up, and once more when the page is shown.
  const cleaning = await categoryId(app, 'House Cleaning');
  const probes = probeSubscriptions(app, {
    topic: Topic.QueueChanged,
    probe: () => app.handle.deps.pubsub.publish(Topic.QueueChanged, { requestId: -1, kind: 'changed', categoryId: cleaning, at: new Date().toISOString() }),
  });
  await page.goto(app.url + '/worker-queue');
  await page.getByText(/requests? available/).waitFor();
  await probes.delivered(heard.heard, 'the worker on /worker-queue');
  // The one refetch after the socket connected (apollo.ts) has been answered.
  await liveSynced(page);
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

it("updates a client's open request, card and detail dialog, when an admin assigns a worker, without a single GraphQL request", async () => {
  const page = await browser.newPage();
  const errors = watchPageErrors(page);
  const id = await makeRequest(app, { category: 'House Cleaning', zip: '37203', title: 'Live gutter cleaning' }); // paid and pending, no worker yet
  const number = `#${String(id).padStart(4, '0')}`;

  await signInAs(page, 'client@demo.elite');
  const heard = frameHeard(page, 'requestChanged');
  // The shell's requestChanged subscription is live once it hears a probe (about no request: nothing to apply),
  // published whenever a requestChanged subscription on the client's channel is set up, and once more when the dialog is open.
  const clientUser = (await app.orm.em.fork().findOneOrFail(User, { email: 'client@demo.elite' })).id;
  const probes = probeSubscriptions(app, {
    topic: Topic.RequestChanged,
    channel: requestChannel.user(clientUser),
    probe: () => publishRequestChange(app.handle.deps.pubsub, { requestId: -1, kind: 'probe', userIds: [clientUser], at: new Date().toISOString() }),
  });
  await page.goto(app.url + '/request-status');
  const card = page.getByTestId(`request-card-${id}`);
  await card.getByText('Pending', { exact: true }).waitFor();
  await card.getByRole('button', { name: 'View Details' }).click();
  const dialog = page.getByRole('dialog', { name: `Service Request ${number}` });
  await dialog.getByRole('tab', { name: 'Updates' }).click();
  await dialog.getByText('No updates yet.').waitFor();
  await probes.delivered(heard.heard, 'the client on /request-status');
  // The one refetch after the socket connected (apollo.ts) has been answered.
  await liveSynced(page);

  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/graphql') && r.method() !== 'GET') sent.push(r.postData() ?? r.url());
  });
  const worker = await app.orm.em.fork().findOneOrFail(ServiceProvider, { email: 'worker@demo.elite' });
  const assigned = await app.gql('mutation($r: ID!, $p: ID!) { assignWorker(requestId: $r, providerId: $p) { id } }', { r: String(id), p: String(worker.id) }, await signIn(app, 'admin@demo.elite'));
  expect(assigned.errors).toBeUndefined();

  // The dialog's status and timeline, and the card behind it, change in place.
  await dialog.getByText('Scheduled', { exact: true }).waitFor();
  await dialog.getByText(`${worker.name} was assigned by an admin.`).waitFor();
  await card.getByText(`Provider: ${worker.name}`).waitFor({ state: 'attached' });
  expect(sent).toEqual([]);
  expect(errors).toEqual([]);
  await page.close();
});
