import { AsyncLocalStorage } from 'node:async_hooks';

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
 * Runs `fn` and then waits until every event it published (through Redis) has been accepted
 * by the event bus: rejects when one failed or was not confirmed within `timeoutMs`, so the
 * caller (the outbox) does not count the work as delivered. Without Redis, events are handed
 * out in this process and there is nothing to wait for.
 */
export async function withConfirmedPublishes<T>(fn: () => Promise<T>, timeoutMs = PUBLISH_CONFIRM_MS): Promise<T> {
  const pending: Promise<unknown>[] = [];
  const result = await scope.run(pending, fn);
  if (pending.length === 0) return result;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the event bus did not confirm ${pending.length} publish(es) within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([Promise.all(pending), timeout]);
  } finally {
    clearTimeout(timer);
  }
  return result;
}
