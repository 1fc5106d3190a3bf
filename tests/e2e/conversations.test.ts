import type { Page } from 'playwright-core';
import { browserAppPerFile, openAs, DEMO_EMAIL, type RolePage } from '../support/e2e';
import { installAxe, seriousViolations, describeFindings } from '../support/axe';
import { frameHeard, watchSubscriptions, within } from '../support/live';
import { widthAt, settled } from '../support/screen-checks';
import { makeRequest } from '../support/worker-fixtures';
import { signIn } from '../support/app';
import { Topic } from '../../server/src/events/pubsub';
import { ServiceProvider } from '../../server/src/modules/providers/service-provider.entity';

/**
 * A job's conversation in two browsers: the client (on a 390 px phone) and the worker on the job
 * write to each other, each message appearing on the other screen live with no reload and no
 * refetch, "Seen" following the reads; a body of markup shows as text; the screens pass axe.
 */
const env = browserAppPerFile();
const PHONE = { width: 390, height: 844 };
const TITLE = 'Leaking kitchen faucet';

/** These pages run beside other suites' browsers: every wait may take up to a minute. */
const SLOW = 60_000;

/** Marks the document, so a reload (which would lose the mark) shows. */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

async function sendByKeyboard(page: Page, text: string): Promise<void> {
  // The conversation's composer (its field is named body), not another form's Message field.
  const box = page.locator('textarea[name="body"]');
  await box.focus();
  await page.keyboard.insertText(text);
  await page.keyboard.press('Enter');
  // Sent: the form is empty again.
  await page.waitForFunction(() => (document.querySelector('textarea[name="body"]') as HTMLTextAreaElement | null)?.value === '');
}

it('lets the client and the worker on the job talk live, with no reload, markup shown as text, axe-clean and fitting a phone', async () => {
  const { app } = env;
  const worker = await app.orm.em.fork().findOneOrFail(ServiceProvider, { email: DEMO_EMAIL.worker });
  const requestId = await makeRequest(app, { category: 'House Cleaning', title: TITLE, providerId: worker.id, status: 'in_progress' });
  const clientToken = await signIn(app, DEMO_EMAIL.client);
  const opened = await app.gql<{ conversation: { id: string } }>('query($r: ID!) { conversation(requestId: $r) { id } }', { r: String(requestId) }, clientToken);
  const conversationId = opened.data!.conversation.id;

  // Both pages' messageAdded subscriptions, counted as the app sets them up.
  let subscriptions = 0;
  let bothListening!: () => void;
  const listening = new Promise<void>((r) => (bothListening = r));
  const stop = watchSubscriptions(app, Topic.MessageAdded, conversationId, () => ++subscriptions >= 2 && bothListening());

  const client: RolePage = await openAs(env, 'client', { viewport: PHONE, reducedMotion: 'reduce' }, (c) => installAxe(c), 'cookie');
  const workerPage: RolePage = await openAs(env, 'worker', { viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' }, (c) => installAxe(c), 'cookie');
  const url = `${app.url}/messages?request=${requestId}`;
  for (const p of [client.page, workerPage.page]) p.setDefaultTimeout(SLOW);
  await Promise.all([client.page.goto(url), workerPage.page.goto(url)]);
  for (const p of [client.page, workerPage.page]) await p.getByRole('heading', { name: `Messages: ${TITLE}` }).waitFor();
  await within(listening, 30_000, 'both pages to subscribe to messageAdded');
  stop();
  await Promise.all([markDocument(client.page), markDocument(workerPage.page)]);
  // From here on, no page asks for the conversation again: live messages go into the cache.
  const refetches: string[] = [];
  for (const p of [client.page, workerPage.page]) p.on('request', (r) => r.url().includes('/graphql') && /query Conversation\b|"operationName":"Conversation"/.test(r.postData() ?? '') && refetches.push(r.url()));

  // The worker's bell before the message: its notice leaves the bell again once the open conversation has read it.
  const bellBefore = await workerPage.page.getByRole('button', { name: /^Notifications/ }).getAttribute('aria-label');

  // The client writes from the keyboard; the worker's screen shows it live.
  await sendByKeyboard(client.page, 'The gate code changed to 4512');
  const workerLog = workerPage.page.getByRole('log', { name: 'Messages' });
  await workerLog.getByText('The gate code changed to 4512').waitFor();

  // The worker answers with markup: both screens show the characters, nothing runs.
  const markup = '<img src=x onerror="window.__xss=1">Is this the leak?';
  await sendByKeyboard(workerPage.page, markup);
  const clientLog = client.page.getByRole('log', { name: 'Messages' });
  await clientLog.getByText(markup, { exact: true }).waitFor();
  expect(await clientLog.locator('img[src="x"]').count()).toBe(0);
  expect(await client.page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();

  // The worker has read the client's message: the client's screen says so.
  await clientLog.getByText('Seen').waitFor();
  // The client read the worker's answer on screen: the worker sees "Seen" under it.
  await workerLog.getByText('Seen').waitFor();
  await workerPage.page.getByRole('button', { name: bellBefore!, exact: true }).waitFor();

  expect(await sameDocument(client.page)).toBe(true);
  expect(await sameDocument(workerPage.page)).toBe(true);
  expect(refetches).toEqual([]);

  // The screens pass axe and the phone screen does not scroll sideways.
  await settled(client.page);
  expect(describeFindings('conversation (client, phone)', await seriousViolations(client.page))).toEqual([]);
  expect(describeFindings('conversation (worker)', await seriousViolations(workerPage.page))).toEqual([]);
  const w = await widthAt(client.page, PHONE.width);
  expect(w.widest).toEqual([]);

  // The list of conversations shows it, and opens it from the keyboard.
  await client.page.goto(`${app.url}/messages`);
  const link = client.page.getByRole('link', { name: new RegExp(TITLE) });
  await link.waitFor();
  expect(describeFindings('conversations list', await seriousViolations(client.page))).toEqual([]);
  await link.focus();
  await client.page.keyboard.press('Enter');
  await client.page.getByRole('heading', { name: `Messages: ${TITLE}` }).waitFor();

  expect(client.errors).toEqual([]);
  expect(workerPage.errors).toEqual([]);
  await Promise.all([client.context.close(), workerPage.context.close()]);
});

it("opens a live support chat from the Support page's Live Chat card, which an admin sees waiting and answers, live", async () => {
  const { app } = env;
  let adminListening!: () => void;
  const listening = new Promise<void>((r) => (adminListening = r));
  const stop = watchSubscriptions(app, Topic.SupportConversationChanged, undefined, () => adminListening());
  const admin = await openAs(env, 'admin', { viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' }, (c) => installAxe(c), 'cookie');
  admin.page.setDefaultTimeout(SLOW);
  const changes = frameHeard(admin.page, 'supportConversationChanged');
  await admin.page.goto(`${app.url}/admin-support-chats`);
  await admin.page.getByRole('heading', { name: 'Live Support Chats' }).waitFor();
  await within(listening, 30_000, 'the admin page to subscribe to supportConversationChanged');
  stop();
  await admin.page.getByText('No chat is waiting for an answer.').waitFor();

  const client = await openAs(env, 'client', { viewport: PHONE, reducedMotion: 'reduce' }, (c) => installAxe(c), 'cookie');
  client.page.setDefaultTimeout(SLOW);
  await client.page.goto(`${app.url}/client-support`);
  // Too few answered chats in the last 7 days: no made-up figure.
  await client.page.getByText('An admin answers as soon as one is free').waitFor().catch(async (err: Error) => {
    const shown = await client.page.locator('body').innerText().catch(() => '(no body)');
    throw new Error(`${err.message}\nat ${client.page.url()} the page showed: ${shown.slice(0, 600)}\npage errors: ${client.errors.join('; ')}`);
  });
  await client.page.getByRole('button', { name: 'Chat with us' }).click();
  // The Support page has a "Live Chat" card and a "Message" field of its own: the chat is open once the page is.
  await client.page.waitForURL('**/messages?conversation=*');
  await client.page.getByRole('log', { name: 'Messages' }).waitFor();
  await client.page.getByRole('heading', { name: 'Live Chat' }).waitFor();
  await sendByKeyboard(client.page, 'Can I move my cleaning to Friday?');
  await client.page.getByRole('log', { name: 'Messages' }).getByText('Can I move my cleaning to Friday?').waitFor().catch(async (err: Error) => {
    const [stored] = await app.orm.em.fork().getConnection().execute<{ n: number }[]>(`select count(*)::int as n from conversation_messages m join conversations v on v.id = m.conversation_id where v.kind = 'support'`);
    const shown = await client.page.locator('body').innerText().catch(() => '(no body)');
    throw new Error(`${err.message}\nsupport messages stored: ${stored?.n}; at ${client.page.url()} the page showed: ${shown.slice(0, 500)}; page errors: ${client.errors.join('; ')}`);
  });

  // The admin's list shows the chat live, with how long it has waited; the admin opens it and answers.
  const waiting = admin.page.getByRole('link', { name: /Support chat with .*Waiting/ });
  await waiting.waitFor().catch(async (err: Error) => {
    // What the admin's page had, so a failure says where the chat was lost.
    const [stored] = await app.orm.em.fork().getConnection().execute<{ n: number }[]>(`select count(*)::int as n from conversation_messages m join conversations v on v.id = m.conversation_id where v.kind = 'support'`);
    const shown = await admin.page.locator('main').innerText().catch(() => '(no main)');
    throw new Error(`${err.message}\nsupport messages stored: ${stored?.n}; supportConversationChanged frames the admin's page received: ${changes.count()}; the page showed: ${shown.slice(0, 400)}`);
  });
  expect(describeFindings('waiting support chats', await seriousViolations(admin.page))).toEqual([]);
  await waiting.click();
  await admin.page.getByRole('log', { name: 'Messages' }).getByText('Can I move my cleaning to Friday?').waitFor();
  await sendByKeyboard(admin.page, 'Yes, Friday works. I have moved it.');

  const clientLog = client.page.getByRole('log', { name: 'Messages' });
  await clientLog.getByText('Yes, Friday works. I have moved it.').waitFor();
  await clientLog.getByText(/Elite Support/).waitFor();
  expect(describeFindings('live chat (client, phone)', await seriousViolations(client.page))).toEqual([]);
  expect((await widthAt(client.page, PHONE.width)).widest).toEqual([]);
  expect(client.errors).toEqual([]);
  expect(admin.errors).toEqual([]);
  await Promise.all([client.context.close(), admin.context.close()]);
});
