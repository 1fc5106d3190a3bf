import { liveSubscription } from '../../live-subscription';
import { Authorized, Ctx, Field, FieldResolver, ID, ObjectType, Resolver, Root, Subscription } from 'type-graphql';
import { Topic, requestChannel, type RequestEvent } from '../../../events/pubsub';
import type { AppContext } from '../../context';
import { ServiceRequest } from '../../../modules/requests/service-request.entity';
import { LiveList } from '../../../modules/requests/request-lists';
import { requestAsSeen } from '../requests/request-change';
import { AdminDashboardStats } from '../../../modules/admin/admin.types';
import { AdminRequestMoney, BillingStats } from '../../../modules/billing/billing.types';

@ObjectType({ description: 'A request changed, as admins see it: the row, the admin lists that hold it now, and the dashboard tiles after the change' })
export class AdminReviewChange {
  @Field(() => ID) requestId!: number;
  @Field({ description: 'What happened (as on requestChanged)' }) kind!: string;
  @Field(() => Date, { description: 'When it happened' }) at!: string;
  @Field(() => ServiceRequest, { nullable: true, description: 'The request as it is now; null when it no longer exists' }) request!: ServiceRequest | null;
  @Field(() => [LiveList], { description: 'The admin lists that hold the request now (ADMIN_REVIEW_QUEUE, ADMIN_SCHEDULE, ADMIN_PENDING_PAID, ADMIN_QUEUED, ADMIN_ACTIVE_JOBS); it leaves the others' }) lists!: LiveList[];
  @Field(() => AdminDashboardStats, { description: 'The dashboard tiles after the change' }) stats!: AdminDashboardStats;
  /** The event this change answers (not a field): the billing figures are counted once per event. */
  event?: RequestEvent;
}

/** The billing page's figures of one event, counted once however many admins ask for them on this process. */
const billingOfEvent = new WeakMap<RequestEvent, Promise<BillingStats>>();

/** The request's billing rows of one event, read once however many admins ask for them on this process. */
const moneyOfEvent = new WeakMap<RequestEvent, Promise<AdminRequestMoney>>();

/** What adminReviewChanged carries besides the row and the tiles, computed only when a subscription selects it. */
@Resolver(() => AdminReviewChange)
export class AdminReviewChangeFiguresResolver {
  @FieldResolver(() => AdminRequestMoney, { description: "The request's rows in the billing lists and its invoice after the change, for the billing page and the invoice dialog to apply without a query" })
  adminMoney(@Root() change: AdminReviewChange, @Ctx() ctx: AppContext): Promise<AdminRequestMoney> {
    if (!change.event) return ctx.services.billingOverview.requestMoney(ctx.viewer!, change.requestId);
    let money = moneyOfEvent.get(change.event);
    if (!money) moneyOfEvent.set(change.event, (money = ctx.services.billingOverview.requestMoney(ctx.viewer!, change.requestId)));
    return money;
  }

  @FieldResolver(() => BillingStats, { description: 'The billing page figures after the change (as adminBillingStats): revenue, pending and past-due balances' })
  billing(@Root() change: AdminReviewChange, @Ctx() ctx: AppContext): Promise<BillingStats> {
    if (!change.event) return ctx.services.billingOverview.stats(ctx.viewer!);
    let billing = billingOfEvent.get(change.event);
    if (!billing) billingOfEvent.set(change.event, (billing = ctx.services.billingOverview.stats(ctx.viewer!)));
    return billing;
  }
}

/** The tiles of one event, counted once however many admins are listening on this process. */
const statsOfEvent = new WeakMap<RequestEvent, Promise<AdminDashboardStats>>();

@Resolver()
export class AdminLiveResolver {
  @Authorized('admin')
  @Subscription(() => AdminReviewChange, {
    subscribe: liveSubscription(Topic.RequestChanged, { topicId: () => requestChannel.admins, filter: (_payload, context) => context.viewer?.sessionRole === 'admin' }),
    description: 'Any request changed (created, paid, assigned, completed, invoiced, approved, cancelled...): the row, the review queue and schedule membership, and the dashboard tiles, for the admin screens to apply without a query',
  })
  async adminReviewChanged(@Root() event: RequestEvent, @Ctx() ctx: AppContext): Promise<AdminReviewChange> {
    // The tiles are counted while the row is read (not after it): the event, tiles included,
    // leaves as soon as the slower of the two is ready, close behind the workers' queue event.
    let stats = statsOfEvent.get(event);
    if (!stats) statsOfEvent.set(event, (stats = ctx.services.adminDashboard.stats(ctx.viewer!)));
    const [seen, tiles] = await Promise.all([requestAsSeen(ctx, event), stats]);
    return { requestId: event.requestId, kind: event.kind, at: event.at, ...seen, stats: tiles, event };
  }
}
