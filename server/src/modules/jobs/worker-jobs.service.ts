import type { EntityManager } from '@mikro-orm/postgresql';
import { ServiceRequest } from '../requests/service-request.entity';
import { JOB_HISTORY_STATUSES, listFilters } from '../requests/request-lists';
import { ServiceProvider } from '../providers/service-provider.entity';
import { Review } from '../reviews/review.entity';
import { WorkerPayout } from '../payouts/worker-payout.entity';
import type { Viewer } from '../auth/viewer';
import { ACTIVE_STATUSES } from '../../domain/request-status';
import { ELITE_RATING } from '../../domain/constants';
import { findPage, type Page, type PageInput } from '../../shared/paging';
import { requireApprovedProvider } from '../providers/worker-gate';
import { startOfDay, zonedParts, zonedTimeToUtc } from './time';
import type { OpenJobsService } from './open-jobs.service';
import type { WorkerDashboard, WorkerRatings } from './job.types';


export type JobScope = 'active' | 'history' | 'all';

/** Scheduled visits first, soonest first; unscheduled jobs last. */
function soonestFirst(rows: ServiceRequest[]): ServiceRequest[] {
  const t = (r: ServiceRequest) => r.scheduledAt?.getTime() ?? Number.MAX_SAFE_INTEGER;
  return [...rows].sort((a, b) => t(a) - t(b));
}

/** The worker's own jobs, payouts, dashboard and ratings. */
export class WorkerJobsService {
  constructor(
    private readonly em: EntityManager,
    private readonly openJobs: OpenJobsService,
  ) {}

  /**
   * One page of the worker's jobs, most recently changed first (keyset on updated_at, id);
   * active jobs are shown soonest visit first within the page.
   */
  async myJobs(viewer: Viewer, scope: JobScope, page: PageInput): Promise<Page<ServiceRequest>> {
    const provider = requireApprovedProvider(viewer);
    // The active and history lists are the live lists' filters (request-lists.ts); 'all' is both.
    const where =
      scope === 'active'
        ? listFilters.myJobsActive(provider.id)
        : scope === 'history'
          ? listFilters.myJobsHistory(provider.id)
          : { provider: provider.id, status: { $in: [...ACTIVE_STATUSES, ...JOB_HISTORY_STATUSES] } };
    const result = await findPage(this.em, ServiceRequest, where, { updatedAt: 'desc', id: 'desc' }, page);
    return scope === 'active' ? { ...result, items: soonestFirst(result.items) } : result;
  }

  /** The worker's payouts, newest first (pending, inspection_required, approved, paid). */
  async payouts(viewer: Viewer, page: PageInput): Promise<Page<WorkerPayout>> {
    const provider = requireApprovedProvider(viewer);
    return findPage(this.em, WorkerPayout, { provider: provider.id }, { createdAt: 'desc', id: 'desc' }, page);
  }

  /** The dashboard's four cards and today's schedule. */
  async dashboard(viewer: Viewer, now: Date = new Date()): Promise<WorkerDashboard> {
    const provider = requireApprovedProvider(viewer);
    const [queued, active, fresh] = await Promise.all([
      this.openJobs.count(viewer),
      this.em.find(ServiceRequest, listFilters.myJobsActive(provider.id), { orderBy: { scheduledAt: 'asc', id: 'asc' } }),
      this.em.findOneOrFail(ServiceProvider, { id: provider.id }, { refresh: true }),
    ]);
    const dayStart = startOfDay(now);
    const p = zonedParts(now);
    const dayEnd = zonedTimeToUtc(p.year, p.month, p.day + 1, 0, 0);
    const today = active.filter((r) => r.scheduledAt && r.scheduledAt >= dayStart && r.scheduledAt < dayEnd);
    return { availableRequests: queued, activeJobs: active.length, rating: fresh.rating, ratingCount: fresh.ratingCount, completedJobs: fresh.completedJobs, today };
  }

  /** Real reviews of the worker: average, 5-to-1 breakdown, newest first; 'Elite Status' at 4.5 or more. */
  async ratings(viewer: Viewer): Promise<WorkerRatings> {
    const provider = requireApprovedProvider(viewer);
    const reviews = await this.em.find(Review, { provider: provider.id }, { populate: ['request', 'client'], orderBy: { createdAt: 'desc', id: 'desc' } });
    const count = reviews.length;
    const average = count ? Math.round((reviews.reduce((s, r) => s + r.workerRating, 0) / count) * 10) / 10 : 0;
    const elite = count > 0 && average >= ELITE_RATING;
    return {
      average,
      count,
      elite,
      standing: elite ? 'Elite Status' : 'Good Standing',
      breakdown: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: reviews.filter((r) => r.workerRating === stars).length })),
      reviews: reviews.map((r) => ({
        id: r.id,
        requestId: r.request.id,
        requestTitle: r.request.getEntity().title,
        clientName: r.client.getEntity().name,
        workerRating: r.workerRating,
        serviceRating: r.serviceRating,
        comment: r.comment,
        createdAt: r.createdAt,
      })),
    };
  }
}
