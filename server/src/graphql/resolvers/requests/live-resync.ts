import type { EntityManager } from '@mikro-orm/postgresql';
import { Field, ObjectType } from 'type-graphql';
import type { Viewer } from '../../../modules/auth/viewer';
import { ServiceRequest } from '../../../modules/requests/service-request.entity';
import { canViewRequest } from '../../../modules/requests/request-access';
import { listsHolding } from '../../../modules/requests/request-lists';
import { RequestChange } from './request-change';
import { QueueChange } from '../../../modules/jobs/job.types';
import { readOutboxWindow, type OutboxWindow, type WindowGroup } from './outbox-window';
import { heardQueueCategories, hearsQueueEvent, queueChangeFor } from '../../../modules/jobs/queue-events';

/**
 * How far before `since` the outbox is read again: an event published before the socket was
 * lost may still have been waiting in a busy process's fan-out, the client dates the loss when
 * it notices it, and API processes' clocks differ a little from PostgreSQL's. Hearing a change
 * twice is harmless (the client writes the same row again).
 */
export const RESYNC_SLACK_MS = 60_000;

/**
 * How far before `since` the outbox is read again when `since` is the moment a handed-over socket
 * was told it had heard everything before (its close reason, http/subscription-server.ts): an
 * event published just before reaching the closing process a little later, and the API
 * processes' clocks against PostgreSQL's.
 */
export const HANDED_OVER_SLACK_MS = 5_000;

/** At most this many requests per answer; past that the client reloads its screens instead. */
export const RESYNC_LIMIT = 100;

/**
 * At most this many open-queue changes per answer. A worker's queue changes with every job paid
 * or taken in their categories, so a socket lost for a few seconds under load is owed hundreds;
 * most are removals (an id) and the rest are read in one statement, so answering them costs less
 * than the reload of every screen an incomplete answer makes the client do.
 */
export const RESYNC_QUEUE_LIMIT = 1000;

@ObjectType({
  description:
    "What the viewer's live subscriptions delivered since a moment (while the socket was down): each changed request as requestChanged would carry it now, the worker's open-queue changes as queueChanged would, and the figures after them",
})
export class LiveResync {
  @Field(() => Date, { description: 'The server time this answer covers up to: the `since` of the next resync' })
  until!: Date;
  @Field({ description: 'False when more changed than one answer carries: the client then reloads what it shows instead' })
  complete!: boolean;
  @Field(() => [RequestChange], { description: "The viewer's requests and jobs (every request, for an admin) that changed: each as the viewer sees it now, with the viewer's lists that hold it (request null: no longer visible to the viewer)" })
  requests!: RequestChange[];
  @Field(() => [QueueChange], { description: "For an approved worker: the open-queue changes, each as queueChanged would carry it now (item while the job is in the worker's queue, else removedId; queueDelta 0). Empty for anyone else" })
  queue!: QueueChange[];
}

/**
 * The requests whose live events were delivered after `since` (the outbox keeps every
 * delivered message, with when it was delivered: after its events were published) or are
 * not delivered yet, and that concern the viewer: every one for an admin; else those of which
 * the viewer is the client, the worker, or the worker just taken off (the message names them).
 * Queue messages for approved workers, in the categories they hear. A message still
 * undelivered may be in a delivery that has published its events and not committed yet: read
 * now, its events may be out already, before this socket subscribed, and its row would not
 * show as delivered until after this read.
 */
function changedFor(window: OutboxWindow, viewer: Viewer, from: Date): { requests: number[]; queue: { id: number; categoryId: number }[] } {
  const admin = viewer.sessionRole === 'admin';
  const user = viewer.userId;
  const queueCategories = new Set(heardQueueCategories(viewer));
  // Each change once, at its newest message.
  const newest = new Map<string, WindowGroup>();
  for (const group of window.groups) {
    if (group.deliveredAt !== null && group.deliveredAt <= from) continue;
    const heard =
      group.type === 'queue'
        ? group.categoryId !== null && queueCategories.has(group.categoryId)
        : admin || group.clientUserId === user || group.providerUserId === user || group.formerProviderUserId === user;
    if (!heard) continue;
    const key = `${group.type}:${group.requestId}:${String(group.categoryId)}`;
    const seen = newest.get(key);
    if (!seen || seen.last < group.last) newest.set(key, group);
  }
  const ordered = [...newest.values()].sort((a, b) => a.last - b.last);
  const requests = [...new Set(ordered.filter((g) => g.type !== 'queue').map((g) => g.requestId))];
  const queue = ordered.filter((g) => g.type === 'queue').map((g) => ({ id: g.requestId, categoryId: g.categoryId as number }));
  return { requests, queue };
}

/** What the viewer's subscriptions delivered since `since`, read as it is now (see LiveResync). */
export async function liveChangesSince(em: EntityManager, viewer: Viewer, since: Date, handedOver = false): Promise<LiveResync> {
  const from = new Date(since.getTime() - (handedOver ? HANDED_OVER_SLACK_MS : RESYNC_SLACK_MS));
  const window = await readOutboxWindow(em, viewer, from, RESYNC_LIMIT + RESYNC_QUEUE_LIMIT + 1);
  const until = window.readAt;
  const changed = changedFor(window, viewer, from);
  const complete = !window.truncated && changed.requests.length <= RESYNC_LIMIT && changed.queue.length <= RESYNC_QUEUE_LIMIT;
  if (!complete) return { until, complete, requests: [], queue: [] };
  const found = changed.requests.length ? await em.find(ServiceRequest, { id: { $in: changed.requests } }) : [];
  const byId = new Map(found.map((r) => [r.id, r]));
  const requests: RequestChange[] = [];
  for (const id of changed.requests) {
    const r = byId.get(id);
    const visible = r && canViewRequest(viewer, r) ? r : null;
    requests.push({ requestId: id, kind: 'resync', at: until.toISOString(), request: visible, lists: visible ? await listsHolding(em, viewer, id) : [] });
  }
  const provider = viewer.providerProfile;
  const queue: QueueChange[] = [];
  if (viewer.sessionRole === 'worker' && provider) {
    // Where the job was before is not known here: the change says where it is now (queueDelta 0),
    // and a job out of every queue is heard by the workers of its category, as a live removal is.
    // The events are the window's, shared by the catch-ups that read it: each job's item is made once.
    const events = await window.queueEvents(em, changed.queue);
    for (const event of events) if (hearsQueueEvent(em, provider, event)) queue.push(queueChangeFor(em, provider, event));
  }
  return { until, complete, requests, queue };
}
