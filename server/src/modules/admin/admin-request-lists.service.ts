import type { EntityManager } from '@mikro-orm/postgresql';
import { ServiceRequest } from '../requests/service-request.entity';
import { listFilters } from '../requests/request-lists';
import type { Viewer } from '../auth/viewer';
import { assertAdmin } from '../auth/admin-guard';
import { COMPLETED_SORTS, type CompletedSort } from './completed';
import { completedJobsPage, completedTotals } from './completed-queries';
import type { AdminCompletedJob, AdminCompletedJobs } from './admin.types';
import { ACTIVE_STATUSES } from '../../domain/request-status';
import { badInput } from '../../shared/errors';
import { findPage, type Page, type PageInput } from '../../shared/paging';

/** The admin's lists of requests (each a keyset page served by an index): active, completed, paid pending, queued unpaid, all services, the schedule. */
export class AdminRequestListsService {
  constructor(private readonly em: EntityManager) {}

  /** Active jobs (scheduled or in progress), newest first, one page (the partial index service_requests_active_created_index). */
  /** Its membership is LiveList.ADMIN_ACTIVE_JOBS's (requests/request-lists.ts); so for pendingPaid and queuedUnpaid. */
  activeJobs(viewer: Viewer, page: PageInput): Promise<Page<ServiceRequest>> {
    assertAdmin(viewer);
    return findPage(this.em, ServiceRequest, listFilters.adminActiveJobs(), { createdAt: 'desc', id: 'desc' }, page);
  }

  /** Completed Jobs: the count, total value and ratings of every finished job; the jobs come a page at a time from completedJobs. */
  async completedSummary(viewer: Viewer, sort: string): Promise<AdminCompletedJobs> {
    assertAdmin(viewer);
    const order = completedSort(sort);
    return { ...(await completedTotals(this.em)), sort: order };
  }

  /** One page of finished work in one of the four sorts (recent, oldest, highest-value, lowest-value). */
  completedJobs(viewer: Viewer, sort: string, page: PageInput): Promise<Page<AdminCompletedJob>> {
    assertAdmin(viewer);
    return completedJobsPage(this.em, completedSort(sort), page);
  }

  /** Paid pending requests waiting for a worker (the open jobs, open-job.ts), oldest first, one page. */
  pendingPaid(viewer: Viewer, page: PageInput): Promise<Page<ServiceRequest>> {
    assertAdmin(viewer);
    return findPage(this.em, ServiceRequest, listFilters.adminPendingPaid(), { createdAt: 'asc', id: 'asc' }, page);
  }

  /** Queued (unpaid) requests, newest first, one page. */
  queuedUnpaid(viewer: Viewer, page: PageInput): Promise<Page<ServiceRequest>> {
    assertAdmin(viewer);
    return findPage(this.em, ServiceRequest, listFilters.adminQueued(), { createdAt: 'desc', id: 'desc' }, page);
  }

  private allServicesWhere(status?: string | null): Record<string, unknown> {
    const where: Record<string, unknown> = {};
    if (status === 'awaiting_payment') Object.assign(where, { status: 'pending', appointmentFeePaid: false });
    else if (status === 'active') where.status = { $in: ACTIVE_STATUSES };
    else if (status) where.status = status;
    return where;
  }

  /** All Services: every request, newest first, optionally one status (awaiting_payment and active understood), one page. */
  allServices(viewer: Viewer, status: string | null | undefined, page: PageInput): Promise<Page<ServiceRequest>> {
    assertAdmin(viewer);
    return findPage(this.em, ServiceRequest, this.allServicesWhere(status), { createdAt: 'desc', id: 'desc' }, page);
  }

  /** Scheduled work from the start of today (UTC) on, soonest first, one page; the client groups it by day. */
  schedule(viewer: Viewer, page: PageInput, from: Date = new Date()): Promise<Page<ServiceRequest>> {
    assertAdmin(viewer);
    return findPage(this.em, ServiceRequest, listFilters.adminSchedule(from), { scheduledAt: 'asc', id: 'asc' }, page);
  }
}

/** A Completed Jobs sort, or BAD_USER_INPUT. */
function completedSort(sort: string): CompletedSort {
  if (!(COMPLETED_SORTS as readonly string[]).includes(sort)) throw badInput([{ path: 'sort', message: `Sort must be one of ${COMPLETED_SORTS.join(', ')}` }]);
  return sort as CompletedSort;
}
