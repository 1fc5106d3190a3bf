import { isSealed, open, seal } from '../../shared/data-encryption';

/** Rules of the payout bank account. */
export function isRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const d = value.split('').map(Number);
  // ABA checksum: 3(d1+d4+d7) + 7(d2+d5+d8) + (d3+d6+d9) is a multiple of 10.
  return (3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5] + d[8])) % 10 === 0;
}

export function isAccountNumber(value: string): boolean {
  return /^\d{4,17}$/.test(value);
}

/** Only the last four digits are ever shown. */
export function maskDigits(value: string | null | undefined): string | null {
  if (!value) return null;
  return `${'•'.repeat(Math.max(4, value.length - 4))}${value.slice(-4)}`;
}

const ACCOUNT_NUMBER = 'bank_account_number';

/** The account number as stored: encrypted (AES-256-GCM), never the digits. */
export function sealAccountNumber(digits: string): string {
  return seal(digits, ACCOUNT_NUMBER);
}

/** The stored account number's digits (a row written before encryption is sealed at the next start; until then it reads as it is). */
export function openAccountNumber(stored: string | null | undefined): string | null {
  if (!stored) return null;
  return isSealed(stored) ? open(stored, ACCOUNT_NUMBER) : stored;
}
