import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, type FieldError } from '../../shared/errors';
import { vapidKeys, type VapidSettings } from '../../shared/vapid-keys';
import { PushSubscription } from './push-subscription.entity';

/**
 * The devices a person turned push notifications on for ("Notify me on this device"): one row
 * per device (its push endpoint), owned by whoever is signed in on it. The dispatcher
 * (messages/message-dispatcher.ts) sends a notice's push to each of the person's devices and
 * deletes one whose push service answers 404 or 410.
 */
export interface PushSubscriptionInput {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** The longest endpoint accepted (the public push services' are a few hundred characters). */
export const MAX_ENDPOINT_LENGTH = 2048;
/** The most devices one person keeps; turning on one more forgets their oldest. */
export const MAX_DEVICES = 20;

/** The push services browsers subscribe with (https only): Chrome and Edge (FCM), Firefox, Safari, Windows. */
const PUBLIC_PUSH_HOSTS = [/^(fcm|android)\.googleapis\.com$/, /(^|\.)push\.services\.mozilla\.com$/, /(^|\.)push\.apple\.com$/, /\.notify\.windows\.com$/];

/**
 * Whether the server may post to this endpoint: a public push service over https, or an origin
 * the operator allowed (PUSH_SERVICE_ORIGINS). Nothing else: an endpoint is an address the
 * server calls, and must not point it at its own network.
 */
export function endpointAllowed(endpoint: string, extraOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (extraOrigins.includes(url.origin)) return true;
  return url.protocol === 'https:' && (url.port === '' || url.port === '443') && PUBLIC_PUSH_HOSTS.some((h) => h.test(url.hostname));
}

function base64urlBytes(value: string): Buffer | null {
  const v = (value ?? '').trim();
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(v)) return null;
  return Buffer.from(v.replace(/=+$/, ''), 'base64url');
}

/** The input checked, every bad field named; the keys as base64url. */
export function checkPushSubscription(input: PushSubscriptionInput, extraOrigins: readonly string[]): PushSubscriptionInput {
  const errors: FieldError[] = [];
  const endpoint = (input?.endpoint ?? '').trim();
  if (!endpoint) errors.push({ path: 'endpoint', message: 'The push endpoint is required' });
  else if (endpoint.length > MAX_ENDPOINT_LENGTH) errors.push({ path: 'endpoint', message: `The push endpoint must be at most ${MAX_ENDPOINT_LENGTH} characters` });
  else if (!endpointAllowed(endpoint, extraOrigins)) errors.push({ path: 'endpoint', message: "The push endpoint must be a browser push service's https address" });
  const p256dh = base64urlBytes(input?.keys?.p256dh ?? '');
  if (!p256dh || p256dh.length !== 65 || p256dh[0] !== 4) errors.push({ path: 'keys.p256dh', message: "keys.p256dh must be the device's P-256 public key (65 bytes, base64url)" });
  const auth = base64urlBytes(input?.keys?.auth ?? '');
  if (!auth || auth.length !== 16) errors.push({ path: 'keys.auth', message: "keys.auth must be the device's 16-byte authentication secret (base64url)" });
  if (errors.length) throw badInput(errors);
  return { endpoint, keys: { p256dh: p256dh!.toString('base64url'), auth: auth!.toString('base64url') } };
}

export class PushSubscriptionService {
  private readonly extraOrigins: readonly string[];

  constructor(
    private readonly em: EntityManager,
    private readonly config: VapidSettings & { pushServiceOrigins: readonly string[] },
  ) {
    this.extraOrigins = config.pushServiceOrigins;
  }

  /** The server's VAPID public key, base64url: what a device subscribes with (applicationServerKey). */
  publicKey(): string {
    return vapidKeys(this.config).publicKey;
  }

  /** Turns push on for this device, for the signed-in person (the device moves to them if someone else had it). */
  async register(userId: number, input: PushSubscriptionInput): Promise<boolean> {
    const s = checkPushSubscription(input, this.extraOrigins);
    await this.em.transactional(async (tx) => {
      await tx.execute(
        `insert into push_subscriptions (user_id, endpoint, p256dh, auth, created_at, updated_at) values (?, ?, ?, ?, now(), now())
           on conflict (endpoint) do update set user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth, updated_at = excluded.updated_at`,
        [userId, s.endpoint, s.keys.p256dh, s.keys.auth],
      );
      // At most MAX_DEVICES each: the oldest goes.
      await tx.execute(
        `delete from push_subscriptions where user_id = ? and id not in (select id from push_subscriptions where user_id = ? order by updated_at desc, id desc limit ?)`,
        [userId, userId, MAX_DEVICES],
      );
    });
    return true;
  }

  /** Turns push off for this device; true when it was the person's. */
  async remove(userId: number, endpoint: string): Promise<boolean> {
    const e = (endpoint ?? '').trim();
    if (!e) throw badInput([{ path: 'endpoint', message: 'The push endpoint is required' }]);
    return (await this.em.nativeDelete(PushSubscription, { user: userId, endpoint: e })) > 0;
  }

  /** How many devices the person turned on. */
  count(userId: number): Promise<number> {
    return this.em.count(PushSubscription, { user: userId });
  }
}
