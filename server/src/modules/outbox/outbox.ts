import { EventEmitter } from 'node:events';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ServerResponse } from 'node:http';
import type { EntityManager } from '@mikro-orm/postgresql';
import { OutboxMessage } from './outbox-message.entity';
import type { JobPlace, QueueEvent } from '../../events/pubsub';

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
  | { type: 'new_job_available'; requestId: number };

const wake = new EventEmitter();
wake.setMaxListeners(0);

/**
 * Writes post-commit work in the caller's transaction (`em` must be the transaction's
 * manager). Notifications must have been flushed (they need their ids): enqueueNotifications
 * flushes first.
 */
export function enqueue(em: EntityManager, ...work: OutboxWork[]): void {
  for (const w of work) {
    const { type, ...payload } = w;
    em.create(OutboxMessage, { type, payload });
  }
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

/** The HTTP request being answered, when work is committed while answering one. */
const answering = new AsyncLocalStorage<{ pending: boolean }>();

/**
 * Runs a request's handling so that work it commits is delivered once its answer has been
 * sent: the fan-out never delays the answer (Express middleware).
 */
export function deliverAfterAnswer(res: ServerResponse, next: () => void): void {
  const store = { pending: false };
  const flush = () => {
    if (!store.pending) return;
    store.pending = false;
    wake.emit('work');
  };
  res.once('finish', flush);
  res.once('close', flush);
  answering.run(store, next);
}

/**
 * Call after the transaction that enqueued work has committed: this process delivers it
 * right after the current HTTP answer has gone out (at once outside a request).
 */
export function deliverSoon(): void {
  const store = answering.getStore();
  if (store) store.pending = true;
  else wake.emit('work');
}

export function onOutboxWork(listener: () => void): () => void {
  wake.on('work', listener);
  return () => wake.off('work', listener);
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
 * Enqueues a transaction's post-commit work (call it last inside the transaction, then
 * deliverSoon() once it has committed). The queue change goes first: it is what workers'
 * screens wait for; the eligible workers' notifications, the slowest, go last.
 */
export async function enqueueAfterCommit(em: EntityManager, work: AfterCommitWork): Promise<void> {
  if (work.queue) enqueue(em, { type: 'queue', ...work.queue });
  if (work.request) enqueue(em, { type: 'request', ...work.request });
  await enqueueNotifications(em, work.notifications ?? []);
  if (work.newJobAvailable !== undefined) enqueue(em, { type: 'new_job_available', requestId: work.newJobAvailable });
}
