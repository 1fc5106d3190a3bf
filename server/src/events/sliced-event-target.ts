/** What the app's PubSub needs of an event target. */
export interface PubSubEventTarget {
  addEventListener(type: string, listener: EventListenerOrEventListenerObject | null): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject | null): void;
  dispatchEvent(event: Event): boolean;
  /** Resolves once the events that had reached this process when asked have been handed to its subscriptions (a sliced target); later ones are not waited for. */
  handedOut?(): Promise<void>;
  /** Hands an event to this process's subscriptions only, in its turn, not through the bus (a sliced target). */
  handOutHere?(event: Event): void;
}

type Listener = (event: Event) => void;

/** Subscriptions handed an event per turn of the event loop, at least. */
export const FAN_OUT_SLICE = 50;

/**
 * And more, for as long as a turn has taken less than this (milliseconds). A slice of a fixed
 * count took about a millisecond and a half; on a busy process (requests, catch-ups, the
 * database's answers) the rest of each turn took tens, so the fan-out fell seconds behind the
 * events arriving: on a host being restarted under load, the events that had reached it were
 * handed out 4 to 7 s later. Bounded by time, the fan-out keeps its share of a busy process,
 * and a request still waits at most a few milliseconds for a turn of it.
 */
export const FAN_OUT_SLICE_MS = 4;

const asListener = (l: EventListenerOrEventListenerObject): Listener => ('handleEvent' in l ? (e) => l.handleEvent(e) : l);

/** An event being handed out: the listeners it had when it arrived, and how far it has got. */
interface HandOut {
  event: Event;
  listeners: Map<EventListenerOrEventListenerObject, Listener>;
  all: [EventListenerOrEventListenerObject, Listener][];
  at: number;
  /** Who waits until this event (and so every one before it) has been handed out. */
  done?: (() => void)[];
}

/**
 * The PubSub's event target: events go to this process's subscriptions a slice at a time,
 * one slice per turn of the event loop, in the order the events arrived. Handed to a thousand
 * subscriptions at once, every subscription's work interleaves promise step by promise step,
 * so the first socket is written only when nearly all are done, and nothing else (a payer's
 * answer) runs until then. A slice at a time, the first slice's sockets are written at once
 * and requests are answered between slices. An event is handed out whole before the next
 * one starts: a paid job reaches every worker's queue before the five thousand new-job
 * notices published after it take their turns, instead of sharing each turn with them. With
 * `inner` (Redis), events are published there and come back to be handed out here; without,
 * they are handed out here directly.
 */
export function slicedEventTarget(inner?: PubSubEventTarget, slice = FAN_OUT_SLICE, sliceMs = FAN_OUT_SLICE_MS): PubSubEventTarget {
  const byType = new Map<string, Map<EventListenerOrEventListenerObject, Listener>>();
  const waiting: HandOut[] = [];
  let pumping = false;

  // One slice: `slice` listeners, and more while the turn is under `sliceMs`, from the oldest event on; then the next
  // turn, if any is left. A listener that throws does not stop the others: the error surfaces after the slice, as a
  // listener's error in a dispatch would (to the publisher for the first slice).
  const pump = () => {
    let budget = slice;
    const until = performance.now() + sliceMs;
    const more = () => budget > 0 || (sliceMs > 0 && performance.now() < until);
    let failure: { error: unknown } | null = null;
    while (more() && waiting.length > 0) {
      const head = waiting[0];
      while (more() && head.at < head.all.length) {
        const [listener, call] = head.all[head.at++];
        // A subscription that ended meanwhile hears nothing more.
        if (!head.listeners.has(listener)) continue;
        try {
          call(head.event);
        } catch (error) {
          failure ??= { error };
        }
        budget--;
      }
      if (head.at >= head.all.length) {
        waiting.shift();
        for (const resolve of head.done ?? []) resolve();
      }
    }
    if (waiting.length > 0) setImmediate(pump);
    else pumping = false;
    if (failure) throw failure.error;
  };

  const handOut = (event: Event) => {
    const listeners = byType.get(event.type);
    if (!listeners) return;
    waiting.push({ event, listeners, all: [...listeners.entries()], at: 0 });
    // Nothing waiting: the first slice goes at once, as the event arrives.
    if (!pumping) {
      pumping = true;
      pump();
    }
  };

  return {
    addEventListener(type, listener) {
      if (!listener) return;
      let listeners = byType.get(type);
      if (!listeners) {
        byType.set(type, (listeners = new Map()));
        inner?.addEventListener(type, handOut);
      }
      listeners.set(listener, asListener(listener));
    },
    removeEventListener(type, listener) {
      const listeners = byType.get(type);
      if (!listener || !listeners) return;
      listeners.delete(listener);
      if (listeners.size > 0) return;
      byType.delete(type);
      inner?.removeEventListener(type, handOut);
    },
    dispatchEvent(event) {
      if (inner) return inner.dispatchEvent(event);
      handOut(event);
      return true;
    },
    handOutHere: handOut,
    handedOut() {
      // The last event waiting now: once it is handed out, so is every one before it. Events arriving
      // later are not waited for (under a steady stream the target is never idle).
      const last = waiting.at(-1);
      return last ? new Promise<void>((resolve) => (last.done ??= []).push(resolve)) : Promise.resolve();
    },
  };
}

/**
 * Names every event type under `prefix` in `inner` (Redis channels), and hands listeners
 * events under their own names again: two deployments sharing one Redis never cross.
 */
export function prefixedEventTarget(inner: PubSubEventTarget, prefix: string): PubSubEventTarget {
  const wrapped = new Map<string, Map<EventListenerOrEventListenerObject, Listener>>();
  return {
    addEventListener(type, listener) {
      if (!listener) return;
      let byListener = wrapped.get(type);
      if (!byListener) wrapped.set(type, (byListener = new Map()));
      if (byListener.has(listener)) return;
      const own = asListener(listener);
      const renamed: Listener = (event) => own(new CustomEvent(type, { detail: (event as CustomEvent).detail }));
      byListener.set(listener, renamed);
      inner.addEventListener(prefix + type, renamed);
    },
    removeEventListener(type, listener) {
      const byListener = wrapped.get(type);
      const renamed = listener ? byListener?.get(listener) : undefined;
      if (!listener || !byListener || !renamed) return;
      byListener.delete(listener);
      if (byListener.size === 0) wrapped.delete(type);
      inner.removeEventListener(prefix + type, renamed);
    },
    dispatchEvent(event) {
      return inner.dispatchEvent(new CustomEvent(prefix + event.type, { detail: (event as CustomEvent).detail }));
    },
  };
}
