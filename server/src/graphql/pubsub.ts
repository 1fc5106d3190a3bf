import { createPubSub } from '@graphql-yoga/subscription';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import Redis from 'ioredis';

export enum Topic {
  NotificationAdded = 'NOTIFICATION_ADDED',
  QueueChanged = 'QUEUE_CHANGED',
  AdminReviewChanged = 'ADMIN_REVIEW_CHANGED',
  SessionAccess = 'SESSION_ACCESS',
}

/** Payloads are plain JSON so they can cross processes through Redis. */
export interface NotificationEvent {
  id: number;
  userId: number;
  userType: string;
  type: string;
  title: string;
  message: string;
  isRead: boolean;
  data: Record<string, unknown> | null;
  createdAt: string;
}

export interface QueueEvent {
  requestId: number;
  /** paid: became visible; taken: accepted or assigned; released: back in the queue; changed: anything else */
  kind: 'paid' | 'taken' | 'released' | 'changed' | 'removed';
  categoryId: number;
  /** Every category whose workers may hold the job in their list (before and after an edit); categoryId when absent. */
  categoryIds?: number[];
  at: string;
  /**
   * The job as stored when the event was published, while it is open (paid, pending,
   * unassigned): its service_requests row with its category's columns prefixed cat__ and
   * its client's prefixed c__ (the open queue's row shape). Absent or null: it left the queue.
   */
  job?: Record<string, unknown> | null;
}

export interface AdminReviewEvent {
  requestId: number;
  kind: string;
  at: string;
}

/**
 * A session stopped signing anyone in, or what a user may do changed: every API process closes
 * the live sockets concerned (the server's own channel; no GraphQL subscription exposes it).
 */
export interface SessionAccessEvent {
  /** revoked: logout, revocation, end of an impersonation; changed: the user's role or approval changed */
  kind: 'revoked' | 'changed';
  /** The sessions concerned, or every session of userId. */
  sessionIds?: number[];
  userId?: number;
  at: string;
}

export type Topics = {
  [Topic.NotificationAdded]: [NotificationEvent];
  [Topic.QueueChanged]: [QueueEvent];
  [Topic.AdminReviewChanged]: [AdminReviewEvent];
  [Topic.SessionAccess]: [SessionAccessEvent];
};

export type AppPubSub = ReturnType<typeof createPubSub<Topics>>;

export interface PubSubHandle {
  pubsub: AppPubSub;
  close(): Promise<void>;
}

/** In memory by default; with REDIS_URL, events cross API processes through Redis. */
export function createAppPubSub(redisUrl?: string): PubSubHandle {
  if (!redisUrl) return { pubsub: createPubSub<Topics>(), close: async () => {} };
  const publishClient = new Redis(redisUrl, { maxRetriesPerRequest: null });
  const subscribeClient = new Redis(redisUrl, { maxRetriesPerRequest: null });
  const eventTarget = createRedisEventTarget({ publishClient, subscribeClient });
  return {
    pubsub: createPubSub<Topics>({ eventTarget }),
    async close() {
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  };
}
