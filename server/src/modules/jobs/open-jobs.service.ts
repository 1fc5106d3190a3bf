/**
 * Module jobs: the workers' side.
 * Owns: the open queue (open-queue.ts: one SQL statement over the open-job rule and
 * eligibility, read models), queue events (queue-events.ts), claiming and releasing
 * (job-claim.service.ts), visits and notes (job-visit.service.ts), completion
 * (job-completion.service.ts), a worker's jobs and earnings, new-job alerts (notify-eligible.ts).
 * Words: job-words.ts (QueueChangeKind, EarningStatus, PhotoKind).
 * Entry points: OpenJobsService (this file), JobClaimService, JobVisitService,
 * JobCompletionService, WorkerJobsService, WorkerEarningsService.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '../auth/viewer';
import { isAvailableWorker, workerReach, type WorkerReach } from '../requests/eligibility';
import { openQueueCount, openQueueDigestPage, openQueueItemsByIds, openQueuePage, type OpenJobDigest } from './open-queue';
import { emptyPage, type Page, type PageInput } from '../../shared/paging';
import { requireApprovedProviderProfile } from '../providers/worker-gate';
import type { QueueItem } from './job.types';
import { WHOLE_ROWS, type QueueProjection } from './queue-projection';

/** Available Requests: the open jobs a worker may take (eligibility), read in one statement a page. */
export class OpenJobsService {
  constructor(private readonly em: EntityManager) {}

  /** The viewer's reach (eligibility): categories, stored coordinates (else the ZIP centre) and radius; null when the worker can take no job. */
  private queueOrigin(viewer: Viewer): WorkerReach | null {
    const provider = requireApprovedProviderProfile(viewer);
    const reach = isAvailableWorker(provider) ? workerReach(provider) : null;
    return reach && reach.categories.length > 0 ? reach : null;
  }

  /**
   * One page of the open queue (one SQL statement): paid, pending, unassigned requests in the
   * worker's categories and within the worker's radius. Urgent first, then newest. The
   * projection names the columns read (every column unless the caller's selection says).
   */
  async openJobs(viewer: Viewer, page: PageInput, projection: QueueProjection = WHOLE_ROWS): Promise<Page<QueueItem>> {
    const origin = this.queueOrigin(viewer);
    return origin ? openQueuePage(this.em, origin, page, projection) : emptyPage();
  }

  /**
   * One page of the open queue as digests of its items (open-queue.ts, one statement): what a
   * reader that keeps items it has shaped needs to know which of them still stand.
   */
  async openJobDigests(viewer: Viewer, page: PageInput): Promise<Page<OpenJobDigest>> {
    const origin = this.queueOrigin(viewer);
    return origin ? openQueueDigestPage(this.em, origin, page) : emptyPage();
  }

  /** The items of these open jobs, each with its digest; those no longer open or in the worker's reach are left out. */
  async openJobsByIds(viewer: Viewer, ids: number[], projection: QueueProjection = WHOLE_ROWS): Promise<{ item: QueueItem; digest: string }[]> {
    const origin = this.queueOrigin(viewer);
    return origin ? openQueueItemsByIds(this.em, origin, ids, projection) : [];
  }

  /** How many open jobs the worker may take (the dashboard card). */
  async count(viewer: Viewer): Promise<number> {
    const origin = this.queueOrigin(viewer);
    return origin ? openQueueCount(this.em, origin) : 0;
  }
}
