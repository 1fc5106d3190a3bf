import crypto from 'node:crypto';
import { keptFile } from './key-file';
import type { AppConfig } from '../config';

/**
 * The VAPID key pair (RFC 8292) every push notification is signed with: an ECDSA P-256 key,
 * both halves base64url as `npx web-push generate-vapid-keys` prints them (65-byte public
 * point, 32-byte private scalar). Devices subscribe with the public key; a new pair makes every
 * existing subscription useless, so the pair is kept like the data encryption key
 * (data-encryption.ts): VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, else a key file (VAPID_KEY_FILE,
 * default .data/vapid.json) generated once with mode 0600. In production with DATABASE_URL the
 * pair must be given explicitly (the variables, or a key file named on purpose).
 */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export type VapidSettings = Pick<AppConfig, 'env' | 'databaseUrl' | 'vapidPublicKey' | 'vapidPrivateKey' | 'vapidKeyFile' | 'vapidKeyFileSet' | 'vapidSubject'>;

/** Checks a pair: the public key is the private key's point. */
export function parseVapidKeys(publicKey: string, privateKey: string, where: string): { publicKey: string; privateKey: string } {
  const pub = Buffer.from(publicKey.trim(), 'base64url');
  const priv = Buffer.from(privateKey.trim(), 'base64url');
  if (pub.length !== 65 || pub[0] !== 4 || priv.length !== 32) {
    throw new Error(`${where}: the VAPID public key must be 65 bytes and the private key 32 bytes, base64url (\`npx web-push generate-vapid-keys\`)`);
  }
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.setPrivateKey(priv);
  if (!ecdh.getPublicKey().equals(pub)) throw new Error(`${where}: the VAPID public key is not the private key's`);
  return { publicKey: pub.toString('base64url'), privateKey: priv.toString('base64url') };
}

export function generateVapidKeys(): { publicKey: string; privateKey: string } {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  const priv = ecdh.getPrivateKey();
  // 32 bytes, leading zeros kept.
  return { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey: Buffer.concat([Buffer.alloc(32 - priv.length), priv]).toString('base64url') };
}

/** The key file's pair, created (mode 0600) when there is none yet; concurrent starts agree on one. */
export function vapidKeysFromFile(file: string): { publicKey: string; privateKey: string } {
  const kept = JSON.parse(keptFile(file, () => JSON.stringify(generateVapidKeys()))) as { publicKey?: string; privateKey?: string };
  return parseVapidKeys(kept.publicKey ?? '', kept.privateKey ?? '', `The VAPID key file ${file}`);
}

/** Which pair this configuration uses; refuses to guess in production with DATABASE_URL. */
export function resolveVapidKeys(settings: VapidSettings): VapidKeys & { source: string } {
  if (settings.vapidPublicKey || settings.vapidPrivateKey) {
    if (!settings.vapidPublicKey || !settings.vapidPrivateKey) throw new Error('Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither');
    return { ...parseVapidKeys(settings.vapidPublicKey, settings.vapidPrivateKey, 'VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY'), subject: settings.vapidSubject, source: 'VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY' };
  }
  if (settings.env === 'production' && settings.databaseUrl && !settings.vapidKeyFileSet) {
    throw new Error(
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are required in production with DATABASE_URL (`npx web-push generate-vapid-keys`), ' +
        "the same for every API process and kept as long as the database: a new pair silences every device's subscription. " +
        '(Or set VAPID_KEY_FILE to a key file on persistent storage; it is created when missing.)',
    );
  }
  return { ...vapidKeysFromFile(settings.vapidKeyFile), subject: settings.vapidSubject, source: settings.vapidKeyFile };
}

let current: VapidKeys | null = null;

/** Use this configuration's pair from now on (at start-up, before the workers of a cluster start); returns where it came from. */
export function useVapidKeys(settings: VapidSettings): string {
  const { source, ...keys } = resolveVapidKeys(settings);
  current = keys;
  return source;
}

/** The pair in use (resolved from `settings` when nothing chose one at start-up: tests, scripts). */
export function vapidKeys(settings: VapidSettings): VapidKeys {
  if (!current) useVapidKeys(settings);
  return current!;
}
