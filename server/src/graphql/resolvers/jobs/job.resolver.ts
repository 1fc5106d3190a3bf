import { liveSubscription } from '../../live-subscription';
import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Info, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { GraphQLResolveInfo } from 'graphql';
import { Connection, PageArgs } from '../../pagination';
import { ServiceRequest } from '../../../modules/requests/service-request.entity';
import { Activity } from '../../../modules/requests/activity.entity';
import { Upload } from '../../../modules/uploads/upload.entity';
import { WorkerPayout } from '../../../modules/payouts/worker-payout.entity';
import type { AppContext } from '../../context';
import { CurrentViewer } from '../../current-viewer';
import type { Viewer } from '../../../modules/auth/viewer';
import { Topic, type QueueEvent } from '../../../events/pubsub';
import { fieldError } from '../../../shared/errors';
import { JobNoteInput, QueueChange, QueueItem, WorkerDashboard, WorkerEarnings, WorkerRatings } from '../../../modules/jobs/job.types';
import { hearsQueueEvent, queueChangeFor } from '../../../modules/jobs/queue-events';
import type { JobScope } from '../../../modules/jobs/worker-jobs.service';
import { queueProjection } from './queue-projection';

const id = (value: string) => Number(value) || 0;

const QueueItemConnection = Connection(QueueItem);
const ServiceRequestConnection = Connection(ServiceRequest);
const WorkerPayoutConnection = Connection(WorkerPayout);

/** The worker's job operations; every rule lives in the jobs module's services. */
@Resolver()
export class JobResolver {
  @Authorized('worker')
  @Query(() => QueueItemConnection, { description: 'Available Requests: paid pending requests in the worker\'s categories and radius; urgent first, then newest' })
  async openJobs(@Args() page: PageArgs, @CurrentViewer() viewer: Viewer, @Ctx() { em, services, loaders }: AppContext, @Info() info: GraphQLResolveInfo) {
    // Only the columns the selection reads (queue-projection.ts).
    const projection = queueProjection(em, info);
    const result = await services.openJobs.openJobs(viewer, page, projection);
    // The page carries its categories and clients: request { category client } needs no
    // statement. Whole rows also serve the rest of the operation through the loaders.
    for (const item of result.items) {
      if (!projection.category) loaders.categoryById.prime(item.category.id, item.category);
      if (!projection.client) loaders.clientById.prime(item.client.id, item.client);
    }
    return result;
  }

  @Authorized('worker')
  @Query(() => ServiceRequestConnection, { description: 'The worker\'s own jobs: scope active (scheduled, in progress), history or all; most recently changed first' })
  myJobs(@Arg('scope', () => String, { defaultValue: 'active' }) scope: string, @Args() page: PageArgs, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext) {
    if (!['active', 'history', 'all'].includes(scope)) throw fieldError('scope', 'Scope must be active, history or all');
    return services.workerJobs.myJobs(viewer, scope as JobScope, page);
  }

  @Authorized('worker')
  @Query(() => WorkerEarnings)
  workerEarnings(@CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext): Promise<WorkerEarnings> {
    return services.workerEarnings.earnings(viewer);
  }

  @Authorized('worker')
  @Query(() => WorkerPayoutConnection, { description: 'The worker\'s payouts, newest first' })
  myPayouts(@Args() page: PageArgs, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext) {
    return services.workerJobs.payouts(viewer, page);
  }

  @Authorized('worker')
  @Query(() => WorkerDashboard)
  workerDashboard(@CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext): Promise<WorkerDashboard> {
    return services.workerJobs.dashboard(viewer);
  }

  @Authorized('worker')
  @Query(() => WorkerRatings)
  workerRatings(@CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext): Promise<WorkerRatings> {
    return services.workerJobs.ratings(viewer);
  }

  @Authorized('worker')
  @Mutation(() => ServiceRequest, { description: 'Accept an open job: exactly one worker wins; it starts at once (in_progress)' })
  acceptJob(@Arg('requestId', () => ID) requestId: string, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext): Promise<ServiceRequest> {
    return services.jobClaims.accept(viewer, id(requestId));
  }

  @Authorized('worker')
  @Mutation(() => ServiceRequest, { description: 'Schedule a visit: scheduledAt is \'YYYY-MM-DD HH:MM\' (Central time) or ISO-8601 with offset' })
  scheduleJob(@Arg('requestId', () => ID) requestId: string, @Arg('scheduledAt') scheduledAt: string, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext): Promise<ServiceRequest> {
    return services.jobVisits.schedule(viewer, id(requestId), scheduledAt);
  }

  @Authorized('worker')
  @Mutation(() => ServiceRequest, { description: 'Schedule the next visit of a job under way' })
  scheduleNextVisit(@Arg('requestId', () => ID) requestId: string, @Arg('scheduledAt') scheduledAt: string, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext): Promise<ServiceRequest> {
    return services.jobVisits.scheduleNext(viewer, id(requestId), scheduledAt);
  }

  @Authorized('worker')
  @Mutation(() => ServiceRequest, {
    description:
      '"On my way": the assigned worker of a scheduled or in-progress job tells the client they are coming, with an arrival estimate (onMyWayAt, etaMinutes: the distance from the worker\'s ZIP code to the job\'s at 30 mph). Once every 10 minutes per job (TOO_MANY_REQUESTS before that).',
  })
  announceOnMyWay(@Arg('requestId', () => ID) requestId: string, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext): Promise<ServiceRequest> {
    return services.onMyWay.announce(viewer, id(requestId));
  }

  @Authorized('worker')
  @Mutation(() => Activity, { description: 'A progress note with photos (uploaded first through POST /api/uploads)' })
  addJobNote(@Arg('input') input: JobNoteInput, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext): Promise<Activity> {
    return services.jobVisits.addNote(viewer, { requestId: id(input.requestId), note: input.note, photoIds: (input.photoIds ?? []).map(id), photoKind: input.photoKind });
  }

  @Authorized('worker')
  @Mutation(() => ServiceRequest, { description: 'Mark complete: completed, or closed_pending_review for Project Workflow jobs' })
  completeJob(@Arg('requestId', () => ID) requestId: string, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext): Promise<ServiceRequest> {
    return services.jobCompletion.complete(viewer, id(requestId));
  }

  @Authorized('worker')
  @Mutation(() => ServiceRequest, { description: 'Complete as the $100 Special: worker earns $78.25 plus tips; goes to admin review' })
  completeHundredDollarSpecial(@Arg('requestId', () => ID) requestId: string, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext): Promise<ServiceRequest> {
    return services.jobCompletion.completeSpecial(viewer, id(requestId));
  }

  @Authorized('worker')
  @Mutation(() => ServiceRequest, { description: 'Give the job back: it returns to the open queue' })
  unassignJob(@Arg('requestId', () => ID) requestId: string, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext): Promise<ServiceRequest> {
    return services.jobClaims.unassign(viewer, id(requestId));
  }

  @Authorized('worker')
  @Subscription(() => QueueChange, {
    subscribe: liveSubscription(Topic.QueueChanged, { filter: (payload, context) => hearsQueueEvent(context.readModels ?? context.em, context.viewer?.providerProfile, payload) }),
    description: 'Open-queue changes for the signed-in approved worker: the job as the worker sees it in openJobs (item) when it is open in the worker\'s categories and radius, else the id of a job that left the queue (removedId)',
  })
  queueChanged(@Root() event: QueueEvent, @Ctx() ctx: AppContext): QueueChange {
    const view = queueChangeFor(ctx.readModels ?? ctx.em, ctx.viewer!.providerProfile!, event);
    if (view.item) {
      // The event carries the category and the client: request { category client } needs no statement.
      ctx.loaders.categoryById.clear(view.item.category.id).prime(view.item.category.id, view.item.category);
      ctx.loaders.clientById.clear(view.item.client.id).prime(view.item.client.id, view.item.client);
    }
    return view;
  }
}

/** The photos of a timeline entry (served at /api/uploads/{filename}). */
@Resolver(() => Activity)
export class ActivityPhotosResolver {
  @FieldResolver(() => [Upload])
  async photos(@Root() activity: Activity, @Ctx() { loaders }: AppContext): Promise<Upload[]> {
    if (!activity.photoIds?.length) return [];
    const ids = [...new Set(activity.photoIds.map(Number))].sort((a, b) => a - b);
    return (await loaders.uploadById.loadMany(ids)).filter((u): u is Upload => u instanceof Upload);
  }
}
