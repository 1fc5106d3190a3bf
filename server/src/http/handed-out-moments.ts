/** How often a process proves again that it has handed out the events that reached it (provenMoments). */
export const PROVE_EVERY_MS = 1_000;

/** A moment older than this is not worth giving: a client told nothing reads RESYNC_SLACK_MS (a minute) back anyway. */
export const PROVEN_MOMENT_MAX_AGE_MS = 50_000;

export interface ProvenMoments {
  /** The latest moment before which every event that had reached this process was handed to its subscriptions; null before the first proof or after one failed. */
  latest(): Date | null;
  stop(): void;
}

/**
 * Proves, one proof after another while the process runs, a moment before which every event
 * that had reached the process was handed to its subscriptions: the moment is taken, a turn of
 * the event loop reads what had arrived, and the event target's hand-out (`handedOut`) resolves
 * once all of it is handed out. A subscription whose answers are all written then heard every
 * event published before that moment (less the event bus's transit, which the reader's slack
 * covers), so a socket handed over in a restart can be given this moment at once instead of
 * waiting for a fresh proof behind a busy fan-out (subscription-server.ts, handedOverReason).
 * One promise a second; the timers do not hold the process open.
 */
export function provenMoments(handedOut: () => Promise<void>, everyMs = PROVE_EVERY_MS): ProvenMoments {
  let latest: Date | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  const prove = async () => {
    timer = null;
    if (stopped) return;
    const asked = new Date();
    try {
      await new Promise((resolve) => setImmediate(resolve));
      await handedOut();
      latest = asked;
    } catch {
      // The event bus refused: nothing is proven until a later proof succeeds.
      latest = null;
    }
    if (stopped) return;
    timer = setTimeout(() => void prove(), everyMs);
    timer.unref();
  };
  void prove();
  return {
    latest: () => (latest && Date.now() - latest.getTime() <= PROVEN_MOMENT_MAX_AGE_MS ? latest : null),
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}

/**
 * The proven moment a set of subscriptions may be given: only when each of them was listening
 * before it (`listeningSince`, Date.now() when its stream began handing out; undefined for one
 * not pushed as events are handed out, whose answers a moment does not speak for). A
 * subscription that began after the moment never had the events just before it.
 */
export function momentForSubscriptions(latest: Date | null, listeningSince: Iterable<number | undefined>): Date | null {
  if (!latest) return null;
  const at = latest.getTime();
  for (const since of listeningSince) if (since !== undefined && since > at) return null;
  return latest;
}
