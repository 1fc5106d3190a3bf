/** What @graphql-yoga/subscription's createPubSub needs of an event target. */
export interface PubSubEventTarget {
  addEventListener(type: string, listener: EventListenerOrEventListenerObject | null): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject | null): void;
  dispatchEvent(event: Event): boolean;
}

type Listener = (event: Event) => void;

/** Subscriptions handed an event per turn of the event loop. */
export const FAN_OUT_SLICE = 50;

const asListener = (l: EventListenerOrEventListenerObject): Listener => ('handleEvent' in l ? (e) => l.handleEvent(e) : l);

/**
 * The PubSub's event target: an event goes to this process's subscriptions a slice at a
 * time, one slice per turn of the event loop. Handed to a thousand subscriptions at once,
 * every subscription's work interleaves promise step by promise step, so the first socket
 * is written only when nearly all are done, and nothing else (a payer's answer) runs until
 * then. A slice at a time, the first slice's sockets are written at once and requests are
 * answered between slices. Events keep their order for each subscription (the slices of
 * later events queue behind). With `inner` (Redis), events are published there and come
 * back to be handed out here; without, they are handed out here directly.
 */
export function slicedEventTarget(inner?: PubSubEventTarget, slice = FAN_OUT_SLICE): PubSubEventTarget {
  const byType = new Map<string, Map<EventListenerOrEventListenerObject, Listener>>();

  const handOut = (event: Event) => {
    const listeners = byType.get(event.type);
    if (!listeners) return;
    const all = [...listeners.entries()];
    let at = 0;
    const next = () => {
      const end = Math.min(all.length, at + slice);
      for (; at < end; at++) if (listeners.has(all[at][0])) all[at][1](event);
      if (at < all.length) setImmediate(next);
    };
    next();
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
