import fs from 'node:fs';
import ICAL from 'ical.js';
import type { Page } from 'playwright-core';
import { browserAppPerFile, openAs } from '../support/e2e';
import { installAxe, seriousViolations, describeFindings } from '../support/axe';
import { signIn } from '../support/app';
import { makeRequest } from '../support/worker-fixtures';
import { graphql } from '../gql';

/**
 * The calendar feed in the browser: the settings card of a client and of a worker (address,
 * Copy, Reset behind a confirmation), and "Add to Calendar" on a scheduled visit, whose file
 * a real iCalendar parser reads.
 */
const env = browserAppPerFile({ seed: true });

const ACCEPT = graphql(`mutation CalendarE2eAccept($id: ID!) { acceptJob(requestId: $id) { id } }`);
const SCHEDULE = graphql(`mutation CalendarE2eSchedule($id: ID!, $at: String!) { scheduleJob(requestId: $id, scheduledAt: $at) { id } }`);

const feedStatus = async (url: string) => (await fetch(`${env.app.url}${new URL(url).pathname}`)).status;
const card = (page: Page) => page.getByRole('region', { name: 'Calendar Feed' });

/** The settings card: an address that works, Reset asks first and then replaces it (the old one answers 404); no serious axe findings. */
async function checkSettingsCard(page: Page): Promise<void> {
  const address = card(page).getByRole('textbox', { name: 'Your calendar feed address' });
  await address.waitFor();
  const first = await address.inputValue();
  expect(new URL(first).pathname).toMatch(/^\/calendar\/\d+\.[A-Za-z0-9_-]{43}\.ics$/);
  expect(await feedStatus(first)).toBe(200);
  expect(describeFindings('calendar feed card', await seriousViolations(page, { within: 'section[aria-labelledby="calendar-feed-heading"]' }))).toEqual([]);

  await card(page).getByRole('button', { name: 'Reset Address' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Reset your calendar feed?' });
  await dialog.getByRole('button', { name: 'Keep Address' }).click();
  await dialog.waitFor({ state: 'hidden' });
  expect(await address.inputValue()).toBe(first);

  await card(page).getByRole('button', { name: 'Reset Address' }).click();
  await dialog.getByRole('button', { name: 'Reset Address' }).click();
  await page.waitForFunction((old) => (document.querySelector('[data-testid="calendar-feed-url"]') as HTMLInputElement | null)?.value !== old, first);
  const next = await address.inputValue();
  expect(await feedStatus(first)).toBe(404);
  expect(await feedStatus(next)).toBe(200);
}

it("shows the client's feed on their profile, with Copy and a confirmed Reset", async () => {
  const { page, context, errors } = await openAs(env, 'client', {}, (ctx) => installAxe(ctx), 'cookie');
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.app.url });
  await page.goto(`${env.app.url}/client-profile`);
  await card(page).getByRole('button', { name: 'Copy' }).click();
  await page.getByText('Your calendar feed address is on the clipboard.').waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await card(page).getByRole('textbox', { name: 'Your calendar feed address' }).inputValue());
  // The notice goes as a person's pointer leaves it (a toast under the pointer stays while hovered,
  // and it sits over the card's Reset button on this viewport).
  await page.mouse.move(0, 0);
  await page.getByText('Your calendar feed address is on the clipboard.').waitFor({ state: 'hidden' });
  await checkSettingsCard(page);
  expect(errors).toEqual([]);
  await context.close();
});

it("shows the worker's feed on their settings, and a scheduled job downloads as one event from the job and from the client's card", async () => {
  const workerToken = await signIn(env.app, 'worker@demo.elite');
  const id = await makeRequest(env.app, { category: 'House Cleaning', zip: '37203', title: 'Calendar button clean' });
  expect((await env.app.gql(ACCEPT, { id: String(id) }, workerToken)).errors).toBeUndefined();
  expect((await env.app.gql(SCHEDULE, { id: String(id), at: '2027-02-03 10:15' }, workerToken)).errors).toBeUndefined();

  const worker = await openAs(env, 'worker', { acceptDownloads: true }, (ctx) => installAxe(ctx), 'cookie');
  await worker.page.goto(`${env.app.url}/worker-settings`);
  await checkSettingsCard(worker.page);

  const download = async (page: Page) => {
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Add to Calendar' }).first().click()]);
    const calendar = new ICAL.Component(ICAL.parse(fs.readFileSync((await file.path())!, 'utf8')));
    const events = calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
    expect(events).toHaveLength(1);
    expect(events[0].summary).toContain('Calendar button clean');
    expect(events[0].startDate.toJSDate().toISOString()).toBe('2027-02-03T16:15:00.000Z');
    return events[0].uid;
  };
  await worker.page.goto(`${env.app.url}/worker-active-jobs?job=${id}`);
  await worker.page.getByRole('dialog').getByRole('tab', { name: 'Updates' }).click();
  await worker.page.getByRole('group', { name: 'Worker actions' }).waitFor();
  const fromJob = await download(worker.page);

  const client = await openAs(env, 'client', { acceptDownloads: true }, undefined, 'cookie');
  await client.page.goto(`${env.app.url}/request-status`);
  const requestCard = client.page.getByTestId(`request-card-${id}`);
  await requestCard.getByRole('link', { name: 'Add to Calendar' }).waitFor();
  const [file] = await Promise.all([client.page.waitForEvent('download'), requestCard.getByRole('link', { name: 'Add to Calendar' }).click()]);
  const uid = new ICAL.Event(new ICAL.Component(ICAL.parse(fs.readFileSync((await file.path())!, 'utf8'))).getFirstSubcomponent('vevent')!).uid;
  expect(uid).toBe(fromJob);
  expect([...worker.errors, ...client.errors]).toEqual([]);
  await worker.context.close();
  await client.context.close();
});
