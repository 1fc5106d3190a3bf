import { liveSubscription } from '../../live-subscription';
import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { Connection, PageArgs } from '../../pagination';
import { Notification } from '../../../modules/notifications/notification.entity';
import { defaultPriority } from '../../../modules/notifications/notification-lifecycle';
import { PROVIDER_ACCOUNT_NOTICES } from '../../../modules/notifications/notification-types';
import { ServiceProvider } from '../../../modules/providers/service-provider.entity';
import { ViewerType } from '../../../modules/auth/auth.types';
import { reloadViewer } from '../../../modules/auth/viewer';
import { viewerTypeOf } from '../../../modules/auth/viewer-type';
import type { AppContext } from '../../context';
import { CurrentViewer } from '../../current-viewer';
import type { Viewer } from '../../../modules/auth/viewer';
import { Topic, type NotificationEvent } from '../../../events/pubsub';
import { withReplay } from '../../../events/live-pubsub';
import { toEvent } from '../../../modules/notifications/notification.service';
import { notFound } from '../../../shared/errors';

const NotificationConnection = Connection(Notification);

/** The viewer's own channel: a notification costs its user's subscriptions only. The filter stays as a second check. */
// The viewer's id, not their user entity: hydrating the user would make the subscription's context a fork it keeps while the socket is open.
const notificationStream = liveSubscription(Topic.NotificationAdded, { topicId: (context) => context.viewer?.userId ?? 0, filter: (payload, context) => payload.userId === context.viewer?.userId });

@Resolver(() => Notification)
export class NotificationResolver {
  @Authorized()
  @Query(() => NotificationConnection, { description: 'The viewer\'s notifications, newest first' })
  notifications(@Args() page: PageArgs, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext) {
    return services.notifications.listPage(viewer.user.id, page);
  }

  @Authorized()
  @Query(() => Int)
  unreadNotificationCount(@CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext): Promise<number> {
    return services.notifications.unreadCount(viewer.user.id);
  }

  @Authorized()
  @Mutation(() => Notification)
  async markNotificationRead(@Arg('id', () => ID) id: string, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext): Promise<Notification> {
    const n = await services.notifications.markRead(viewer.user.id, Number(id) || 0);
    if (!n) throw notFound('Notification');
    return n;
  }

  @Authorized()
  @Mutation(() => Int, { description: 'Mark every notification read; returns how many changed' })
  markAllNotificationsRead(@CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext): Promise<number> {
    return services.notifications.markAllRead(viewer.user.id);
  }

  @Authorized()
  @Mutation(() => Int, { description: 'Delete every notification of the viewer; returns how many' })
  clearNotifications(@CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext): Promise<number> {
    return services.notifications.clear(viewer.user.id);
  }

  @Authorized()
  @Subscription(() => Notification, {
    // With `after`: the viewer's notifications since then first, read once the live stream listens (nothing falls between).
    subscribe: ({ args, context }: { args: { after?: Date | null }; context: AppContext }) => {
      const live = notificationStream({ context });
      const userId = context.viewer?.userId;
      if (!args.after || !userId) return live;
      const after = args.after;
      return withReplay(live, async () => (await context.services.notifications.since(userId, after)).map(toEvent));
    },
    description: 'New notifications for the viewer, as they happen',
  })
  notificationAdded(
    @Root() event: NotificationEvent,
    @Arg('after', () => Date, {
      nullable: true,
      description:
        "Also hand out first the viewer's notifications created since then (at most a day back, 50 at most): a screen passes the time it read what it shows, so a notice that came between its query and its subscription is not missed",
    })
    _after?: Date | null,
  ): Notification {
    // An event from a process that predates priorities carries none: the type's default.
    return Object.assign(new Notification(), { ...event, priority: event.priority ?? defaultPriority(event.type), expiresAt: event.expiresAt ? new Date(event.expiresAt) : null, createdAt: new Date(event.createdAt) });
  }

  @FieldResolver(() => ServiceProvider, {
    nullable: true,
    description: "On a notice about the viewer's own worker account (approved, rejected, suspended, a check complete, a document required): the account as it stands now, so the screens update from the notice; null otherwise",
  })
  provider(@Root() notification: Notification, @Ctx() { services, viewer }: AppContext): Promise<ServiceProvider | null> | null {
    return viewer && PROVIDER_ACCOUNT_NOTICES.includes(notification.type) ? services.providers.mine(viewer) : null;
  }

  @FieldResolver(() => ViewerType, { nullable: true, description: 'On a notice about the viewer\'s own worker account: the viewer as the server now sees them (as Query.me answers, with the worker gate), so the session updates from the notice; null otherwise' })
  async viewer(@Root() notification: Notification, @Ctx() { em, viewer }: AppContext): Promise<ViewerType | null> {
    if (!viewer || !PROVIDER_ACCOUNT_NOTICES.includes(notification.type)) return null;
    const after = await reloadViewer(em, viewer);
    return after ? viewerTypeOf(em, after) : null;
  }
}
