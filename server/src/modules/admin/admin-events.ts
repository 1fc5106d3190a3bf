import { Topic, type AppPubSub } from '../../graphql/pubsub';
import type { Notification } from '../notifications/notification.entity';
import type { NotificationService } from '../notifications/notification.service';

/** What an admin transaction tells the world once it has committed. */
export interface AfterCommit {
  notifications: Notification[];
  review?: { requestId: number; kind: string };
  queue?: { requestId: number; kind: 'paid' | 'taken' | 'released' | 'changed' | 'removed'; categoryId: number };
}

export function publishAfterCommit(pubsub: AppPubSub, notifications: NotificationService, out: AfterCommit): void {
  notifications.publish(out.notifications);
  const at = new Date().toISOString();
  if (out.review) pubsub.publish(Topic.AdminReviewChanged, { ...out.review, at });
  if (out.queue) pubsub.publish(Topic.QueueChanged, { ...out.queue, at });
}
