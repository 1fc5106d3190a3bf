import type Redis from 'ioredis';
import { DomainError, ErrorCode } from './errors';

/**
 * Sign-in throttling per account (OWASP authentication cheat sheet, NIST 800-63B 5.2.2):
 * failed passwords on one account, from however many addresses, make the next attempt on
 * that account wait. The first FREE_FAILURES failures cost nothing; after them each attempt
 * must wait BASE_DELAY, doubling with every further failure, capped at MAX_DELAY. It is a
 * delay, never a lock: once the wait is over the right password signs in, and a successful
 * sign-in clears the account's failures. Attempts refused during a wait are not counted, so
 * an attacker cannot stretch the wait by hammering.
 *
 * An attempt is checked against the wait before the password is; only a wrong password
 * counts, so one account signing in from several places at once is never held up, while a
 * burst of wrong guesses sent together makes the following wait longer by each of them.
 * Counters live in Redis when there is one (shared by every API process), else in this
 * process; with Redis unreachable, counting falls back to this process.
 */
export const FREE_FAILURES = 5;
export const BASE_DELAY_MS = 1_000;
export const MAX_DELAY_MS = 15 * 60_000;
/** A quiet account forgets its failures after a day. */
const FORGET_AFTER_MS = 24 * 60 * 60_000;
/** Accounts one process tracks at most (Redis expires its own). */
const MAX_TRACKED = 100_000;

export interface SignInThrottle {
  /**
   * Before a password attempt on `account` (an e-mail address, or a fixed name for a shared
   * secret): throws TOO_MANY_REQUESTS with Retry-After while the account must wait.
   */
  attempt(account: string): Promise<void>;
  /** The password was wrong: one more failure, and the wait it brings. */
  failed(account: string): Promise<void>;
  /** The password was right: the account's failures are forgotten. */
  succeeded(account: string): Promise<void>;
}

export type Clock = () => number;

/** The wait after `failures` consecutive failures (0 while they are free). */
export function delayAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.min(30, failures - FREE_FAILURES));
}

/** The refusal of an attempt that must wait `waitMs` more. */
export function throttled(waitMs: number): DomainError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new DomainError(
    ErrorCode.TOO_MANY_REQUESTS,
    `Too many failed sign-ins for this account. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
    [],
    seconds,
  );
}

interface State {
  failures: number;
  until: number;
  touched: number;
}

/** Counters in this process. */
export function memoryThrottle(now: Clock = Date.now): SignInThrottle & { waitFor(account: string): number; fail(account: string): void } {
  const accounts = new Map<string, State>();
  // Bounded memory under a flood of made-up addresses: forget quiet accounts, then the oldest.
  const prune = (t: number) => {
    if (accounts.size < 10_000) return;
    for (const [k, s] of accounts) if (t - s.touched > FORGET_AFTER_MS) accounts.delete(k);
    for (const k of accounts.keys()) {
      if (accounts.size < MAX_TRACKED) break;
      accounts.delete(k);
    }
  };
  const current = (account: string, t: number): State => {
    const s = accounts.get(account);
    return s && t - s.touched <= FORGET_AFTER_MS ? s : { failures: 0, until: 0, touched: t };
  };
  const waitFor = (account: string): number => {
    const t = now();
    return Math.max(0, current(account, t).until - t);
  };
  const fail = (account: string): void => {
    const t = now();
    prune(t);
    const state = current(account, t);
    state.failures += 1;
    state.until = t + delayAfter(state.failures);
    state.touched = t;
    accounts.set(account, state);
  };
  return {
    waitFor,
    fail,
    async attempt(account) {
      const wait = waitFor(account);
      if (wait > 0) throw throttled(wait);
    },
    async failed(account) {
      fail(account);
    },
    async succeeded(account) {
      accounts.delete(account);
    },
  };
}

// KEYS[1]: the account; ARGV: now. Returns the wait in ms (0: the attempt may go ahead).
const WAIT = `
local untilMs = tonumber(redis.call('HGET', KEYS[1], 'u')) or 0
local now = tonumber(ARGV[1])
if now < untilMs then return untilMs - now end
return 0
`;

// KEYS[1]: the account; ARGV: now, free failures, base delay, max delay, expiry (ms).
// Counts one failure and sets the wait it brings.
const FAIL = `
local now = tonumber(ARGV[1])
local failures = (tonumber(redis.call('HGET', KEYS[1], 'f')) or 0) + 1
local delay = 0
if failures >= tonumber(ARGV[2]) then
  delay = math.min(tonumber(ARGV[4]), tonumber(ARGV[3]) * 2 ^ math.min(30, failures - tonumber(ARGV[2])))
end
redis.call('HSET', KEYS[1], 'f', failures, 'u', string.format('%d', now + delay))
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 0
`;

/** Counters in Redis when there is one (every API process sees the same waits), else in this process. */
export function createSignInThrottle(redis?: Redis | null, now: Clock = Date.now): SignInThrottle {
  const local = memoryThrottle(now);
  if (!redis) return local;
  const key = (account: string) => `signin:account:${account}`;
  return {
    async attempt(account) {
      let wait: number;
      try {
        wait = Number(await redis.eval(WAIT, 1, key(account), String(now())));
      } catch {
        wait = local.waitFor(account);
      }
      if (wait > 0) throw throttled(wait);
    },
    async failed(account) {
      try {
        await redis.eval(FAIL, 1, key(account), String(now()), String(FREE_FAILURES), String(BASE_DELAY_MS), String(MAX_DELAY_MS), String(FORGET_AFTER_MS));
      } catch {
        local.fail(account);
      }
    },
    async succeeded(account) {
      await local.succeeded(account);
      try {
        await redis.del(key(account));
      } catch {
        // Redis unreachable: its counter expires on its own.
      }
    },
  };
}
