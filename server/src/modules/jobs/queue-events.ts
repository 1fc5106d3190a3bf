import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobPlace, QueueEvent } from '../../events/pubsub';
import type { ServiceProvider } from '../providers/service-provider.entity';
import type { Viewer } from '../auth/viewer';
import { isAvailableWorker, isEligible, offeredCategories, offersCategory, type EligibilityJob } from '../requests/eligibility';
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

/** Each worker's standing with an event, worked out once (the filter, the share key and the answer all ask). */
const standings = new WeakMap<QueueEvent, WeakMap<ServiceProvider, Standing>>();

function standingOf(em: EntityManager, provider: ServiceProvider, event: QueueEvent): Standing {
  let byWorker = standings.get(event);
  if (!byWorker) standings.set(event, (byWorker = new WeakMap()));
  let standing = byWorker.get(provider);
  if (standing) return standing;
  const item = itemOf(em, event);
  const eligible = item ? isEligible(provider, item.request) : null;
  const now = item && eligible?.ok && eligible.distance !== null ? { item, distance: eligible.distance } : null;
  const before = event.before === undefined ? null : event.before === null ? false : isEligible(provider, asJob(event.before)).ok;
  byWorker.set(provider, (standing = { now, before }));
  return standing;
}

/**
 * Stands for the worker's own distance in an answer that workers at different distances share
 * (graphql/shared-subscriptions.ts): a number no distance is (distances are not negative).
 */
export const DISTANCE_MARKER = -1.25e-300;

/** The shared execution's view of an event (every distance answered as DISTANCE_MARKER), made once per event. */
const sharedViews = new WeakMap<QueueEvent, QueueEvent>();
const eventOfView = new WeakMap<QueueEvent, QueueEvent>();

export function sharedDistanceView(event: QueueEvent): QueueEvent {
  let view = sharedViews.get(event);
  if (!view) {
    view = Object.create(event) as QueueEvent;
    sharedViews.set(event, view);
    eventOfView.set(view, event);
  }
  return view;
}

const roundedMiles = (distance: number) => Math.round(distance * 10) / 10;

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
 * The categories whose queue changes a viewer may hear (hearsQueueEvent decides each one): an
 * available worker's offered categories, else none. What a catch-up reads of the outbox's queue
 * changes for that viewer.
 */
export function heardQueueCategories(viewer: Viewer): number[] {
  const provider = viewer.sessionRole === 'worker' ? viewer.providerProfile : null;
  return provider && isAvailableWorker(provider) ? offeredCategories(provider) : [];
}

/**
 * The event as one worker receives it: the job as an item of that worker's openJobs (the
 * same read model, so the same fields and redaction, and the distance from that worker)
 * while it is in their queue; otherwise only the id of the job, which is no longer there;
 * and by how much the worker's queue grew (1), shrank (-1) or stayed (0).
 */
export function queueChangeFor(em: EntityManager, provider: ServiceProvider, view: QueueEvent): QueueChange {
  const event = eventOfView.get(view) ?? view;
  const base = { requestId: event.requestId, kind: event.kind, categoryId: event.categoryId, at: event.at };
  const { now, before } = standingOf(em, provider, event);
  const queueDelta = before === null ? 0 : Number(!!now) - Number(before);
  if (now) return { ...base, item: { ...now.item, distanceMiles: event === view ? roundedMiles(now.distance) : DISTANCE_MARKER }, removedId: null, queueDelta };
  return { ...base, item: null, removedId: String(event.requestId), queueDelta };
}

/**
 * What a worker's queueChanged answer depends on besides the event: whether the job is in
 * their queue, whether it was there before, and whether the worker is the job's own client
 * (who sees its private fields). Workers with equal keys share one execution of the event
 * (graphql/shared-subscriptions.ts); the job's distance from each worker (one decimal, as
 * shown) is put into each one's copy of the answer.
 */
export function queueShareKey(em: EntityManager, viewer: Viewer | null, event: QueueEvent): { key: string; own?: { root: (e: object) => object; marker: number; value: number } } | null {
  const provider = viewer?.providerProfile;
  if (!viewer || !provider) return null;
  const { now, before } = standingOf(em, provider, event);
  const own = now && viewer.clientId !== null && viewer.clientId === now.item.request.clientId ? 'own' : 'open';
  const key = `${now ? 'in' : 'out'}:${String(before)}:${own}`;
  // In the queue: one execution for every distance, each worker's own put in its copy of the answer.
  return now ? { key, own: { root: (e) => sharedDistanceView(e as QueueEvent), marker: DISTANCE_MARKER, value: roundedMiles(now.distance) } } : { key };
}
