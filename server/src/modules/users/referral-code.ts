import crypto from 'node:crypto';

/** A referral code: 8 random upper-case letters and digits. */
export function newReferralCode(): string {
  return crypto.randomBytes(6).toString('base64url').replace(/[-_]/g, 'X').toUpperCase().slice(0, 8);
}
