import type { Topics } from '../events/pubsub';
import type { PayloadOf, RoutingIdOf } from '../events/live-pubsub';
import type { AppContext } from './context';

interface LiveSubscriptionOptions<K extends keyof Topics & string> {
  /** The receiver's channel (a user id, the admins'): the subscription hears only events published on it. */
  topicId?: (context: AppContext) => RoutingIdOf<Topics, K>;
  /** Whether this subscriber hears an event, decided as the event is handed out. */
  filter?: (payload: PayloadOf<Topics, K>, context: AppContext) => boolean;
}

/**
 * A subscription's `subscribe` for TypeGraphQL: the viewer's live stream of a topic
 * (events/live-pubsub.ts), filtered as events are handed out and bounded. A subscriber that
 * falls too far behind (a socket that does not read) loses its stream and the websocket is
 * closed with the code that makes the client reconnect and catch up (context.live).
 */
export function liveSubscription<K extends keyof Topics & string>(topic: K, { topicId, filter }: LiveSubscriptionOptions<K> = {}) {
  return ({ context }: { context: AppContext }) =>
    context.services.deps.pubsub.stream(topic, topicId?.(context), {
      filter: filter ? (payload) => filter(payload, context) : undefined,
      onOverflow: () => context.live?.eventsMissed(),
    });
}
