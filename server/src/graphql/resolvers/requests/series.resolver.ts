import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Resolver, Root } from 'type-graphql';
import { ServiceRequest } from '../../../modules/requests/service-request.entity';
import { Series } from '../../../modules/requests/series.entity';
import { SeriesInfo } from '../../../modules/requests/series.types';
import type { AppContext } from '../../context';
import { CurrentViewer } from '../../current-viewer';
import type { Viewer } from '../../../modules/auth/viewer';

const id = (value: string) => Number(value) || 0;

/** Recurring visits: a visit's series ("Visit 3 of 8"), and what its client and its worker change. */
@Resolver(() => ServiceRequest)
export class SeriesResolver {
  @FieldResolver(() => SeriesInfo, { nullable: true, description: 'The recurring series this visit belongs to (null: a one-time request)' })
  async series(@Root() r: ServiceRequest, @Ctx() { em }: AppContext): Promise<SeriesInfo | null> {
    const seriesId = r.series?.id ?? null;
    if (seriesId === null || r.seriesPosition === null || r.seriesPosition === undefined) return null;
    // The identity map answers the other visits of the same series without a statement.
    const s = await em.findOne(Series, { id: seriesId });
    return s ? { id: s.id, position: r.seriesPosition, total: s.total, frequency: s.frequency, status: s.status } : null;
  }

  @Authorized()
  @Mutation(() => ServiceRequest, { description: 'Skip one visit of your series: it is cancelled by the cancellation policy of a single request; REST POST /api/service-requests/{id}/skip' })
  skipVisit(@Arg('requestId', () => ID) requestId: string, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext): Promise<ServiceRequest> {
    return services.series.skipVisit(viewer, requestId);
  }

  @Authorized()
  @Mutation(() => ServiceRequest, { description: "Move one visit of your series: scheduledAt is 'YYYY-MM-DD HH:MM' (Central) or ISO 8601 with an offset; REST POST /api/service-requests/{id}/reschedule" })
  rescheduleVisit(@Arg('requestId', () => ID) requestId: string, @Arg('scheduledAt') scheduledAt: string, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext): Promise<ServiceRequest> {
    return services.series.rescheduleVisit(viewer, requestId, scheduledAt);
  }

  @Authorized()
  @Mutation(() => [ServiceRequest], { description: 'End your series: no further visits, and each visit still to come is cancelled by the policy of a single request (the visits cancelled); REST POST /api/service-requests/{id}/end-series' })
  endSeries(@Arg('requestId', () => ID, { description: 'Any visit of the series' }) requestId: string, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext): Promise<ServiceRequest[]> {
    return services.series.endSeriesOfVisit(viewer, requestId);
  }

  @Authorized('worker')
  @Mutation(() => ServiceRequest, { description: "The series' worker hands one visit back: it goes to the open queue, the rest of the series stays theirs; REST PUT /api/service-requests/{id}/release" })
  releaseVisit(@Arg('requestId', () => ID) requestId: string, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext): Promise<ServiceRequest> {
    return services.jobClaims.releaseVisit(viewer, id(requestId));
  }
}
