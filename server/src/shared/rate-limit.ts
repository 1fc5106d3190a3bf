import { RateLimiterCluster, RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type Redis from 'ioredis';
import { tooManyRequests } from './errors';

/** signup: every way an account is created (register, a visitor's provider application, a first sign-in through an OpenID Connect provider), one counter per client address. */
/**
 * passwordReset: reset links asked for and used, per client address; passwordResetEmail: links
 * asked for one e-mail address (known or not, alike); passwordChange: password changes
 * (current-password guesses) per account. oidcSignIn: sign-ins started with the OpenID Connect
 * provider (each keeps a row for ten minutes), per client address. identityLinkEmail: e-mails
 * asking an account's owner to connect a provider identity, per account address.
 */
export type LimitName = 'login' | 'adminAccess' | 'signup' | 'payment' | 'upload' | 'passwordReset' | 'passwordResetEmail' | 'passwordChange' | 'oidcSignIn' | 'identityLinkEmail' | 'message';

const RULES: Record<LimitName, { points: number; duration: number }> = {
  login: { points: 10, duration: 15 * 60 },
  adminAccess: { points: 5, duration: 15 * 60 },
  signup: { points: 20, duration: 60 * 60 },
  payment: { points: 30, duration: 60 },
  upload: { points: 60, duration: 10 * 60 },
  passwordReset: { points: 20, duration: 60 * 60 },
  passwordResetEmail: { points: 5, duration: 60 * 60 },
  passwordChange: { points: 10, duration: 15 * 60 },
  oidcSignIn: { points: 30, duration: 10 * 60 },
  identityLinkEmail: { points: 5, duration: 60 * 60 },
  /** Conversation messages sent, per account. */
  message: { points: 20, duration: 60 },
};

export interface RateLimits {
  /** Count one attempt for key; throws TOO_MANY_REQUESTS (with Retry-After) past the limit. */
  consume(name: LimitName, key: string): Promise<void>;
  /** Forget a key's attempts (a successful sign-in clears its failures). */
  reset(name: LimitName, key: string): Promise<void>;
}

/**
 * Counters live in Redis when there is one (shared by every API process); else, in a cluster
 * worker (`cluster`), in the cluster's primary (shared by its workers: rate-limiter-flexible's
 * RateLimiterCluster, with RateLimiterClusterMaster in the primary); else in this process.
 */
export function createRateLimits(redis?: Redis | null, scale = 1, { cluster = false } = {}): RateLimits {
  const limiters = Object.fromEntries(
    (Object.keys(RULES) as LimitName[]).map((name) => {
      const opts = { keyPrefix: `rl:${name}`, points: Math.max(1, Math.round(RULES[name].points * scale)), duration: RULES[name].duration };
      // With Redis down, counting falls back to this process instead of failing the request.
      const limiter: RateLimiterAbstract = redis
        ? new RateLimiterRedis({ ...opts, storeClient: redis, insuranceLimiter: new RateLimiterMemory(opts) })
        : cluster
          ? new RateLimiterCluster({ ...opts, timeoutMs: 2000 })
          : new RateLimiterMemory(opts);
      return [name, limiter];
    }),
  ) as Record<LimitName, RateLimiterAbstract>;
  return {
    async consume(name, key) {
      try {
        await limiters[name].consume(key);
      } catch (res) {
        if (res instanceof RateLimiterRes) throw tooManyRequests(Math.max(1, Math.ceil(res.msBeforeNext / 1000)));
        throw res;
      }
    },
    async reset(name, key) {
      await limiters[name].delete(key);
    },
  };
}
