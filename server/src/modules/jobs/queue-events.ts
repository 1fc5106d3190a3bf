import type { EntityManager } from '@mikro-orm/postgresql';
import type { QueueEvent } from '../../graphql/pubsub';
import type { ServiceProvider } from '../providers/service-provider.entity';
import { isEligible, offersCategory } from './eligibility';
import { isApprovedWorker } from './job-errors';
import { queueItemFromRow } from './open-queue';
import type { QueueChange, QueueItem } from './job.types';

/** The categories whose workers may hold the job of an event in their list. */
function categoriesOf(event: QueueEvent): number[] {
  return event.categoryIds?.length ? event.categoryIds : [event.categoryId];
}

/** The job of an event as a queue item, built once per event however many workers hear it. */
const items = new WeakMap<QueueEvent, QueueItem | null>();

function itemOf(em: EntityManager, event: QueueEvent): QueueItem | null {
  let item = items.get(event);
  if (item === undefined) items.set(event, (item = event.job ? queueItemFromRow(em, event.job, 0) : null));
  return item;
}

/**
 * Who hears a queue event: an approved worker who offers one of its categories; a newly paid
 * job only the workers whose radius it lies in. Pending workers, clients, admins and
 * anonymous connections hear nothing.
 */
export function hearsQueueEvent(em: EntityManager, provider: ServiceProvider | null | undefined, event: QueueEvent): boolean {
  if (!isApprovedWorker(provider) || !categoriesOf(event).some((c) => offersCategory(provider, c))) return false;
  if (event.kind !== 'paid') return true;
  const item = itemOf(em, event);
  return !!item && isEligible(provider, item.request).ok;
}

/**
 * The event as one worker receives it: the job as an item of that worker's openJobs (the
 * same read model, so the same fields and redaction, and the distance from that worker)
 * while it is open and within the worker's categories and radius; otherwise only the id of
 * the job, which is not (or no longer) in that worker's queue.
 */
export function queueChangeFor(em: EntityManager, provider: ServiceProvider, event: QueueEvent): QueueChange {
  const base = { requestId: event.requestId, kind: event.kind, categoryId: event.categoryId, at: event.at };
  const item = itemOf(em, event);
  if (item) {
    const { ok, distance } = isEligible(provider, item.request);
    if (ok && distance !== null) return { ...base, item: { ...item, distanceMiles: Math.round(distance * 10) / 10 }, removedId: null };
  }
  return { ...base, item: null, removedId: String(event.requestId) };
}
