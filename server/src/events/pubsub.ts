import type { NotificationPriority } from '../domain/words';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import Redis from 'ioredis';
import type { Logger } from 'pino';
import { RedisHealth } from '../shared/redis-health';
import { confirmingPublishes, trackPublish } from './publish-confirmation';
import { announceEventsMissed } from './events-missed';
import { createIpcEventTarget } from '../cluster/ipc';
import { prefixedEventTarget, slicedEventTarget, type PubSubEventTarget } from './sliced-event-target';
import { createLivePubSub, type LivePubSub } from './live-pubsub';

export enum Topic {
  NotificationAdded = 'NOTIFICATION_ADDED',
  QueueChanged = 'QUEUE_CHANGED',
  RequestChanged = 'REQUEST_CHANGED',
  SessionAccess = 'SESSION_ACCESS',
  MessageAdded = 'MESSAGE_ADDED',
  ConversationRead = 'CONVERSATION_READ',
  SupportConversationChanged = 'SUPPORT_CONVERSATION_CHANGED',
}

/** A support chat got a message: the admins' list of open chats reads it again. */
export interface SupportConversationEvent {
  conversationId: number;
  at: string;
}

/** A conversation message as stored (masked, plain text), with who may hear it. */
export interface MessageEvent {
  id: number;
  conversationId: number;
  authorUserId: number;
  authorRole: 'client' | 'worker' | 'admin';
  authorName: string;
  body: string;
  photoIds: number[];
  createdAt: string;
  /** The users in the conversation when it was published (admins hear every conversation). */
  audience: number[];
}

/** Someone read a conversation up to a message. */
export interface ConversationReadEvent {
  conversationId: number;
  userId: number;
  lastReadMessageId: number;
  audience: number[];
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
  priority: NotificationPriority;
  expiresAt: string | null;
  createdAt: string;
}

/** Where a job is, as far as who may hold it in their queue goes: its category and place. */
export interface JobPlace {
  categoryId: number;
  latitude: number | null;
  longitude: number | null;
  zipCode: string | null;
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
  /**
   * Where the job was while it sat in queues before this change (taken, cancelled, edited): the
   * workers whose queue held it hear that it left. Null: it was in nobody's queue (newly paid,
   * given back). Absent: not known (the old message shape), so every worker of its categories hears.
   */
  before?: JobPlace | null;
}

/**
 * A request changed (a payment, assignment, visit, note, completion, approval, invoice, edit or
 * cancellation): its client, its worker (and a worker just taken off it) and the admins are
 * told. The event names the people concerned, not what changed: each receiver's subscription
 * reads the request as that receiver may see it.
 */
export interface RequestEvent {
  requestId: number;
  kind: string;
  /** The users told: the request's client, the worker on the job and any worker just taken off it (users.id). */
  userIds: number[];
  at: string;
}

/**
 * A session stopped signing anyone in, or what a user may do changed: every API process closes
 * the live sockets concerned (the server's own channel; no GraphQL subscription exposes it).
 */
export interface SessionAccessEvent {
  /**
   * revoked: logout, revocation, end of an impersonation; changed: the user's role or approval
   * changed; updated: the user's own rows changed (cached viewers are read again, sockets stay)
   */
  kind: 'revoked' | 'changed' | 'updated';
  /** The sessions concerned, or every session of userId. */
  sessionIds?: number[];
  userId?: number;
  at: string;
  /** Set by the announcing process, which waits for it to come back (auth/session-events.ts). */
  id?: string;
}

/**
 * Events for one receiver travel on that receiver's channel (the topic and a routing id), so an
 * event costs the subscriptions it is for, not every open one: a notification goes to its
 * user's channel (the user id), a request change to its client's and workers' users' channels
 * and the admins' (requestChannel). Queue changes go to every approved worker and are filtered per worker.
 */
export type Topics = {
  [Topic.NotificationAdded]: [userId: number, event: NotificationEvent];
  [Topic.QueueChanged]: [QueueEvent];
  [Topic.RequestChanged]: [channel: string, event: RequestEvent];
  [Topic.SessionAccess]: [SessionAccessEvent];
  [Topic.MessageAdded]: [conversationId: number, event: MessageEvent];
  [Topic.ConversationRead]: [conversationId: number, event: ConversationReadEvent];
  [Topic.SupportConversationChanged]: [SupportConversationEvent];
};

export type AppPubSub = LivePubSub<Topics>;

/** The RequestChanged channels: one per user (a client, a worker, or both), and the admins'. */
export const requestChannel = {
  user: (userId: number) => `user:${userId}`,
  admins: 'admins',
};

/** Publishes a request change on the channel of each receiver: the users concerned and the admins (one payload object for all). */
export function publishRequestChange(pubsub: AppPubSub, event: RequestEvent): void {
  for (const userId of event.userIds) pubsub.publish(Topic.RequestChanged, requestChannel.user(userId), event);
  pubsub.publish(Topic.RequestChanged, requestChannel.admins, event);
}

export interface PubSubHandle {
  pubsub: AppPubSub;
  close(): Promise<void>;
}

/**
 * In memory by default; with REDIS_URL, events cross API processes through Redis; in a
 * cluster worker without Redis (`cluster`), through the cluster's primary (cluster/ipc.ts).
 * In memory, events are handed to this process's subscriptions a slice at a time
 * (sliced-event-target.ts).
 */
/**
 * The process's PubSub: through Redis when `redisUrl` is given (its channels named under
 * `channelPrefix`, so that deployments sharing one Redis, each on its own database, never
 * hear each other), else through the cluster's primary, else in this process.
 */
export function createAppPubSub(redisUrl?: string, { cluster = false, channelPrefix = '', log = null }: { cluster?: boolean; channelPrefix?: string; log?: Pick<Logger, 'warn' | 'info'> | null } = {}): PubSubHandle {
  if (!redisUrl && cluster) return { pubsub: createLivePubSub<Topics>(createIpcEventTarget()), close: async () => {} };
  if (!redisUrl) return { pubsub: createLivePubSub<Topics>(slicedEventTarget()), close: async () => {} };
  const health = new RedisHealth(log, 'redis (live events)');
  const publishClient = health.watch(new Redis(redisUrl, { maxRetriesPerRequest: null }));
  // A subscriber connection takes no INFO ready check and sets no client info: ioredis 5 may write those
  // after the (re)subscribe of a connection coming back, and then throws "Connection in subscriber
  // mode, only subscriber commands may be used" outside any caller (ioredis issue 2037, fixed in 6).
  const subscribeClient = health.watch(new Redis(redisUrl, { maxRetriesPerRequest: null, enableReadyCheck: false, disableClientInfo: true }));
  const redisTarget = createRedisEventTarget({ publishClient: confirmablePublisher(publishClient) as Redis, subscribeClient }) as unknown as PubSubEventTarget;
  const eventTarget = slicedEventTarget(channelPrefix ? prefixedEventTarget(redisTarget, channelPrefix) : redisTarget);
  const pubsub = createLivePubSub<Topics>(eventTarget);
  // Subscribers learn, when Redis goes away and again when it is back, that they may have missed events.
  health.on('down', () => announceEventsMissed(pubsub));
  health.on('up', () => announceEventsMissed(pubsub));
  return {
    pubsub,
    async close() {
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  };
}

/**
 * The publishing side of the Redis event target: a publish the caller waits to have confirmed
 * (the outbox, publish-confirmation.ts) fails at once while Redis is not connected, rather than
 * waiting in ioredis's offline queue; other publishes (session events) still wait there and go
 * out when Redis is back.
 */
function confirmablePublisher(client: Redis): Pick<Redis, 'publish'> {
  return {
    publish: ((channel: string, message: string) => {
      if (confirmingPublishes() && client.status !== 'ready') {
        const failed = Promise.reject(new Error(`the event bus (Redis) is unavailable (${client.status})`));
        trackPublish(failed);
        return failed;
      }
      const sent = client.publish(channel, message);
      trackPublish(sent);
      return sent;
    }) as Redis['publish'],
  };
}
