/**
 * Module outbox (lowest in .dependency-cruiser.cjs MODULE_ORDER): the transactional outbox.
 * Owns: outbox_messages, the work a change asks for once it has committed (live events,
 * notifications to publish, new-job alerts), written in the change's own transaction.
 * Words: OutboxWork types (notifications, queue, request, review, new_job_available).
 * Entry points: enqueueAfterCommit (what a service calls last in its transaction), enqueue,
 * enqueueNotifications; outbox-commits.ts wakes the deliverers after the commit (an ORM
 * subscriber: no service calls anything after its commit). Delivered by modules/delivery.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { OutboxMessage } from './outbox-message.entity';
import type { JobPlace, QueueEvent } from '../../events/pubsub';
import type { OutboxType } from './outbox-words';

/** What a committed change asks the API processes to do after the answer. */
export type OutboxWork =
  /** Publish notifications already in the store (NotificationAdded). */
  | { type: 'notifications'; ids: number[] }
  /** Publish the open-queue change of a request, with the job as it is at delivery. */
  | { type: 'queue'; requestId: number; kind: QueueEvent['kind']; categoryIds: number[]; before?: JobPlace | null }
  /** Publish a change of one request to its client, its worker(s) and the admins (RequestChanged). */
  | { type: 'request'; requestId: number; kind: string; formerProviderId?: number | null }
  /** The same as 'request' (messages written before the request event had its name). */
  | { type: 'review'; requestId: number; kind: string }
  /** Write a new_job_available notification for every eligible worker, then publish them. */
  | { type: 'new_job_available'; requestId: number }
  /**
   * "Forgot password?" for an address, known or not: when it has an account, store the link
   * (`tokenHash`; `token` sealed for its e-mail) and plan the e-mail (auth/account-recovery.service.ts).
   */
  | { type: 'password_reset_request'; email: string; tokenHash: string; token: string; ip: string; requestedAt: number }
  /** Publish a new conversation message to the people in it and the admins (MessageAdded). */
  | { type: 'conversation_message'; messageId: number }
  /** Someone read a conversation: the others' screens show "Seen" (ConversationRead). */
  | { type: 'conversation_read'; conversationId: number; userId: number; lastReadMessageId: number }
  /** An e-mail or text digest of a conversation's unread messages, if still unread when due (written due 5 minutes later). */
  | { type: 'conversation_digest'; conversationId: number; userId: number; audience: 'client' | 'worker' | 'admin'; messageId: number }
  /** A payment has committed: claim the revenue milestones the collected total has passed, and tell the admins (payments/revenue-milestones.ts). */
  | { type: 'revenue_milestones'; requestId: number; paymentId: number; amountCents: number };

/** The stored words (outbox-words.ts) are exactly the kinds of work: tsc fails when one is added to only one side. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const outboxTypesAgree: Same<OutboxWork['type'], OutboxType> = true;
void outboxTypesAgree;

/**
 * Writes post-commit work in the caller's transaction (`em` must be the transaction's
 * manager). Notifications must have been flushed (they need their ids): enqueueNotifications
 * flushes first. Once the transaction commits, this process's deliverers wake by themselves
 * (outbox-commits.ts); a rollback takes the work away with the change.
 */
export function enqueue(em: EntityManager, ...work: OutboxWork[]): void {
  for (const w of work) {
    const { type, ...payload } = w;
    em.create(OutboxMessage, { type, payload });
  }
}

/** Writes post-commit work in the caller's transaction, to be delivered no sooner than `at`. */
export function enqueueAt(em: EntityManager, at: Date, work: OutboxWork): void {
  const { type, ...payload } = work;
  em.create(OutboxMessage, { type, payload, availableAt: at });
}

/** A notification the transaction wrote (its id once flushed). */
export interface WrittenNotification {
  id: number;
}

/** Flushes the transaction's pending notifications and enqueues their publication. */
export async function enqueueNotifications(em: EntityManager, notifications: WrittenNotification[]): Promise<void> {
  if (notifications.length === 0) return;
  await em.flush();
  enqueue(em, { type: 'notifications', ids: notifications.map((n) => n.id) });
}

/** What a transaction tells the world once it has committed, written to the outbox in that transaction. */
export interface AfterCommitWork {
  notifications?: WrittenNotification[];
  /** The request changed: its client, its worker (and formerProviderId, a worker just taken off it) and the admins hear of it. */
  request?: { requestId: number; kind: string; formerProviderId?: number | null };
  /** The open queue changed; `before`: where the job was when an edit moved it (taking, cancelling and paying need none). */
  queue?: { requestId: number; kind: QueueEvent['kind']; categoryIds: number[]; before?: JobPlace };
  /** A newly paid request: notify its eligible workers. */
  newJobAvailable?: number;
}

/**
 * Enqueues a transaction's post-commit work (call it last inside the transaction; delivery
 * wakes when the transaction commits). The queue change goes first: it is what workers'
 * screens wait for; the eligible workers' notifications, the slowest, go last.
 */
export async function enqueueAfterCommit(em: EntityManager, work: AfterCommitWork): Promise<void> {
  if (work.queue) enqueue(em, { type: 'queue', ...work.queue });
  if (work.request) enqueue(em, { type: 'request', ...work.request });
  await enqueueNotifications(em, work.notifications ?? []);
  if (work.newJobAvailable !== undefined) enqueue(em, { type: 'new_job_available', requestId: work.newJobAvailable });
}
