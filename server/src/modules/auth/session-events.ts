import { Topic, type AppPubSub } from '../../graphql/pubsub';

/** Tells every API process that these sessions no longer sign anyone in: their live sockets close (4401). */
export function publishSessionsRevoked(pubsub: AppPubSub, sessionIds: number[]): void {
  if (sessionIds.length) pubsub.publish(Topic.SessionAccess, { kind: 'revoked', sessionIds, at: new Date().toISOString() });
}

/** Tells every API process that all of a user's sessions were revoked: their live sockets close (4401). */
export function publishUserSessionsRevoked(pubsub: AppPubSub, userId: number): void {
  pubsub.publish(Topic.SessionAccess, { kind: 'revoked', userId, at: new Date().toISOString() });
}

/**
 * Tells every API process that a user's role or approval changed: their live sockets close
 * (4403) and the client reconnects, its subscriptions then running as what the user now is.
 */
export function publishAccessChanged(pubsub: AppPubSub, userId: number): void {
  pubsub.publish(Topic.SessionAccess, { kind: 'changed', userId, at: new Date().toISOString() });
}
