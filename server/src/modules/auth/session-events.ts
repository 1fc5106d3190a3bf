import crypto from 'node:crypto';
import { Topic, type AppPubSub, type SessionAccessEvent } from '../../events/pubsub';

/** How long an announcement waits for its own event to come back from the bus. */
export const ECHO_WAIT_MS = 500;

type Listener = (event: SessionAccessEvent) => void;

interface Bus {
  listeners: Set<Listener>;
  echoes: Map<string, () => void>;
}

function hear(listener: Listener, event: SessionAccessEvent): void {
  try {
    listener(event);
  } catch {
    // A listener's fault must not stop the others or the channel.
  }
}

/** One reader of the session-access channel per event bus (one per API process). */
const buses = new WeakMap<AppPubSub, Bus>();

function busOf(pubsub: AppPubSub): Bus {
  let bus = buses.get(pubsub);
  if (bus) return bus;
  const created: Bus = { listeners: new Set(), echoes: new Map() };
  buses.set(pubsub, (bus = created));
  const events = pubsub.subscribe(Topic.SessionAccess);
  void (async () => {
    for await (const event of events) {
      for (const listener of created.listeners) hear(listener, event);
      if (event.id) created.echoes.get(event.id)?.();
    }
  })();
  return bus;
}

/** Calls `listener` with every session-access event this process hears (its own at once); returns the unsubscribe. */
export function onSessionAccess(pubsub: AppPubSub, listener: Listener): () => void {
  const bus = busOf(pubsub);
  bus.listeners.add(listener);
  return () => bus.listeners.delete(listener);
}

/**
 * Publishes a session-access event and resolves once the bus has delivered it back to this
 * process (at most ECHO_WAIT_MS): the bus hands an event to every process in the same step
 * (one Redis PUBLISH, or the primary's relay to each cluster worker), so by then the other
 * processes have it too, and a request the caller sends next anywhere sees it applied. This
 * process's listeners hear it at once, before the answer that caused it.
 */
export async function announceSessionAccess(pubsub: AppPubSub, event: Omit<SessionAccessEvent, 'id' | 'at'>): Promise<void> {
  const bus = busOf(pubsub);
  const full: SessionAccessEvent = { ...event, id: crypto.randomUUID(), at: new Date().toISOString() };
  for (const listener of bus.listeners) hear(listener, full);
  let timer: NodeJS.Timeout | undefined;
  const echoed = new Promise<void>((resolve) => {
    bus.echoes.set(full.id!, resolve);
    timer = setTimeout(resolve, ECHO_WAIT_MS);
    timer.unref();
  });
  try {
    pubsub.publish(Topic.SessionAccess, full);
    await echoed;
  } catch {
    // The bus refused the event (its connection is down): other processes learn of it when
    // their cached viewers expire; this one has applied it already.
  } finally {
    clearTimeout(timer);
    bus.echoes.delete(full.id!);
  }
}

/** Tells every API process that these sessions no longer sign anyone in: their live sockets close (4401), their cached viewers go. */
export function publishSessionsRevoked(pubsub: AppPubSub, sessionIds: number[]): Promise<void> {
  return sessionIds.length ? announceSessionAccess(pubsub, { kind: 'revoked', sessionIds }) : Promise.resolve();
}

/** Tells every API process that all of a user's sessions were revoked: their live sockets close (4401), their cached viewers go. */
export function publishUserSessionsRevoked(pubsub: AppPubSub, userId: number): Promise<void> {
  return announceSessionAccess(pubsub, { kind: 'revoked', userId });
}

/**
 * Tells every API process that a user's role or approval changed: their live sockets close
 * (4403) and the client reconnects, its subscriptions then running as what the user now is;
 * their cached viewers go.
 */
export function publishAccessChanged(pubsub: AppPubSub, userId: number): Promise<void> {
  return announceSessionAccess(pubsub, { kind: 'changed', userId });
}

/** Tells every API process that a user's own rows changed (profile, provider record, sessions): their cached viewers go; sockets stay. */
export function publishViewerUpdated(pubsub: AppPubSub, userId: number): Promise<void> {
  return announceSessionAccess(pubsub, { kind: 'updated', userId });
}
