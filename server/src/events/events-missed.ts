import { EventEmitter } from 'node:events';

/**
 * The signal that live events may have been missed by this process's subscribers (the event
 * bus was unreachable, or just came back): the websockets are closed with CLOSE_EVENTS_MISSED,
 * the client reconnects and brings every screen on display up to date (client/src/apollo.ts
 * asks liveChangesSince for what was delivered since the socket was lost). Kept per PubSub, so two API processes in one test
 * process do not hear each other's outages.
 */
const signals = new WeakMap<object, EventEmitter>();

/** graphql-ws retries this close code (not one of its fatal ones). */
export const CLOSE_EVENTS_MISSED = 4503;
/** The close reason that goes with CLOSE_EVENTS_MISSED. */
export const EVENTS_MISSED_REASON = 'Live events were missed: reconnect to catch up';

function signalOf(pubsub: object): EventEmitter {
  let s = signals.get(pubsub);
  if (!s) signals.set(pubsub, (s = new EventEmitter()));
  return s;
}

export function announceEventsMissed(pubsub: object): void {
  signalOf(pubsub).emit('missed');
}

export function onEventsMissed(pubsub: object, listener: () => void): () => void {
  const s = signalOf(pubsub);
  s.on('missed', listener);
  return () => s.off('missed', listener);
}
