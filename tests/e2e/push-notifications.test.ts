import type { Page } from 'playwright-core';
import { browserAppPerFile, openAs } from '../support/e2e';
import { installAxe, seriousViolations, describeFindings } from '../support/axe';
import { settled } from '../support/screen-checks';
import { signIn } from '../support/app';
import { EMAILS, countRows } from '../server/admin-helpers';
import { decrypt, makeDevice, startPushService } from '../support/web-push';

/**
 * Push to phones in Chromium. The client turns on "Notify me on this device" by keyboard on
 * their profile: the service worker subscribes with the server's VAPID key and the server
 * stores the device. An admin's reply in the support chat is pushed by the server to the
 * device's push service (here the test's, on 127.0.0.1), opened with the device's keys, and
 * handed to the service worker as Chromium's push service would, through the DevTools protocol
 * (ServiceWorker.deliverPushMessage): its push handler shows the notification. A tap on it
 * opens the chat.
 *
 * Two stand-ins, because headless Chromium has neither: a push service (PushManager.subscribe
 * is answered with the test device's endpoint and keys, and the rest of the page's code runs as
 * is), and a person tapping a system notification (the test dispatches a notificationclick
 * event, carrying the notification the push handler showed, inside the service worker, so the
 * worker's own click handler does the navigating).
 */
const env = browserAppPerFile();
const push = startPushService();
const SLOW = 60_000;

beforeAll(async () => {
  const origin = await push.listen();
  // As PUSH_SERVICE_ORIGINS would at start: the test's push service is a place devices may name.
  env.app.config.pushServiceOrigins.push(origin);
});
afterAll(() => push.close());

async function serviceWorkerControls(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
  });
}

it('turns push on by keyboard, shows a pushed message through the service worker, and a tap opens the chat', async () => {
  const { app } = env;
  const origin = app.config.pushServiceOrigins[app.config.pushServiceOrigins.length - 1];
  const phone = makeDevice(`${origin}/devices/e2e-client-phone`);

  const { context, page, errors } = await openAs(env, 'client', { viewport: { width: 390, height: 844 }, reducedMotion: 'reduce', permissions: ['notifications'] }, async (c) => {
    await installAxe(c);
    // The browser's push service, answered with this test's device (headless Chromium has none).
    await c.addInitScript(({ endpoint, keys }) => {
      let current: PushSubscription | null = null;
      PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
        const applicationServerKey = options?.applicationServerKey as ArrayBuffer;
        (window as unknown as { __pushKey: number[] }).__pushKey = Array.from(new Uint8Array(applicationServerKey));
        current = {
          endpoint,
          expirationTime: null,
          options: { applicationServerKey, userVisibleOnly: true },
          getKey: () => null,
          toJSON: () => ({ endpoint, expirationTime: null, keys }),
          unsubscribe: async () => {
            current = null;
            return true;
          },
        } as unknown as PushSubscription;
        return current;
      };
      PushManager.prototype.getSubscription = async () => current;
    }, { endpoint: phone.endpoint, keys: phone.keys });
  }, 'cookie');
  page.setDefaultTimeout(SLOW);
  try {
    await page.goto(`${app.url}/client-profile`);
    await settled(page);
    await serviceWorkerControls(page);

    // Off to begin with; on by keyboard.
    const toggle = page.getByRole('checkbox', { name: 'Notify me on this device' });
    await toggle.waitFor({ state: 'attached' });
    await page.waitForFunction(() => !(document.querySelector('[data-testid="push-switch"] input') as HTMLInputElement | null)?.disabled);
    expect(await toggle.isChecked()).toBe(false);
    await toggle.focus();
    await page.keyboard.press('Space');
    // On, and no longer saving: the switch is disabled (its label dimmed) until the server has the device.
    await page.waitForFunction(() => {
      const input = document.querySelector('[data-testid="push-switch"] input') as HTMLInputElement | null;
      return input?.checked === true && !input.disabled;
    });
    // Subscribed with the server's VAPID key, and the server has the device, for this client.
    const token = await signIn(app, EMAILS.client);
    const key = (await app.gql<{ pushPublicKey: string }>('{ pushPublicKey }', {}, token)).data!.pushPublicKey;
    expect(Buffer.from(await page.evaluate(() => (window as unknown as { __pushKey: number[] }).__pushKey)).toString('base64url')).toBe(key);
    expect(await countRows(app, 'select count(*)::int as n from push_subscriptions s join users u on u.id = s.user_id where s.endpoint = ? and u.email = ?', [phone.endpoint, EMAILS.client])).toBe(1);
    expect(describeFindings('/client-profile with push on', await seriousViolations(page))).toEqual([]);

    // The admin answers the client's support chat: the server pushes it to the device's push service.
    const chat = (await app.gql<{ startSupportConversation: { id: string } }>('mutation { startSupportConversation { id } }', {}, token)).data!.startSupportConversation;
    const admin = await signIn(app, EMAILS.admin);
    await app.gql('mutation($i: SendMessageInput!) { sendMessage(input: $i) { id } }', { i: { conversationId: chat.id, body: 'Your refund is on its way.' } }, admin);
    await app.handle.outbox.idle();
    await app.handle.messages.idle();
    const got = push.to('/devices/e2e-client-phone');
    expect(got).toHaveLength(1);
    const data = decrypt(phone, got[0].body);
    expect(JSON.parse(data)).toMatchObject({ body: expect.stringContaining('Your refund is on its way.'), url: `/messages?conversation=${chat.id}` });

    // Chromium's push service delivers it to the service worker: its push handler shows it.
    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', (e: { registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] }) => {
        const r = e.registrations.find((x) => x.scopeURL === `${app.url}/` && !x.isDeleted);
        if (r) resolve(r.registrationId);
      }),
    );
    await cdp.send('ServiceWorker.enable');
    const deliver = async () => cdp.send('ServiceWorker.deliverPushMessage', { origin: app.url, registrationId: await registrationId, data });
    await deliver();
    // Asked until the service worker has shown it (the handler runs in its own time).
    const shownNow = () =>
      page.evaluate(async () => {
        const reg = await navigator.serviceWorker.ready;
        const [n] = await reg.getNotifications();
        return n ? { title: n.title, body: n.body, url: (n.data as { url: string }).url, tag: n.tag } : null;
      });
    let notification = await shownNow();
    for (let i = 0; i < 300 && !notification; i++) {
      // DevTools' delivery is this test's stand-in for the browser's push service, and on a loaded machine it
      // was seen to drop a message: handed again every 10 s, as a push service retries. One message, one tag:
      // a second delivery replaces the notification, it never adds one (asserted below).
      if (i > 0 && i % 100 === 0) await deliver();
      await new Promise((r) => setTimeout(r, 100));
      notification = await shownNow();
    }
    if (!notification) throw new Error('the service worker showed no notification within 30 s');
    expect(notification.title).toMatch(/^New message from Elite Support/);
    expect(notification.body).toContain('Your refund is on its way.');
    expect(notification.url).toBe(`/messages?conversation=${chat.id}`);
    expect(await page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).length)).toBe(1);

    // A tap: the service worker's notificationclick handler takes the open window to the chat.
    const [sw] = context.serviceWorkers();
    await sw.evaluate(async (tag) => {
      // The service worker's globals (this file is typed for pages).
      const scope = self as unknown as { registration: ServiceWorkerRegistration; dispatchEvent(e: Event): boolean };
      const [n] = await scope.registration.getNotifications({ tag });
      const NotificationEvent = (self as unknown as { NotificationEvent: new (type: string, init: { notification: Notification }) => Event }).NotificationEvent;
      scope.dispatchEvent(new NotificationEvent('notificationclick', { notification: n }));
    }, notification.tag);
    await page.waitForURL((u) => u.pathname === '/messages' && u.searchParams.get('conversation') === chat.id);
    await settled(page);
    await page.getByText('Your refund is on its way.').first().waitFor();
    expect(await page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).length)).toBe(0);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});
