import { dictionary } from '@zxcvbn-ts/language-common';
import { MIN_PASSWORD_LENGTH } from '../../domain/constants';

/**
 * The rules of an account's identity, written once for every way an account is created or
 * signed in to: how an e-mail address is compared and stored, and which new passwords are
 * refused (NIST SP 800-63B 3.1.1.2: commonly used, expected or compromised values).
 */

/**
 * An e-mail address as it is compared and stored: trimmed, NFKC-normalised (full-width and
 * other compatibility forms become their plain letters: ｃｌｉｅｎｔ＠demo.elite is
 * client@demo.elite), then lower-cased.
 */
export function normalizeEmail(input: string | null | undefined): string {
  return (input ?? '').normalize('NFKC').trim().toLowerCase();
}

export const MAX_PASSWORD_LENGTH = 200;
export const COMMON_PASSWORD_MESSAGE = 'This password is too common or easy to guess. Choose a longer, less predictable one (a few unrelated words work well).';

/**
 * The most common passwords of public breach corpora (some 49,000, the list zxcvbn-ts ships in
 * @zxcvbn-ts/language-common), lower-cased; loaded on the first check.
 */
let common: Set<string> | null = null;
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return common;
}

/** The product's own words and its published demo password: expected values for this site. */
const SITE_WORDS = ['eliteservices', 'elite', 'demopass', 'demo', 'admin'];
const SITE_PASSWORDS = new Set(['demo-pass-2026', 'elite-admin-2026']);

/** Keyboard rows and the digits, forwards: a password inside one of them (or its reverse) is a sequence. */
const RUNS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm', '1234567890', '0123456789', 'abcdefghijklmnopqrstuvwxyz'];

/** Mostly one repeated character (aaaaaaaa, 1111111x), or just a few distinct ones (abababab). */
function fewCharacters(p: string): boolean {
  const counts = new Map<string, number>();
  for (const ch of p) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  const top = Math.max(...counts.values());
  return counts.size < 4 || top / [...p].length >= 0.5;
}

/** A run of consecutive characters (abcdefgh, 87654321), a keyboard row (qwertyui), or a short unit repeated (abcabcabc). */
function isSequence(p: string): boolean {
  const codes = [...p].map((c) => c.codePointAt(0)!);
  const step = codes[1] - codes[0];
  if (Math.abs(step) === 1 && codes.every((c, i) => i === 0 || c - codes[i - 1] === step)) return true;
  const reversed = [...p].reverse().join('');
  if (RUNS.some((run) => run.includes(p) || run.includes(reversed))) return true;
  return /^(.{1,4})\1+$/su.test(p);
}

/** Only the site's words or the person's own name or address, with digits and punctuation around them. */
function onlyContextWords(p: string, context: string[]): boolean {
  let rest = p.replace(/[^\p{L}\p{N}]/gu, '');
  const words = [...SITE_WORDS, ...context.map((w) => normalizeEmail(w).replace(/[^\p{L}\p{N}]/gu, '')).filter((w) => w.length >= 3)].sort((a, b) => b.length - a.length);
  let removed = false;
  for (const w of words) {
    if (rest.includes(w)) {
      rest = rest.split(w).join('');
      removed = true;
    }
  }
  return removed && /^\p{N}*$/u.test(rest);
}

/**
 * Why a new password is refused, or null when it is fine: shorter than 8 characters once
 * surrounding spaces are trimmed, longer than 200, among the common passwords, mostly one
 * repeated character, a sequence, the product's demo password, or only the product's name
 * or the person's own name or e-mail with digits. `context`: the person's e-mail and names.
 */
export function newPasswordProblem(password: string | null | undefined, context: (string | null | undefined)[] = []): string | null {
  const raw = password ?? '';
  if (raw.length > MAX_PASSWORD_LENGTH) return `Password must be at most ${MAX_PASSWORD_LENGTH} characters`;
  const p = raw.normalize('NFKC').trim().toLowerCase();
  if ([...p].length < MIN_PASSWORD_LENGTH) return `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
  const words = context.flatMap((c) => (c ? normalizeEmail(c).split(/[@\s]/) : []));
  if (SITE_PASSWORDS.has(p) || commonPasswords().has(p) || fewCharacters(p) || isSequence(p) || onlyContextWords(p, words)) return COMMON_PASSWORD_MESSAGE;
  return null;
}
