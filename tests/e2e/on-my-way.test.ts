import type { Page } from 'playwright-core';
import { browserAppPerFile, openAs, DEMO_EMAIL, type RolePage } from '../support/e2e';
import { installAxe, seriousViolations, describeFindings } from '../support/axe';
import { watchSubscriptions, within } from '../support/live';
import { widthAt, settled } from '../support/screen-checks';
import { makeRequest } from '../support/worker-fixtures';
import { Topic, requestChannel } from '../../server/src/events/pubsub';
import { ServiceProvider } from '../../server/src/modules/providers/service-provider.entity';
import { User } from '../../server/src/modules/users/user.entity';

/**
 * "On my way" in two browsers: the worker on the job (ZIP 37203) taps it on the job screen; the
 * button is busy while it sends; the client's request page (a 390 px phone, already open) shows
 * "Your worker is on the way — arriving in about 10 min" live, with no reload (37209 is 3.8 mi
 * away: 7.7 min at 30 mph, rounded up to 10). A second tap within 10 minutes says why it is refused.
 */
const env = browserAppPerFile();
const PHONE = { width: 390, height: 844 };
const TITLE = 'Replace bathroom fan';
const SLOW = 60_000;

const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

it('shows the client, live, that the worker is on the way with the arrival estimate, after the worker taps "On my way"', async () => {
  const { app } = env;
  const em = app.orm.em.fork();
  const worker = await em.findOneOrFail(ServiceProvider, { email: DEMO_EMAIL.worker });
  const clientUser = await em.findOneOrFail(User, { email: DEMO_EMAIL.client });
  const requestId = await makeRequest(app, { category: 'Maintenance & Repair', title: TITLE, zip: '37209', providerId: worker.id, status: 'scheduled' });

  let listening!: () => void;
  const subscribed = new Promise<void>((r) => (listening = r));
  const stop = watchSubscriptions(app, Topic.RequestChanged, requestChannel.user(clientUser.id), () => listening());

  const client: RolePage = await openAs(env, 'client', { viewport: PHONE, reducedMotion: 'reduce' }, (c) => installAxe(c), 'cookie');
  const workerPage: RolePage = await openAs(env, 'worker', { viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' }, (c) => installAxe(c), 'cookie');
  for (const p of [client.page, workerPage.page]) p.setDefaultTimeout(SLOW);

  await client.page.goto(`${app.url}/request-status`);
  const card = client.page.getByTestId(`request-card-${requestId}`);
  await card.getByText(TITLE).waitFor();
  await within(subscribed, 30_000, "the client's page to subscribe to requestChanged");
  stop();
  expect(await card.getByText('Your worker is on the way').count()).toBe(0);
  await markDocument(client.page);

  // The job screen: Active Jobs opens the job; the worker's actions are on its Updates tab.
  await workerPage.page.goto(`${app.url}/worker-active-jobs?job=${requestId}`);
  await workerPage.page.getByRole('tab', { name: 'Updates' }).click();
  const button = workerPage.page.getByRole('button', { name: 'On my way' });
  await button.waitFor();
  // Held on the way to the server for a moment, so the busy button can be seen.
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await workerPage.page.route('**/graphql', async (route) => {
    if (/AnnounceOnMyWay/.test(route.request().postData() ?? '')) await held;
    await route.continue();
  });
  await button.click();
  const busy = workerPage.page.getByRole('button', { name: 'Telling the client…' });
  await busy.waitFor();
  expect(await busy.isDisabled()).toBe(true);
  release();
  await workerPage.page.getByText('The client knows you are on the way').waitFor();
  await workerPage.page.getByText(/You told the client at .*: arriving in about 10 min\./).waitFor();

  // The client's page, open all along, shows it live.
  const notice = card.getByTestId('on-the-way');
  await notice.getByText('Your worker is on the way — arriving in about 10 min').waitFor();
  expect(await sameDocument(client.page)).toBe(true);

  // A second tap within 10 minutes: refused, and the worker reads why.
  await workerPage.page.getByRole('button', { name: 'On my way' }).click();
  await workerPage.page.getByRole('alert').filter({ hasText: 'You already told the client you are on your way. You can tell them again in' }).waitFor();

  await settled(client.page);
  expect(describeFindings('request page with the on-the-way notice (client, phone)', await seriousViolations(client.page))).toEqual([]);
  expect((await widthAt(client.page, PHONE.width)).widest).toEqual([]);
  expect(describeFindings('job screen with On my way (worker)', await seriousViolations(workerPage.page))).toEqual([]);
  expect(client.errors).toEqual([]);
  expect(workerPage.errors).toEqual([]);
  await Promise.all([client.context.close(), workerPage.context.close()]);
});
