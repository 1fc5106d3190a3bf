import { AsyncLocalStorage } from 'node:async_hooks';
import { withDeadline } from '../shared/deadline';

/** How long a confirmed publish may take before it counts as failed. */
export const PUBLISH_CONFIRM_MS = 3000;

const scope = new AsyncLocalStorage<Promise<unknown>[]>();

/** Whether the caller waits for its publishes to be confirmed (inside withConfirmedPublishes). */
export function confirmingPublishes(): boolean {
  return scope.getStore() !== undefined;
}

/**
 * Hands the outcome of one publish to the caller waiting for confirmations, if any; otherwise
 * the publish is fire-and-forget and its failure is dropped (the event bus logs its outages).
 * Either way the outcome is marked handled at once: a caller that publishes in slices waits
 * for its confirmations only after its last slice, and a failure seen before then (Redis not
 * yet connected) must reach that wait, not stop the process as an unhandled rejection.
 */
export function trackPublish(outcome: Promise<unknown>): void {
  outcome.catch(() => undefined);
  scope.getStore()?.push(outcome);
}

/**
 * Runs `fn` and returns, with its result, the confirmations of the events it published
 * (through Redis), not yet waited for: a caller delivering many messages waits for all of
 * them at once (confirmed) instead of one round trip to the event bus after each.
 */
export async function collectPublishes<T>(fn: () => Promise<T>): Promise<{ result: T; confirmations: Promise<unknown>[] }> {
  const confirmations: Promise<unknown>[] = [];
  const result = await scope.run(confirmations, fn);
  return { result, confirmations };
}

/** Resolves once every confirmation has come; rejects when one failed or they did not all come within `timeoutMs`. */
export async function confirmed(confirmations: Promise<unknown>[], timeoutMs = PUBLISH_CONFIRM_MS): Promise<void> {
  if (confirmations.length === 0) return;
  // Confirmations that reached a busy process in time count (shared/deadline.ts): a false "not confirmed" delivers the batch again.
  await withDeadline(Promise.all(confirmations), timeoutMs, () => new Error(`the event bus did not confirm ${confirmations.length} publish(es) within ${timeoutMs} ms`));
}

/**
 * Runs `fn` and then waits until every event it published (through Redis) has been accepted
 * by the event bus: rejects when one failed or was not confirmed within `timeoutMs`, so the
 * caller does not count the work as done. Without Redis, events are handed out in this
 * process and there is nothing to wait for.
 */
export async function withConfirmedPublishes<T>(fn: () => Promise<T>, timeoutMs = PUBLISH_CONFIRM_MS): Promise<T> {
  const { result, confirmations } = await collectPublishes(fn);
  await confirmed(confirmations, timeoutMs);
  return result;
}
