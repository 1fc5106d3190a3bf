import { Arg, Authorized, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../context';
import { CurrentViewer } from '../../current-viewer';
import type { Viewer } from '../../../modules/auth/viewer';
import { AdminDashboardStats } from '../../../modules/admin/admin.types';
import { AdminRequestMoney, BillingStats } from '../../../modules/billing/billing.types';
import { WorkerDashboard, WorkerEarnings } from '../../../modules/jobs/job.types';
import { RequestChange } from './request-change';
import { LiveResync, liveChangesSince } from './live-resync';

const isAdmin = (ctx: AppContext) => ctx.viewer?.sessionRole === 'admin';
const isWorker = (ctx: AppContext) => ctx.viewer?.sessionRole === 'worker';

/**
 * The reconnect resync: what the viewer's live subscriptions delivered while the socket was
 * down, with the figures after it (the admin's tiles and billing, the worker's dashboard and
 * earnings), so a client applies it and asks nothing else.
 */
@Resolver(() => LiveResync)
export class LiveResyncResolver {
  @Authorized()
  @Query(() => LiveResync, {
    description:
      "After a live connection was interrupted: what the viewer's subscriptions (requestChanged or adminReviewChanged, queueChanged) delivered since `since` (the time the server gave when the socket connected, or the last resync's until), read as it is now, with the figures after it. The client applies it as it applies those events and sends no other query",
  })
  liveChangesSince(
    @Arg('since', () => Date, { description: 'The server time from which to resync (connection_ack payload liveAt, or a previous until); at most a day back is read' }) since: Date,
    @Arg('handedOver', () => Boolean, {
      defaultValue: false,
      description:
        'True when `since` is a moment the server gave the socket: in closing it for a restart (close code 1012, reason "Service restarting; heard until <time>"), or as the checkpoint of its last keep-alive ping (graphql-ws `ping` with payload `{ heardUntil }`). Every event published before it was written to the socket, so a few seconds before it are read again instead of a minute',
    })
    handedOver: boolean,
    @CurrentViewer() viewer: Viewer,
    @Ctx() { em }: AppContext,
  ): Promise<LiveResync> {
    const dayAgo = Date.now() - 24 * 3600_000;
    return liveChangesSince(em, viewer, new Date(Math.max(since.getTime(), dayAgo)), handedOver);
  }

  @FieldResolver(() => AdminDashboardStats, { nullable: true, description: 'For an admin: the dashboard tiles now (as adminReviewChanged.stats); null for anyone else' })
  adminStats(@Ctx() ctx: AppContext): Promise<AdminDashboardStats> | null {
    return isAdmin(ctx) ? ctx.services.adminDashboard.stats(ctx.viewer!) : null;
  }

  @FieldResolver(() => BillingStats, { nullable: true, description: 'For an admin: the billing page figures now (as adminReviewChanged.billing); null for anyone else' })
  billing(@Ctx() ctx: AppContext): Promise<BillingStats> | null {
    return isAdmin(ctx) ? ctx.services.billingOverview.stats(ctx.viewer!) : null;
  }

  // A worker's figures are read again only when the answer carries what moves them: a reconnecting
  // worker whose own jobs did not change skips the earnings' three statements, and the dashboard's
  // three as well when their queue did not change either.
  @FieldResolver(() => WorkerEarnings, {
    nullable: true,
    description: "For an approved worker: the earnings figures now (as workerEarnings), when one of the worker's jobs changed; null when none did (the figures the client holds are still right), when the answer is incomplete, and for anyone else",
  })
  workerEarnings(@Root() resync: LiveResync, @Ctx() ctx: AppContext): Promise<WorkerEarnings> | null {
    return isWorker(ctx) && resync.complete && resync.requests.length > 0 ? ctx.services.workerEarnings.earnings(ctx.viewer!) : null;
  }

  @FieldResolver(() => WorkerDashboard, {
    nullable: true,
    description: "For an approved worker: the dashboard cards now (as workerDashboard), when one of the worker's jobs or their open queue changed; null when neither did, when the answer is incomplete, and for anyone else",
  })
  workerDashboard(@Root() resync: LiveResync, @Ctx() ctx: AppContext): Promise<WorkerDashboard> | null {
    return isWorker(ctx) && resync.complete && resync.requests.length + resync.queue.length > 0 ? ctx.services.workerJobs.dashboard(ctx.viewer!) : null;
  }
}

/**
 * The worker's figures that follow from a change of one of their jobs, carried by the
 * requestChanged event (recomputed for the receiving worker, only when the subscription asks).
 */
@Resolver(() => RequestChange)
export class RequestChangeFiguresResolver {
  @FieldResolver(() => WorkerDashboard, { nullable: true, description: "For an approved worker: the dashboard cards after the change (as workerDashboard); null for a client or admin" })
  workerDashboard(@Root() _change: RequestChange, @Ctx() ctx: AppContext): Promise<WorkerDashboard> | null {
    return isWorker(ctx) ? ctx.services.workerJobs.dashboard(ctx.viewer!) : null;
  }

  @FieldResolver(() => WorkerEarnings, { nullable: true, description: 'For an approved worker: the earnings figures after the change (as workerEarnings); null for a client or admin' })
  workerEarnings(@Root() _change: RequestChange, @Ctx() ctx: AppContext): Promise<WorkerEarnings> | null {
    return isWorker(ctx) ? ctx.services.workerEarnings.earnings(ctx.viewer!) : null;
  }

  @FieldResolver(() => AdminRequestMoney, { nullable: true, description: "For an admin: the request's rows in the billing lists and its invoice now (as adminReviewChanged.adminMoney); null for anyone else" })
  adminMoney(@Root() change: RequestChange, @Ctx() ctx: AppContext): Promise<AdminRequestMoney> | null {
    return isAdmin(ctx) ? ctx.services.billingOverview.requestMoney(ctx.viewer!, Number(change.requestId)) : null;
  }
}
