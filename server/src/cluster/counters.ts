import { RateLimiterClusterMaster } from 'rate-limiter-flexible';
import { memoryThrottle, throttled, type SignInThrottle } from '../shared/account-throttle';
import { callPrimary } from './ipc';

/**
 * Counters the cluster's primary keeps for all its workers when they share no Redis: the
 * rate limits (rate-limiter-flexible's cluster master answers the workers' RateLimiterCluster)
 * and the per-account sign-in waits (the primary's memory throttle, over cluster/ipc.ts).
 */
export function primaryCounters(): Record<string, (...args: never[]) => unknown> {
  new RateLimiterClusterMaster();
  const accounts = memoryThrottle();
  return {
    'signIn.wait': (account: string) => accounts.waitFor(account),
    'signIn.failed': (account: string) => accounts.fail(account),
    'signIn.succeeded': (account: string) => accounts.succeeded(account),
  };
}

/** A worker's sign-in throttle, kept by the primary; with the primary unreachable, counted in this worker. */
export function clusterSignInThrottle(): SignInThrottle {
  const local = memoryThrottle();
  return {
    async attempt(account) {
      let wait: number;
      try {
        wait = await callPrimary<number>('signIn.wait', [account]);
      } catch {
        wait = local.waitFor(account);
      }
      if (wait > 0) throw throttled(wait);
    },
    async failed(account) {
      try {
        await callPrimary('signIn.failed', [account]);
      } catch {
        local.fail(account);
      }
    },
    async succeeded(account) {
      await local.succeeded(account);
      try {
        await callPrimary('signIn.succeeded', [account]);
      } catch {
        // The primary's record expires on its own.
      }
    },
  };
}
