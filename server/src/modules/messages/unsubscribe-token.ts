import crypto from 'node:crypto';
import { derivedKey } from '../../shared/data-encryption';
import { fieldError } from '../../shared/errors';
import { SWITCHES, type Audience, type SwitchName } from '../notifications/message-kinds';

/** How long an unsubscribe link works after its e-mail was sent. */
export const UNSUBSCRIBE_LINK_DAYS = 60;

export interface UnsubscribeClaim {
  userId: number;
  audience: Audience;
  switchName: SwitchName;
  expiresAt: Date;
}

const AUDIENCES: readonly Audience[] = ['client', 'worker', 'admin'];
const PURPOSE = 'unsubscribe-links';

let key: Buffer | null = null;
const signingKey = () => (key ??= derivedKey(PURPOSE));

const mac = (payload: string) => crypto.createHmac('sha256', signingKey()).update(`v1.${payload}`).digest('base64url');

/**
 * A link token that turns one switch of one person off without signing in:
 * `v1.<user>.<audience>.<switch>.<expiry>.<HMAC-SHA256>`, keyed by a key derived from the data
 * encryption key (so every API process agrees, and nothing new to keep secret). It names the
 * person and the switch, nothing else; it expires.
 */
export function signUnsubscribe(claim: Omit<UnsubscribeClaim, 'expiresAt'>, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + UNSUBSCRIBE_LINK_DAYS * 86_400;
  const payload = `${claim.userId}.${claim.audience}.${claim.switchName}.${expires}`;
  return `v1.${payload}.${mac(payload)}`;
}

const INVALID = 'This unsubscribe link is not valid. Open the link from your e-mail again, or sign in and change your notification settings.';

/** The claim of a token this server signed and that has not expired; BAD_USER_INPUT (field token) otherwise. */
export function verifyUnsubscribe(token: string, now: Date): UnsubscribeClaim {
  const parts = (token ?? '').trim().split('.');
  if (parts.length !== 6 || parts[0] !== 'v1') throw fieldError('token', INVALID);
  const [, user, audience, switchName, expires, sig] = parts;
  const payload = `${user}.${audience}.${switchName}.${expires}`;
  const expected = Buffer.from(mac(payload));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) throw fieldError('token', INVALID);
  if (!/^\d+$/.test(user) || !/^\d+$/.test(expires) || !AUDIENCES.includes(audience as Audience) || !SWITCHES.includes(switchName as SwitchName)) throw fieldError('token', INVALID);
  const expiresAt = new Date(Number(expires) * 1000);
  if (expiresAt.getTime() <= now.getTime()) throw fieldError('token', 'This unsubscribe link has expired. Sign in and change your notification settings, or use the link in a newer e-mail.');
  return { userId: Number(user), audience: audience as Audience, switchName: switchName as SwitchName, expiresAt };
}

/** The page that confirms (the e-mail's link) and the one-click address (List-Unsubscribe-Post). */
export function unsubscribeUrls(publicUrl: string, token: string): { page: string; oneClick: string } {
  const q = `token=${encodeURIComponent(token)}`;
  return { page: new URL(`/unsubscribe?${q}`, publicUrl).toString(), oneClick: new URL(`/api/unsubscribe?${q}`, publicUrl).toString() };
}
