import crypto from 'node:crypto';
import { keptFile } from './key-file';
import { loadConfig, type AppConfig } from '../config';

/**
 * Application-level encryption of sensitive columns (the payout bank account number):
 * AES-256-GCM with a random 96-bit IV per value and the column's name as associated data,
 * stored as `enc:v1:` + base64url(iv | tag | ciphertext). The database never holds the
 * digits; only the server, holding the key, can open them.
 *
 * The key is 32 bytes: DATA_ENCRYPTION_KEY (base64 or hex), else a key file
 * (DATA_ENCRYPTION_KEY_FILE, default .data/encryption.key) generated once with mode 0600
 * so restarts can still decrypt. In production with DATABASE_URL the key must be given
 * explicitly (the variable, or a key file named on purpose): a key generated on one
 * container's disk would be lost with it, and the stored numbers with it.
 */
const PREFIX = 'enc:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export type KeySettings = Pick<AppConfig, 'env' | 'databaseUrl' | 'dataEncryptionKey' | 'dataEncryptionKeyFile' | 'dataEncryptionKeyFileSet'>;

/** 32 bytes from 64 hex digits or from base64 (standard or url-safe). */
export function parseDataKey(value: string, name = 'DATA_ENCRYPTION_KEY'): Buffer {
  const v = value.trim();
  const key = /^[0-9a-f]{64}$/i.test(v) ? Buffer.from(v, 'hex') : /^[A-Za-z0-9+/_-]+={0,2}$/.test(v) ? Buffer.from(v, 'base64') : Buffer.alloc(0);
  if (key.length !== 32) throw new Error(`${name} must be 32 random bytes as base64 or 64 hex digits (e.g. \`openssl rand -base64 32\`)`);
  return key;
}

/** The key file's key, created (mode 0600) when there is none yet; concurrent starts agree on one. */
export function keyFromFile(file: string): Buffer {
  return parseDataKey(keptFile(file, () => crypto.randomBytes(32).toString('base64')), `The key file ${file}`);
}

/** Which key this configuration uses; refuses to guess in production with DATABASE_URL. */
export function resolveDataKey(settings: KeySettings): { key: Buffer; source: string } {
  if (settings.dataEncryptionKey) return { key: parseDataKey(settings.dataEncryptionKey), source: 'DATA_ENCRYPTION_KEY' };
  if (settings.env === 'production' && settings.databaseUrl && !settings.dataEncryptionKeyFileSet) {
    throw new Error(
      'DATA_ENCRYPTION_KEY is required in production with DATABASE_URL: 32 random bytes as base64 or hex (`openssl rand -base64 32`), ' +
        'the same for every API process and kept as long as the database. (Or set DATA_ENCRYPTION_KEY_FILE to a key file on persistent storage; it is created when missing.)',
    );
  }
  return { key: keyFromFile(settings.dataEncryptionKeyFile), source: settings.dataEncryptionKeyFile };
}

let current: Buffer | null = null;

/** Use this configuration's key from now on (at start-up); returns where it came from. */
export function useDataKey(settings: KeySettings): string {
  const { key, source } = resolveDataKey(settings);
  current = key;
  return source;
}

function dataKey(): Buffer {
  // Without an explicit start-up (scripts, tests), the environment's key.
  return (current ??= resolveDataKey(loadConfig()).key);
}

/**
 * A key for another purpose (signing unsubscribe links), derived from the data key with
 * HKDF-SHA256: one secret to configure and keep, and each purpose's key independent.
 */
export function derivedKey(purpose: string): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', dataKey(), Buffer.alloc(0), `elite-services:${purpose}`, 32));
}

export function isSealed(value: string): boolean {
  return value.startsWith(PREFIX);
}

/** Encrypt `plain` for the column `purpose`. */
export function seal(plain: string, purpose: string, key: Buffer = dataKey()): string {
  const iv = crypto.randomBytes(IV_BYTES);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(purpose));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

export class DataKeyMismatchError extends Error {}

/** Decrypt a sealed value of the column `purpose`; throws DataKeyMismatchError when this key did not seal it. */
export function open(sealed: string, purpose: string, key: Buffer = dataKey()): string {
  if (!isSealed(sealed)) throw new Error(`Not an encrypted ${purpose}`);
  const raw = Buffer.from(sealed.slice(PREFIX.length), 'base64url');
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(purpose));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    throw new DataKeyMismatchError(`A stored ${purpose} cannot be decrypted with this data encryption key (DATA_ENCRYPTION_KEY or its key file changed?)`);
  }
}
