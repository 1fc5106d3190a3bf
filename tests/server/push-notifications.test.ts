import { startTestApp, signIn, type TestApp } from '../support/app';
import { EMAILS, ok, fails, countRows } from './admin-helpers';
import { messagesOf, settle } from '../messages/messages-support';
import { setWorkerSwitches } from '../messages/switches';
import { ServiceRequest } from '../../server/src/modules/requests/service-request.entity';
import { makeRequest } from '../support/worker-fixtures';
import { decrypt, makeDevice, startPushService, type Device } from '../support/web-push';

/**
 * Push to phones, end to end over HTTP: a device turned on with registerPushSubscription gets
 * the notice from a push service the test runs (plain HTTP on 127.0.0.1, allowed by
 * PUSH_SERVICE_ORIGINS); the test opens the aes128gcm message with the device's own keys
 * (RFC 8291, written out with node:crypto in tests/support/web-push.ts) and reads what it says; a push service that
 * answers 410 gets the subscription deleted; the worker's push switch stops theirs.
 */

const REGISTER = 'mutation($i: PushSubscriptionInput!) { registerPushSubscription(input: $i) }';
const REMOVE = 'mutation($e: String!) { removePushSubscription(endpoint: $e) }';
const START = 'mutation { startSupportConversation { id } }';
const SEND = 'mutation($i: SendMessageInput!) { sendMessage(input: $i) { id } }';

let app: TestApp;
const push = startPushService();
let origin = '';
const t: Record<string, string> = {};
let adminPhone: Device | null = null;
const adminPhoneOf = (): Device => adminPhone!;

beforeAll(async () => {
  origin = await push.listen();
  app = await startTestApp({ seed: true, env: { PUSH_SERVICE_ORIGINS: origin } });
  for (const k of ['admin', 'client', 'worker'] as const) t[k] = await signIn(app, EMAILS[k]);
});
afterAll(async () => {
  await app?.close();
  await push.close();
});

const register = (token: string, d: Device) => ok<{ registerPushSubscription: boolean }>(app, REGISTER, { i: { endpoint: d.endpoint, keys: d.keys } }, token);
const subscriptions = (endpoint: string) => countRows(app, 'select count(*)::int as n from push_subscriptions where endpoint = ?', [endpoint]);

describe('push to a device', () => {
  it("an admin's device is pushed a new support chat: the message opens with the device's keys and names the text and the chat's screen", async () => {
    const { pushPublicKey } = await ok<{ pushPublicKey: string }>(app, '{ pushPublicKey }', {}, t.admin);
    expect(Buffer.from(pushPublicKey, 'base64url')).toHaveLength(65);
    const phone = makeDevice(`${origin}/devices/admin-phone`);
    adminPhone = phone;
    expect((await register(t.admin, phone)).registerPushSubscription).toBe(true);

    const chat = (await ok<{ startSupportConversation: { id: string } }>(app, START, {}, t.client)).startSupportConversation;
    await ok(app, SEND, { i: { conversationId: chat.id, body: 'My card was charged twice, can you help?' } }, t.client);
    await settle(app);

    const got = push.to('/devices/admin-phone');
    expect(got).toHaveLength(1);
    expect(got[0].headers['content-encoding']).toBe('aes128gcm');
    expect(Number(got[0].headers.ttl)).toBeGreaterThan(0);
    // VAPID (RFC 8292): signed for this push service's origin with the key the device subscribed with.
    const vapid = /^vapid t=([^,]+), k=(.+)$/.exec(String(got[0].headers.authorization));
    expect(vapid?.[2]).toBe(pushPublicKey);
    const claims = JSON.parse(Buffer.from(vapid![1].split('.')[1], 'base64url').toString()) as { aud: string; sub: string };
    expect(claims.aud).toBe(origin);
    expect(claims.sub).toMatch(/^mailto:/);

    const shown = JSON.parse(decrypt(phone, got[0].body)) as { title: string; body: string; url: string; tag: string };
    expect(shown.title).toMatch(/^New message from /);
    expect(shown.body).toContain('My card was charged twice, can you help?');
    expect(shown.url).toBe(`/messages?conversation=${chat.id}`);
    const [row] = await messagesOf(app, 'new_message_admin', EMAILS.admin);
    expect(row).toMatchObject({ channel: 'push', state: 'sent', recipient: '1 of 1 device' });
  });

  it('a device whose push service answers 410 is deleted, and the message is not retried', async () => {
    const gone = makeDevice(`${origin}/devices/client-old-laptop`);
    await register(t.client, gone);
    push.answers.set('/devices/client-old-laptop', 410);
    expect(await subscriptions(gone.endpoint)).toBe(1);

    const chat = (await ok<{ startSupportConversation: { id: string } }>(app, START, {}, t.client)).startSupportConversation;
    await ok(app, SEND, { i: { conversationId: chat.id, body: 'We refunded the second charge.' } }, t.admin);
    await settle(app);

    expect(push.to('/devices/client-old-laptop')).toHaveLength(1);
    expect(await subscriptions(gone.endpoint)).toBe(0);
    const [row] = await messagesOf(app, 'new_message', EMAILS.client);
    expect(row).toMatchObject({ channel: 'push', state: 'skipped_no_address', attempts: 1, recipient: '0 of 1 device' });
    expect(row.last_error).toMatch(/404 or 410/);
  });

  it("a worker is pushed a new job in their area, opening the queue, unless their push switch is off", async () => {
    const phone = makeDevice(`${origin}/devices/worker-phone`);
    await register(t.worker, phone);
    await setWorkerSwitches(app, t.worker, { newJobAlerts: true, pushNotifications: false });
    const pay = 'mutation($i: ProcessPaymentInput!) { processPayment(input: $i) { payment { id } } }';
    const em = app.orm.em.fork();
    const r = await em.findOneOrFail(ServiceRequest, { title: 'Deep Cleaning', appointmentFeePaid: false }, { populate: ['category'] });
    await ok(app, pay, { i: { requestId: String(r.id), kind: 'consultation', method: 'google_pay', idempotencyKey: 'push-fee-1' } }, t.client);
    await settle(app);
    expect(push.to('/devices/worker-phone')).toHaveLength(0);
    const [off] = await messagesOf(app, 'new_job_available', EMAILS.worker).then((rows) => rows.filter((m) => m.channel === 'push'));
    expect(off).toMatchObject({ state: 'skipped_preference', last_error: 'Push notifications switched off' });

    // The admin's device hears of the new paid request, opening Paid Pending Requests.
    const admin = push.to('/devices/admin-phone');
    const paid = admin.map((m) => JSON.parse(decrypt(adminPhoneOf(), m.body)) as { title: string; url: string }).find((m) => m.title === 'Consultation Fee Paid');
    expect(paid?.url).toBe('/admin/pending-paid');

    await setWorkerSwitches(app, t.worker, { pushNotifications: true });
    // Switched back on: the next job in the same area is pushed.
    const next = await makeRequest(app, { category: r.category.getEntity().name, title: 'Push test cleaning', paid: false, zip: r.address.zipCode });
    await ok(app, pay, { i: { requestId: String(next), kind: 'consultation', method: 'google_pay', idempotencyKey: 'push-fee-2' } }, t.client);
    await settle(app);
    const rows = (await messagesOf(app, 'new_job_available', EMAILS.worker)).filter((m) => m.channel === 'push' && Number(m.context.requestId) === next);
    expect(rows.map((m) => m.state)).toEqual(['sent']);
    const got = push.to('/devices/worker-phone');
    expect(got).toHaveLength(1);
    const shown = JSON.parse(decrypt(phone, got[0].body)) as { url: string; body: string };
    expect(shown.body).toContain('Push test cleaning');
    expect(shown.url).toBe('/worker-queue');
  });
});

describe('turning a device on and off', () => {
  it('refuses an endpoint that is not a push service and keys that are not keys, naming the field, storing nothing', async () => {
    const bad = makeDevice('https://10.0.0.5/internal');
    const e1 = await fails(app, REGISTER, { i: { endpoint: bad.endpoint, keys: bad.keys } }, t.client);
    expect(e1.extensions?.code).toBe('BAD_USER_INPUT');
    expect(e1.extensions?.fields?.map((f) => f.path)).toEqual(['endpoint']);
    const e2 = await fails(app, REGISTER, { i: { endpoint: `${origin}/devices/x`, keys: { p256dh: 'abc', auth: 'short' } } }, t.client);
    expect(e2.extensions?.fields?.map((f) => f.path)).toEqual(['keys.p256dh', 'keys.auth']);
    expect(await subscriptions(bad.endpoint)).toBe(0);
    expect(await subscriptions(`${origin}/devices/x`)).toBe(0);
  });

  it('over REST too: the public key, on, then off; a device turned on by someone else moves to whoever signs in on it', async () => {
    const d = makeDevice(`${origin}/devices/shared-tablet`);
    const call = (method: string, path: string, token: string, body?: unknown) =>
      fetch(`${app.url}${path}`, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
    const key = await call('GET', '/api/push/public-key', t.client);
    expect(((await key.json()) as { publicKey: string }).publicKey).toHaveLength(87);
    expect((await call('POST', '/api/push/subscriptions', t.client, { endpoint: d.endpoint, keys: d.keys })).status).toBe(200);
    const bad = await call('POST', '/api/push/subscriptions', t.client, { endpoint: 'http://169.254.169.254/latest', keys: d.keys });
    expect(bad.status).toBe(422);
    expect(await countRows(app, 'select count(*)::int as n from push_subscriptions s join users u on u.id = s.user_id where s.endpoint = ? and u.email = ?', [d.endpoint, EMAILS.client])).toBe(1);
    await register(t.worker, d);
    expect(await countRows(app, 'select count(*)::int as n from push_subscriptions s join users u on u.id = s.user_id where s.endpoint = ? and u.email = ?', [d.endpoint, EMAILS.worker])).toBe(1);
    // The client no longer has it: removing it is theirs to do no more.
    expect(((await (await call('POST', '/api/push/subscriptions/remove', t.client, { endpoint: d.endpoint })).json()) as { ok: boolean }).ok).toBe(false);
    expect((await ok<{ removePushSubscription: boolean }>(app, REMOVE, { e: d.endpoint }, t.worker)).removePushSubscription).toBe(true);
    expect(await subscriptions(d.endpoint)).toBe(0);
  });
});
