import type { Page, WebSocketRoute } from 'playwright-core';
import { signIn } from '../support/app';
import { watchPageErrors } from '../support/browser';
import { browserAppPerFile, signInAs } from '../support/e2e';
import { categoryId, makeRequest } from '../support/worker-fixtures';
import { Topic, publishRequestChange, requestChannel } from '../../server/src/events/pubsub';
import { frameHeard, liveSynced, probeSubscriptions, recordOperations } from '../support/live';
import { OutboxMessage } from '../../server/src/modules/outbox/outbox-message.entity';

const env = browserAppPerFile();

/** A page of its own browser context (its own session cookie), signed in as `email`. */
async function signedInPage(email: string): Promise<Page> {
  const page = await (await env.browser.newContext()).newPage();
  await signInAs(page, env.app.url, email);
  return page;
}


async function pay(id: number, key: string): Promise<void> {
  const client = await signIn(env.app, 'client@demo.elite');
  const paid = await env.app.gql('mutation($i: ProcessPaymentInput!) { processPayment(input: $i) { request { id } } }', { i: { requestId: String(id), kind: 'consultation', method: 'google_pay', idempotencyKey: key } }, client);
  expect(paid.errors).toBeUndefined();
}

/** Waits until the outbox has delivered every message (the live events have gone out). */
async function delivered(): Promise<void> {
  for (let i = 0; i < 400; i++) {
    if ((await env.app.orm.em.fork().count(OutboxMessage, { deliveredAt: null })) === 0) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('the outbox did not deliver');
}

const pendingPaid = async (page: Page) => Number(/Pending \(Paid\)\s*(\d+)/.exec((await page.getByRole('link', { name: /Pending \(Paid\)/ }).textContent()) ?? '')?.[1] ?? NaN);

it("brings a newly paid request to the admin's Pending (Paid) tile and a worker's queue without a single GraphQL request from either page", async () => {
  const id = await makeRequest(env.app, { category: 'House Cleaning', zip: '37203', paid: false, title: 'Write-path window cleaning' });
  const cleaning = await categoryId(env.app, 'House Cleaning');

  const admin = await signedInPage('admin@demo.elite');
  const adminErrors = watchPageErrors(admin);
  const adminHeard = frameHeard(admin, 'adminReviewChanged');
  const adminProbes = probeSubscriptions(env.app, {
    topic: Topic.RequestChanged,
    channel: requestChannel.admins,
    probe: () => publishRequestChange(env.app.handle.deps.pubsub, { requestId: -1, kind: 'probe', userIds: [], at: new Date().toISOString() }),
  });
  await admin.goto(env.app.url + '/dashboard');
  await admin.getByRole('link', { name: /Pending \(Paid\)/ }).waitFor();
  await adminProbes.delivered(adminHeard.heard, 'the admin on /dashboard');
  await liveSynced(admin);

  const worker = await signedInPage('worker@demo.elite'); // cleaning and repair, 50 mi around 37203
  const workerErrors = watchPageErrors(worker);
  const workerHeard = frameHeard(worker, 'queueChanged');
  const workerProbes = probeSubscriptions(env.app, {
    topic: Topic.QueueChanged,
    probe: () => env.app.handle.deps.pubsub.publish(Topic.QueueChanged, { requestId: -1, kind: 'changed', categoryId: cleaning, at: new Date().toISOString() }),
  });
  await worker.goto(env.app.url + '/worker-queue');
  await worker.getByText(/requests? available/).waitFor();
  await workerProbes.delivered(workerHeard.heard, 'the worker on /worker-queue');
  await liveSynced(worker);

  await admin.waitForFunction(() => /Pending \(Paid\)\s*\d/.test(document.body.innerText));
  const before = await pendingPaid(admin);
  const adminSent = recordOperations(admin);
  const workerSent = recordOperations(worker);

  await pay(id, 'write-path-browser-1');

  await admin.waitForFunction((n) => new RegExp(`Pending \\(Paid\\)\\s*${n}\\b`).test(document.body.innerText), before + 1);
  await worker.getByRole('article', { name: /Write-path window cleaning/ }).waitFor();
  await delivered();
  expect(adminSent).toEqual([]);
  expect(workerSent).toEqual([]);
  expect(adminErrors).toEqual([]);
  expect(workerErrors).toEqual([]);
  await admin.context().close();
  await worker.context().close();
});

it('after a lost connection, asks only for what was missed (liveChangesSince), not every query on display', async () => {
  const id = await makeRequest(env.app, { category: 'House Cleaning', zip: '37203', paid: false, title: 'Resync gutter cleaning' });
  const cleaning = await categoryId(env.app, 'House Cleaning');
  const page = await (await env.browser.newContext()).newPage();
  const errors = watchPageErrors(page);

  // The page's websockets pass through here: while `down`, the connection is dropped and every new one refused.
  let down = false;
  const open: WebSocketRoute[] = [];
  let connections = 0;
  await page.routeWebSocket(/\/graphql$/, (ws) => {
    if (down) {
      ws.close({ code: 4503, reason: 'test outage' });
      return;
    }
    connections++;
    ws.connectToServer();
    open.push(ws);
  });

  await page.goto(env.app.url + '/login');
  await page.getByLabel('Email').fill('worker@demo.elite');
  await page.getByLabel('Password').fill('demo-pass-2026');
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL((u) => u.pathname !== '/login');
  const heard = frameHeard(page, 'queueChanged');
  const probes = probeSubscriptions(env.app, {
    topic: Topic.QueueChanged,
    probe: () => env.app.handle.deps.pubsub.publish(Topic.QueueChanged, { requestId: -1, kind: 'changed', categoryId: cleaning, at: new Date().toISOString() }),
  });
  await page.goto(env.app.url + '/worker-queue');
  await page.getByText(/requests? available/).waitFor();
  await probes.delivered(heard.heard, 'the worker on /worker-queue');
  await liveSynced(page);
  const synced = Number(await page.evaluate(() => document.documentElement.dataset.liveSynced));
  expect(await page.getByRole('article', { name: /Resync gutter cleaning/ }).count()).toBe(0);

  const sent = recordOperations(page);
  // The connection drops; the request is paid and its events go out while nobody on this page listens.
  down = true;
  const reconnectsBefore = connections;
  for (const ws of open.splice(0)) await ws.close({ code: 4503, reason: 'test outage' });
  await pay(id, 'write-path-resync-1');
  await delivered();
  expect(connections).toBe(reconnectsBefore);
  down = false;

  // Reconnected: the missed job is on the queue, from the one resync query.
  await liveSynced(page, synced + 1, 60_000);
  await page.getByRole('article', { name: /Resync gutter cleaning/ }).waitFor();
  expect(connections).toBeGreaterThan(reconnectsBefore);
  expect(sent.filter((name) => name === 'WorkerLiveResync')).toHaveLength(1);
  // Besides it, only the notification bell's two queries (no event log replays notifications); the page's own queries are not asked again.
  expect(sent.filter((name) => name !== 'WorkerLiveResync').sort()).toEqual(['Notifications', 'UnreadNotificationCount'].filter((n) => sent.includes(n)).sort());
  expect(sent).not.toContain('OpenJobs');
  expect(sent).not.toContain('WorkerDashboard');
  expect(errors).toEqual([]);
  await page.context().close();
});
