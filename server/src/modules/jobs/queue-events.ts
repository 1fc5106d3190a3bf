import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobPlace, QueueEvent } from '../../events/pubsub';
import type { ServiceProvider } from '../providers/service-provider.entity';
import type { Viewer } from '../auth/viewer';
import { isAvailableWorker, isEligible, offersCategory, type EligibilityJob } from '../requests/eligibility';
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

/** A place as the eligibility rule reads a job (category, stored coordinates, ZIP). */
function asJob(place: JobPlace): EligibilityJob {
  return { category: { id: place.categoryId }, serviceLatitude: place.latitude, serviceLongitude: place.longitude, serviceZipCode: place.zipCode };
}

/** Where one worker stands with the job of an event: in their queue now (and how far), and whether it was before (null: not known). */
interface Standing {
  now: { item: QueueItem; distance: number } | null;
  before: boolean | null;
}

function standingOf(em: EntityManager, provider: ServiceProvider, event: QueueEvent): Standing {
  const item = itemOf(em, event);
  const eligible = item ? isEligible(provider, item.request) : null;
  const now = item && eligible?.ok && eligible.distance !== null ? { item, distance: eligible.distance } : null;
  const before = event.before === undefined ? null : event.before === null ? false : isEligible(provider, asJob(event.before)).ok;
  return { now, before };
}

/**
 * Who hears a queue event: an approved worker whose queue holds the job now (its category,
 * within their radius) or held it before the change. When where it was is not known, every
 * approved worker of its categories hears the removal. Pending workers, clients, admins and
 * anonymous connections hear nothing.
 */
export function hearsQueueEvent(em: EntityManager, provider: ServiceProvider | null | undefined, event: QueueEvent): boolean {
  if (!provider || !isAvailableWorker(provider)) return false;
  const { now, before } = standingOf(em, provider, event);
  if (now || before) return true;
  return before === null && categoriesOf(event).some((c) => offersCategory(provider, c));
}

/**
 * The event as one worker receives it: the job as an item of that worker's openJobs (the
 * same read model, so the same fields and redaction, and the distance from that worker)
 * while it is in their queue; otherwise only the id of the job, which is no longer there;
 * and by how much the worker's queue grew (1), shrank (-1) or stayed (0).
 */
export function queueChangeFor(em: EntityManager, provider: ServiceProvider, event: QueueEvent): QueueChange {
  const base = { requestId: event.requestId, kind: event.kind, categoryId: event.categoryId, at: event.at };
  const { now, before } = standingOf(em, provider, event);
  const queueDelta = before === null ? 0 : Number(!!now) - Number(before);
  if (now) return { ...base, item: { ...now.item, distanceMiles: Math.round(now.distance * 10) / 10 }, removedId: null, queueDelta };
  return { ...base, item: null, removedId: String(event.requestId), queueDelta };
}

/**
 * What a worker's queueChanged answer depends on besides the event: the job's distance from
 * the worker (one decimal, as shown) while it is in their queue, whether it was there before,
 * and whether the worker is the job's own client (who sees its private fields). Workers with
 * equal keys share one execution of the event (graphql/shared-subscriptions.ts).
 */
export function queueShareKey(em: EntityManager, viewer: Viewer | null, event: QueueEvent): string | null {
  const provider = viewer?.providerProfile;
  if (!viewer || !provider) return null;
  const { now, before } = standingOf(em, provider, event);
  const own = now && viewer.clientId !== null && viewer.clientId === now.item.request.clientId ? 'own' : 'open';
  return `${now ? Math.round(now.distance * 10) / 10 : 'out'}:${String(before)}:${own}`;
}
