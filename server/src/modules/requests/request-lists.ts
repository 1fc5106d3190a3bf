import { registerEnumType } from 'type-graphql';
import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import { ServiceRequest } from './service-request.entity';
import type { Viewer } from '../auth/viewer';
import { ACTIVE_STATUSES, type RequestStatus } from '../../domain/request-status';
import { reviewQueueFilter } from './review-queue';

/** The lists a live screen keeps: a change event says which of the receiver's lists hold the request now. */
export enum LiveList {
  /** The client's My Requests (myRequests): every request but a cancelled one. */
  MY_REQUESTS = 'MY_REQUESTS',
  /** The worker's active jobs (myJobs scope active): scheduled or in progress. */
  MY_JOBS_ACTIVE = 'MY_JOBS_ACTIVE',
  /** The worker's job history (myJobs scope history): finished, closed or cancelled. */
  MY_JOBS_HISTORY = 'MY_JOBS_HISTORY',
  /** The Admin Review Queue (adminReviewQueue). */
  ADMIN_REVIEW_QUEUE = 'ADMIN_REVIEW_QUEUE',
  /** The admin schedule (adminSchedule): visits from yesterday on of jobs under way or in review. */
  ADMIN_SCHEDULE = 'ADMIN_SCHEDULE',
  /** Pending (Paid) requests waiting for a worker (adminPendingPaidRequests): pending with the consultation fee paid. */
  ADMIN_PENDING_PAID = 'ADMIN_PENDING_PAID',
  /** Queued (unpaid) requests (adminQueuedRequests): pending with the consultation fee unpaid. */
  ADMIN_QUEUED = 'ADMIN_QUEUED',
  /** Active Jobs (adminActiveJobs): scheduled or in progress. */
  ADMIN_ACTIVE_JOBS = 'ADMIN_ACTIVE_JOBS',
}

registerEnumType(LiveList, { name: 'LiveList', description: 'A list a live screen keeps (the query it mirrors is named on each value)' });

/** The worker's job history statuses (myJobs scope history). */
export const JOB_HISTORY_STATUSES: RequestStatus[] = ['completed', 'closed_pending_review', 'closed_successful', 'cancelled'];

/** Where the admin schedule starts: the start of yesterday (UTC), a day of slack for time zones west of UTC. */
export function scheduleStart(from: Date = new Date()): Date {
  const start = new Date(from);
  start.setUTCHours(0, 0, 0, 0);
  start.setUTCDate(start.getUTCDate() - 1);
  return start;
}

/**
 * Each list's membership as the list query filters it, for the viewer; null when the viewer
 * keeps no such list. The list queries and these filters are held equal by
 * tests/server/request-events.test.ts.
 */
function listFilter(list: LiveList, viewer: Viewer): FilterQuery<ServiceRequest> | null {
  switch (list) {
    case LiveList.MY_REQUESTS:
      return viewer.clientId === null ? null : { client: viewer.clientId, status: { $ne: 'cancelled' } };
    case LiveList.MY_JOBS_ACTIVE:
      return viewer.providerId === null ? null : { provider: viewer.providerId, status: { $in: ACTIVE_STATUSES } };
    case LiveList.MY_JOBS_HISTORY:
      return viewer.providerId === null ? null : { provider: viewer.providerId, status: { $in: JOB_HISTORY_STATUSES } };
    case LiveList.ADMIN_REVIEW_QUEUE:
      return viewer.sessionRole === 'admin' ? reviewQueueFilter() : null;
    case LiveList.ADMIN_SCHEDULE:
      return viewer.sessionRole === 'admin' ? { scheduledAt: { $ne: null, $gte: scheduleStart() }, status: { $in: [...ACTIVE_STATUSES, 'closed_pending_review'] } } : null;
    case LiveList.ADMIN_PENDING_PAID:
      return viewer.sessionRole === 'admin' ? { status: 'pending', appointmentFeePaid: true } : null;
    case LiveList.ADMIN_QUEUED:
      return viewer.sessionRole === 'admin' ? { status: 'pending', appointmentFeePaid: false } : null;
    case LiveList.ADMIN_ACTIVE_JOBS:
      return viewer.sessionRole === 'admin' ? { status: { $in: ACTIVE_STATUSES } } : null;
  }
}

/** Which of the viewer's lists hold the request now (one small count per list the viewer keeps: a client's, a worker's, an admin's). */
export async function listsHolding(em: EntityManager, viewer: Viewer, requestId: number): Promise<LiveList[]> {
  const lists = Object.values(LiveList).map((list) => ({ list, where: listFilter(list, viewer) })).filter((x) => x.where !== null);
  const held = await Promise.all(lists.map(async ({ list, where }) => ((await em.count(ServiceRequest, { $and: [{ id: requestId }, where!] })) > 0 ? list : null)));
  return held.filter((l): l is LiveList => l !== null);
}
