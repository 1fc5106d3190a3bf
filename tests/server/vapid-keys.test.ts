import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpush from 'web-push';
import { resolveVapidKeys, type VapidSettings } from '../../server/src/shared/vapid-keys';

/**
 * The VAPID key pair every push is signed with: from the environment, or generated at the first
 * start and kept in a key file (mode 0600) like the data encryption key, so devices' subscriptions
 * outlive a restart; production with a database refuses to make one up.
 */
let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vapid-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const settings = (over: Partial<VapidSettings> = {}): VapidSettings => ({
  env: 'development',
  databaseUrl: undefined,
  vapidPublicKey: undefined,
  vapidPrivateKey: undefined,
  vapidKeyFile: path.join(dir, '.data', 'vapid.json'),
  vapidKeyFileSet: false,
  vapidSubject: 'mailto:support@example.com',
  ...over,
}) as VapidSettings;

it('generates a pair at the first start, keeps it in a file only its owner reads, and uses the same pair after a restart', () => {
  const first = resolveVapidKeys(settings());
  const file = path.join(dir, '.data', 'vapid.json');
  expect(fs.existsSync(file)).toBe(true);
  expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
  expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
  const again = resolveVapidKeys(settings());
  expect(again.publicKey).toBe(first.publicKey);
  expect(again.privateKey).toBe(first.privateKey);
  // The pair signs what web-push sends.
  expect(() => webpush.getVapidHeaders('https://push.example.com', first.subject, first.publicKey, first.privateKey, 'aes128gcm')).not.toThrow();
});

it('takes the pair from the environment, and refuses half a pair or two halves that do not belong together', () => {
  const env = webpush.generateVAPIDKeys();
  const used = resolveVapidKeys(settings({ vapidPublicKey: env.publicKey, vapidPrivateKey: env.privateKey }));
  expect(used).toMatchObject({ publicKey: env.publicKey, privateKey: env.privateKey, source: 'VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY' });
  expect(fs.existsSync(path.join(dir, '.data', 'vapid.json'))).toBe(false);
  expect(() => resolveVapidKeys(settings({ vapidPublicKey: env.publicKey }))).toThrow(/Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY/);
  const other = webpush.generateVAPIDKeys();
  expect(() => resolveVapidKeys(settings({ vapidPublicKey: env.publicKey, vapidPrivateKey: other.privateKey }))).toThrow(/is not the private key's/);
});

it('in production with a database, refuses to start without a pair given on purpose', () => {
  expect(() => resolveVapidKeys(settings({ env: 'production', databaseUrl: 'postgres://db/app' }))).toThrow(/VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are required in production/);
  expect(fs.existsSync(path.join(dir, '.data', 'vapid.json'))).toBe(false);
  // A key file named on purpose is kept on persistent storage: made when missing.
  const kept = resolveVapidKeys(settings({ env: 'production', databaseUrl: 'postgres://db/app', vapidKeyFileSet: true }));
  expect(kept.source).toBe(path.join(dir, '.data', 'vapid.json'));
});
