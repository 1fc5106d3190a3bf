import { registerEnumType } from 'type-graphql';
import type { EntityManager, FilterQuery, ObjectQuery } from '@mikro-orm/postgresql';
import { ServiceRequest } from './service-request.entity';
import type { Viewer } from '../auth/viewer';
import { ACTIVE_STATUSES, type RequestStatus } from '../../domain/request-status';
import { reviewQueueFilter } from './review-queue';
import { openJobFilter } from './open-job';

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
  /** Pending (Paid) requests waiting for a worker (adminPendingPaidRequests): the open jobs (open-job.ts). */
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
 * The filter of each list, stated once: the list's query (client-request-lists.service.ts,
 * jobs/worker-jobs.service.ts, admin/admin-request-lists.service.ts) filters with it, and
 * listFilter below tells a live screen whether the list holds a request with it. A new list
 * adds its filter here and uses it in its query.
 */
export const listFilters = {
  /** The client's My Requests: every request but a cancelled one. */
  myRequests: (clientId: number): ObjectQuery<ServiceRequest> => ({ client: clientId, status: { $ne: 'cancelled' } }),
  /** The worker's active jobs: scheduled or in progress. */
  myJobsActive: (providerId: number): ObjectQuery<ServiceRequest> => ({ provider: providerId, status: { $in: ACTIVE_STATUSES } }),
  /** The worker's job history: finished, closed or cancelled. */
  myJobsHistory: (providerId: number): ObjectQuery<ServiceRequest> => ({ provider: providerId, status: { $in: JOB_HISTORY_STATUSES } }),
  /** The admin schedule: visits from yesterday on of jobs under way or in review. */
  adminSchedule: (from: Date = new Date()): ObjectQuery<ServiceRequest> => ({ scheduledAt: { $ne: null, $gte: scheduleStart(from) }, status: { $in: [...ACTIVE_STATUSES, 'closed_pending_review'] } }),
  /** Pending (Paid): the open jobs, waiting for a worker. */
  adminPendingPaid: (): ObjectQuery<ServiceRequest> => openJobFilter(),
  /** Queued (unpaid): pending with the consultation fee unpaid. */
  adminQueued: (): ObjectQuery<ServiceRequest> => ({ status: 'pending', appointmentFeePaid: false }),
  /** Active Jobs: scheduled or in progress. */
  adminActiveJobs: (): ObjectQuery<ServiceRequest> => ({ status: { $in: ACTIVE_STATUSES } }),
};

/**
 * Each list's membership as the list query filters it, for the viewer; null when the viewer
 * keeps no such list. tests/server/request-events.test.ts holds them equal to the list queries.
 */
function listFilter(list: LiveList, viewer: Viewer): FilterQuery<ServiceRequest> | null {
  const admin = viewer.sessionRole === 'admin';
  switch (list) {
    case LiveList.MY_REQUESTS:
      return viewer.clientId === null ? null : listFilters.myRequests(viewer.clientId);
    case LiveList.MY_JOBS_ACTIVE:
      return viewer.providerId === null ? null : listFilters.myJobsActive(viewer.providerId);
    case LiveList.MY_JOBS_HISTORY:
      return viewer.providerId === null ? null : listFilters.myJobsHistory(viewer.providerId);
    case LiveList.ADMIN_REVIEW_QUEUE:
      return admin ? reviewQueueFilter() : null;
    case LiveList.ADMIN_SCHEDULE:
      return admin ? listFilters.adminSchedule() : null;
    case LiveList.ADMIN_PENDING_PAID:
      return admin ? listFilters.adminPendingPaid() : null;
    case LiveList.ADMIN_QUEUED:
      return admin ? listFilters.adminQueued() : null;
    case LiveList.ADMIN_ACTIVE_JOBS:
      return admin ? listFilters.adminActiveJobs() : null;
  }
}

/** Which of the viewer's lists hold the request now (one small count per list the viewer keeps: a client's, a worker's, an admin's). */
export async function listsHolding(em: EntityManager, viewer: Viewer, requestId: number): Promise<LiveList[]> {
  const lists = Object.values(LiveList).map((list) => ({ list, where: listFilter(list, viewer) })).filter((x) => x.where !== null);
  const held = await Promise.all(lists.map(async ({ list, where }) => ((await em.count(ServiceRequest, { $and: [{ id: requestId }, where!] })) > 0 ? list : null)));
  return held.filter((l): l is LiveList => l !== null);
}
