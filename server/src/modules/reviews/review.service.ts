/**
 * Module reviews: reviews of finished jobs.
 * Owns: reviews (one per request; a low rating alerts the admins), a client's stats.
 * Entry points: ReviewService.submit, ClientStatsService.
 */
import { QUALITY_REVIEW_BELOW_RATING } from '../../domain/constants';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Review } from './review.entity';
import { ServiceProvider } from '../providers/service-provider.entity';
import { ServiceRequest } from '../requests/service-request.entity';
import { Activity } from '../requests/activity.entity';
import { updateRequest } from '../requests/request-writes';
import type { Viewer } from '../auth/viewer';
import type { NotificationService } from '../notifications/notification.service';
import { enqueueAfterCommit } from '../outbox/outbox';
import type { Notification } from '../notifications/notification.entity';
import { DONE_STATUSES } from '../../domain/request-status';
import { Validator, clean } from '../../shared/validate';
import { conflict, forbidden, isUniqueViolation, notFound } from '../../shared/errors';
import { findPage, type Page, type PageInput } from '../../shared/paging';
import { requestNumber } from '../../domain/request-number';

export const RATING_REQUIRED = 'Please select a star rating before submitting your review.';

export interface SubmitReviewInput {
  requestId: string;
  rating: number;
  serviceRating?: number | null;
  comment?: string | null;
}

/**
 * Whether the client `clientId` may rate the request now: theirs, completed (or closed), and not
 * yet rated (submit's rule; the request's canRate field).
 */
export function clientMayRate(clientId: number | null, r: Pick<ServiceRequest, 'clientId' | 'status' | 'rating'>): boolean {
  return clientId !== null && clientId === r.clientId && DONE_STATUSES.includes(r.status) && r.rating == null;
}

const isStar = (n: unknown) => typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 5;

/** One review per completed request, by its client; the worker's average follows in the same transaction. */
export class ReviewService {
  constructor(private readonly em: EntityManager, private readonly notifications: NotificationService) {}

  /** The reviews the viewer wrote, newest first, one page (the reviews (client_id, created_at) index). */
  myReviews(viewer: Viewer, page: PageInput): Promise<Page<Review>> {
    if (viewer.clientId === null) throw forbidden('Only clients write reviews');
    return findPage(this.em, Review, { client: viewer.clientId }, { createdAt: 'desc', id: 'desc' }, page);
  }

  async submit(viewer: Viewer, input: SubmitReviewInput): Promise<Review> {
    if (viewer.clientId === null) throw forbidden('Only clients write reviews');
    new Validator()
      .check(isStar(input.rating), 'rating', RATING_REQUIRED)
      .check(input.serviceRating == null || isStar(input.serviceRating), 'serviceRating', 'Service rating must be 1 to 5 stars')
      .maxLength(input.comment, 2000, 'comment', 'Comment')
      .throwIfInvalid();
    const r = await this.em.findOne(ServiceRequest, { id: Number(input.requestId) || 0, client: viewer.clientId });
    if (!r) throw notFound('Service request');
    if (!DONE_STATUSES.includes(r.status)) throw conflict('Only completed services can be reviewed');
    const providerId = r.provider?.id ?? null;
    let review: Review;
    try {
      review = await this.em.transactional(async (em) => {
        const review = em.create(Review, {
          request: r.id,
          client: viewer.clientId!,
          provider: providerId,
          workerRating: input.rating,
          serviceRating: input.serviceRating ?? input.rating,
          comment: clean(input.comment),
        });
        await em.flush();
        const ctx = em.getTransactionContext();
        const conn = em.getConnection();
        await updateRequest(em, r.id, { set: { rating: input.rating } });
        if (providerId) {
          await conn.execute(
            `update service_providers set rating = (rating * rating_count + ?) / (rating_count + 1), rating_count = rating_count + 1, version = version + 1 where id = ?`,
            [input.rating, providerId],
            'run',
            ctx,
          );
        }
        em.create(Activity, { request: r.id, actor: viewer.user.id, actorRole: 'client', action: 'rating_submitted', description: `The client rated the service ${input.rating} out of 5` });
        const queued: Notification[] = [];
        // Read inside the transaction (r.provider.load() would take a second pooled connection).
        const provider = r.provider ? await em.findOne(ServiceProvider, { id: r.provider.id }) : null;
        if (provider?.user) {
          queued.push(
            this.notifications.queue(
              { userId: provider.user.id, userType: 'worker', type: 'rating_received', title: 'New Rating', message: `You received ${input.rating} stars for request ${requestNumber(r.id)}.`, data: { requestId: r.id, jobId: r.id, rating: input.rating } },
              em,
            ),
          );
        }
        // Below the quality standard: admins review the job and its worker.
        const lowest = Math.min(input.rating, input.serviceRating ?? input.rating);
        if (lowest < QUALITY_REVIEW_BELOW_RATING) {
          queued.push(
            ...(await this.notifications.queueForAdmins(
              {
                type: 'quality_review_needed',
                title: 'Quality Review Needed',
                message: `Request ${requestNumber(r.id)} "${r.title}" was rated ${lowest} of 5${provider ? ` for ${provider.name}` : ''}, below the quality standard.`,
                data: { requestId: r.id, jobId: r.id, providerId, rating: lowest, workerRating: input.rating, serviceRating: input.serviceRating ?? input.rating, note: clean(input.comment) },
              },
              em,
            )),
          );
        }
        await enqueueAfterCommit(em, { notifications: queued, request: { requestId: r.id, kind: 'rated' } });
        return review;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict('You have already reviewed this service');
      throw err;
    }
    return review;
  }
}
