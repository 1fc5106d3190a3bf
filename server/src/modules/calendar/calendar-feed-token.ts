import crypto from 'node:crypto';
import { derivedKey } from '../../shared/data-encryption';

const PURPOSE = 'calendar-feeds';
let key: Buffer | null = null;
const signingKey = () => (key ??= derivedKey(PURPOSE));

/** A fresh nonce for a feed: 32 random bytes. */
export const newFeedNonce = (): string => crypto.randomBytes(32).toString('base64url');

/** The nonce of a feed never reset (no row yet): reading the address writes nothing. */
export const FIRST_NONCE = '';

const mac = (userId: number, nonce: string) => crypto.createHmac('sha256', signingKey()).update(`v1.${userId}.${nonce}`).digest('base64url');

/**
 * The feed's token: `<user id>.<HMAC-SHA256 of the user and the feed's nonce>` (43 characters,
 * 256 bits, under a key derived from the data encryption key). Nothing of it is stored: the
 * feed is found by the user id and checked against the HMAC of the current nonce, so a reset
 * (a new nonce) makes every earlier token fail.
 */
export function feedToken(userId: number, nonce: string): string {
  return `${userId}.${mac(userId, nonce)}`;
}

/** The user a token names, when it is of the right shape (anything else is not looked up). */
export function feedTokenUser(token: string): number | null {
  const m = /^([1-9]\d{0,9})\.[A-Za-z0-9_-]{43}$/.exec(token);
  return m && Number(m[1]) <= 2_147_483_647 ? Number(m[1]) : null;
}

/** Whether the token is the current one of the user's feed (constant-time). */
export function isCurrentToken(token: string, userId: number, nonce: string): boolean {
  const expected = Buffer.from(feedToken(userId, nonce));
  const given = Buffer.from(token);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

/** The feed's address under the app's public URL. */
export const feedUrl = (publicUrl: string, token: string): string => new URL(`/calendar/${token}.ics`, publicUrl).toString();
