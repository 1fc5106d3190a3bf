import type { EntityManager } from '@mikro-orm/postgresql';
import { intArray } from '../../../db/int-array';
import { Field, ObjectType } from 'type-graphql';
import type { Viewer } from '../../../modules/auth/viewer';
import type { QueueEvent } from '../../../events/pubsub';
import { ServiceRequest } from '../../../modules/requests/service-request.entity';
import { canViewRequest } from '../../../modules/requests/request-access';
import { listsHolding } from '../../../modules/requests/request-lists';
import { RequestChange } from './request-change';
import { QueueChange } from '../../../modules/jobs/job.types';
import { openJobRows } from '../../../modules/jobs/open-queue';
import { isAvailableWorker, offeredCategories } from '../../../modules/requests/eligibility';
import { hearsQueueEvent, queueChangeFor } from '../../../modules/jobs/queue-events';

/**
 * How far before `since` the outbox is read again: a delivery stamps its row when its
 * transaction starts and publishes before it commits, and API processes' clocks differ a
 * little. Hearing a change twice is harmless (the client writes the same row again).
 */
export const RESYNC_SLACK_MS = 60_000;

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

interface ChangedRow {
  type: string;
  request_id: number;
  category_id: number | null;
}

/**
 * The requests whose live events were delivered after `since` (the outbox keeps every
 * delivered message, with when it was delivered) and that concern the viewer: every one for
 * an admin; else those of which the viewer is the client, the worker, or the worker just
 * taken off (the message names them). Queue messages for approved workers.
 */
async function changedSince(em: EntityManager, viewer: Viewer, since: Date): Promise<{ requests: number[]; queue: { id: number; categoryId: number }[] }> {
  const from = new Date(since.getTime() - RESYNC_SLACK_MS);
  const admin = viewer.sessionRole === 'admin';
  // Queue changes only in the categories an available worker offers: the others are not heard (hearsQueueEvent).
  const provider = viewer.sessionRole === 'worker' ? viewer.providerProfile : null;
  const queueCategories = provider && isAvailableWorker(provider) ? offeredCategories(provider) : [];
  const rows = await em.execute<ChangedRow[]>(
    `select m.type, max(m.id) as last, (m.payload->>'requestId')::int as request_id, r.category_id
       from outbox_messages m
       left join service_requests r on r.id = (m.payload->>'requestId')::int
       left join clients c on c.id = r.client_id
       left join service_providers p on p.id = r.provider_id
       left join service_providers fp on fp.id = (m.payload->>'formerProviderId')::int
      where m.delivered_at is not null and m.delivered_at > ?
        and (
          (m.type in ('request', 'review') and (? or c.user_id = ? or p.user_id = ? or fp.user_id = ?))
          or (m.type = 'queue' and r.category_id = any(?::int[]))
        )
      group by m.type, (m.payload->>'requestId')::int, r.category_id
      order by last
      limit ?`,
    [from, admin, viewer.user.id, viewer.user.id, viewer.user.id, intArray(queueCategories), RESYNC_LIMIT + RESYNC_QUEUE_LIMIT + 1],
  );
  const requests = [...new Set(rows.filter((r) => r.type !== 'queue').map((r) => Number(r.request_id)))];
  const queue = rows.filter((r) => r.type === 'queue' && r.category_id !== null).map((r) => ({ id: Number(r.request_id), categoryId: Number(r.category_id) }));
  return { requests, queue };
}

/** What the viewer's subscriptions delivered since `since`, read as it is now (see LiveResync). */
export async function liveChangesSince(em: EntityManager, viewer: Viewer, since: Date): Promise<LiveResync> {
  const until = new Date();
  const changed = await changedSince(em, viewer, since);
  const complete = changed.requests.length <= RESYNC_LIMIT && changed.queue.length <= RESYNC_QUEUE_LIMIT;
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
    const rows = await openJobRows(em, changed.queue.map((c) => c.id));
    for (const { id, categoryId } of changed.queue) {
      const job = rows.get(id) ?? null;
      // Where the job was before is not known here: the change says where it is now (queueDelta 0),
      // and a job out of every queue is heard by the workers of its category, as a live removal is.
      const event: QueueEvent = { requestId: id, kind: 'changed', categoryId, job, at: until.toISOString() };
      if (hearsQueueEvent(em, provider, event)) queue.push(queueChangeFor(em, provider, event));
    }
  }
  return { until, complete, requests, queue };
}
