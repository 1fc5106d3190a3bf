import ICAL from 'ical.js';
import type { Page } from 'playwright-core';
import { browserAppPerFile, openAs, signInAs } from '../support/e2e';
import { watchPageErrors } from '../support/browser';
import { makeApprovedWorker } from '../support/worker-fixtures';
import { ServiceRequest } from '../../server/src/modules/requests/service-request.entity';
import { OutboxMessage } from '../../server/src/modules/outbox/outbox-message.entity';

/**
 * Recurring visits in the browser: a client makes a visit repeat weekly for 6 visits in the
 * request wizard and pays the fee once; the worker accepts visit 1 and finds all 6 in their
 * calendar feed (read with ical.js) and on their jobs page as "Visit n of 6"; the client
 * skips visit 3 with its button on My Requests: the feed shows it cancelled and the worker's
 * page drops it live; the worker hands visit 6 back from its job.
 */
const env = browserAppPerFile({ seed: true });

const TITLE = 'Deep Cleaning';

/** A day `days` from today in Central time (the wizard's date field takes YYYY-MM-DD). */
function inDays(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago', year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
}

async function waitDelivered(): Promise<void> {
  for (let i = 0; i < 400; i++) {
    if ((await env.app.orm.em.fork().count(OutboxMessage, { deliveredAt: null })) === 0) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('the outbox did not deliver');
}

async function feedEvents(token: string): Promise<{ uid: string; status: string | null }[]> {
  const r = await env.app.gql<{ myCalendarFeed: { url: string } }>('{ myCalendarFeed { url } }', {}, token);
  const res = await fetch(`${env.app.url}${new URL(r.data!.myCalendarFeed.url).pathname}`);
  expect(res.status).toBe(200);
  const cal = new ICAL.Component(ICAL.parse(await res.text()));
  return cal.getAllSubcomponents('vevent').map((c) => ({ uid: new ICAL.Event(c).uid, status: (c.getFirstPropertyValue('status') as string | null) ?? null }));
}
const eventOf = (events: { uid: string; status: string | null }[], id: number) => events.find((e) => e.uid.startsWith(`service-request-${id}@`));

async function fillRepeatingRequest(page: Page): Promise<void> {
  await page.goto(`${env.app.url}/client-app`);
  await page.getByRole('button', { name: /House Cleaning/ }).click();
  await page.getByLabel('Service type').selectOption(TITLE);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Full name').fill('Series Client');
  await page.getByLabel('Phone').fill('615-555-0188');
  await page.getByLabel('Email').fill('client@demo.elite');
  await page.getByLabel('Street address').fill('77 Weekly Way');
  await page.getByLabel('City').fill('Nashville');
  await page.getByLabel('State').selectOption('TN');
  await page.getByLabel('ZIP code').fill('37203');
  await page.getByLabel('Describe what you need').fill('A weekly clean of a two-bedroom flat.');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Preferred date').fill(inDays(3));
  await page.getByLabel('Preferred time').selectOption('morning');
  await page.getByLabel('Repeat').selectOption('weekly');
  await page.getByLabel('Number of visits (2-26)').fill('6');
  await page.getByTestId('series-fee-note').waitFor();
}

it('a client makes a weekly series of 6 in the wizard; the worker gets all 6 in their feed; a skipped visit is cancelled there and leaves their page live', async () => {
  const client = await openAs(env, 'client', {}, undefined, 'cookie');
  await fillRepeatingRequest(client.page);
  await client.page.getByRole('button', { name: 'Pay $102.99' }).click();
  await client.page.getByRole('heading', { name: 'Transaction Complete' }).waitFor();

  const first = await env.app.orm.em.fork().findOneOrFail(ServiceRequest, { address: { street: '77 Weekly Way' }, seriesPosition: 1 });
  expect(first.appointmentFeePaid).toBe(true);

  // A cleaner of their own, so their jobs page holds this series alone.
  const cleaner = await makeApprovedWorker(env.app, { email: 'weekly-cleaner@test.elite', categories: ['House Cleaning'] });
  const workerToken = cleaner.token;
  const accepted = await env.app.gql('mutation($id: ID!) { acceptJob(requestId: $id) { id } }', { id: String(first.id) }, workerToken);
  expect(accepted.errors).toBeUndefined();
  const visits = await env.app.orm.em.fork().find(ServiceRequest, { series: first.seriesId }, { orderBy: { seriesPosition: 'asc' } });
  expect(visits.map((v) => v.seriesPosition)).toEqual([1, 2, 3, 4, 5, 6]);

  const before = await feedEvents(workerToken);
  for (const v of visits) expect(eventOf(before, v.id)?.status).toBe('CONFIRMED');

  // The worker's jobs page shows every visit as "Visit n of 6".
  const workerContext = await env.browser.newContext();
  const worker = { context: workerContext, page: await workerContext.newPage(), errors: [] as string[] };
  worker.errors = watchPageErrors(worker.page);
  await signInAs(worker.page, env.app.url, cleaner.email, 'worker-pass-1');
  await worker.page.goto(`${env.app.url}/worker-active-jobs`);
  for (let n = 1; n <= 6; n++) await worker.page.getByText(`Visit ${n} of 6`, { exact: true }).first().waitFor();
  await waitDelivered();

  // The client sees the series on their requests too.
  await client.page.goto(`${env.app.url}/request-status`);
  await client.page.getByText('Visit 1 of 6', { exact: true }).first().waitFor();

  // The client skips visit 3 with its card's button, after the confirmation; the card leaves their list.
  const third = visits[2];
  const card = client.page.getByTestId(`request-card-${third.id}`);
  await card.getByText('Visit 3 of 6', { exact: true }).waitFor();
  await card.getByRole('button', { name: 'Skip this visit' }).click();
  const confirm = client.page.getByRole('alertdialog', { name: 'Skip visit 3 of 6?' });
  await confirm.getByRole('button', { name: 'Yes, skip this visit' }).click();
  await client.page.getByText('Visit skipped', { exact: true }).first().waitFor();
  await card.waitFor({ state: 'detached' });
  expect((await env.app.orm.em.fork().findOneOrFail(ServiceRequest, { id: third.id })).status).toBe('cancelled');

  // Live: the card leaves the worker's page without a reload; the others stay.
  await worker.page.getByText('Visit 3 of 6', { exact: true }).waitFor({ state: 'detached', timeout: 20_000 });
  await worker.page.getByText('Visit 4 of 6', { exact: true }).first().waitFor();
  const after = await feedEvents(workerToken);
  expect(eventOf(after, third.id)?.status).toBe('CANCELLED');
  expect(visits.filter((v) => v.id !== third.id).every((v) => eventOf(after, v.id)?.status === 'CONFIRMED')).toBe(true);

  // The worker hands visit 6 back from its job: "Visit 6 of 6", a confirmation, and it leaves their page.
  await worker.page.getByTestId('series-position').getByText('Visit 6 of 6', { exact: true }).click();
  const dialog = worker.page.getByRole('dialog');
  await dialog.getByRole('tab', { name: 'Updates' }).click();
  await dialog.getByTestId('job-series-position').filter({ hasText: 'Visit 6 of 6' }).waitFor();
  await dialog.getByRole('button', { name: 'Hand back this visit' }).click();
  await worker.page.getByRole('alertdialog', { name: 'Hand back this visit?' }).getByRole('button', { name: 'Hand back this visit' }).click();
  await worker.page.getByText('Visit handed back', { exact: true }).first().waitFor();
  await worker.page.getByTestId('series-position').getByText('Visit 6 of 6', { exact: true }).waitFor({ state: 'detached' });
  const sixth = await env.app.orm.em.fork().findOneOrFail(ServiceRequest, { id: visits[5].id });
  expect([sixth.status, sixth.provider]).toEqual(['pending', null]);

  expect([...client.errors, ...worker.errors]).toEqual([]);
  await client.context.close();
  await worker.context.close();
});
