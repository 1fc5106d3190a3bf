import type { EntityManager } from '@mikro-orm/postgresql';
import { Notification } from './notification.entity';
import { Topic, type AppPubSub, type NotificationEvent } from '../../graphql/pubsub';
import { Role, User } from '../auth/user.entity';
import { findPage, type Page, type PageInput } from '../../graphql/pagination';

export interface NotifyInput {
  userId: number;
  userType: 'client' | 'worker' | 'admin';
  type: string;
  title: string;
  message: string;
  data?: Record<string, unknown> | null;
}

export function toEvent(n: Notification): NotificationEvent {
  return {
    id: n.id,
    userId: n.user.id,
    userType: n.userType,
    type: n.type,
    title: n.title,
    message: n.message,
    isRead: n.isRead,
    data: n.data,
    createdAt: n.createdAt.toISOString(),
  };
}

/** A notification written in `em`'s unit of work (published by the caller after commit). */
export function queueNotification(em: EntityManager, input: NotifyInput): Notification {
  return em.create(Notification, {
    user: input.userId,
    userType: input.userType,
    type: input.type,
    title: input.title,
    message: input.message,
    data: input.data ?? null,
  });
}

/**
 * The one server-side notification store. Callers create notifications inside their own
 * transaction with `queue`, and call `publish` after commit so nobody hears of a change
 * that was rolled back.
 */
export class NotificationService {
  constructor(private readonly em: EntityManager, private readonly pubsub: AppPubSub) {}

  queue(input: NotifyInput, em: EntityManager = this.em): Notification {
    return queueNotification(em, input);
  }

  /** Queue one notification for every admin. */
  async queueForAdmins(input: Omit<NotifyInput, 'userId' | 'userType'>, em: EntityManager = this.em): Promise<Notification[]> {
    const admins = await em.find(User, { role: Role.admin });
    return admins.map((a) => this.queue({ ...input, userId: a.id, userType: 'admin' }, em));
  }

  publish(notifications: Notification[]): void {
    for (const n of notifications) this.pubsub.publish(Topic.NotificationAdded, toEvent(n));
  }

  /** Create, commit and publish in one step, for callers without a transaction of their own. */
  async notify(input: NotifyInput): Promise<Notification> {
    const n = this.queue(input);
    await this.em.flush();
    this.publish([n]);
    return n;
  }

  list(userId: number, limit = 50, offset = 0): Promise<Notification[]> {
    return this.em.find(Notification, { user: userId }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: Math.min(Math.max(limit, 1), 200), offset });
  }

  /** One page of the user's notifications, newest first (keyset on created_at, id). */
  listPage(userId: number, page: PageInput): Promise<Page<Notification>> {
    return findPage(this.em, Notification, { user: userId }, { createdAt: 'desc', id: 'desc' }, page);
  }

  unreadCount(userId: number): Promise<number> {
    return this.em.count(Notification, { user: userId, isRead: false });
  }

  async markRead(userId: number, id: number): Promise<Notification | null> {
    const n = await this.em.findOne(Notification, { id, user: userId });
    if (!n) return null;
    n.isRead = true;
    await this.em.flush();
    return n;
  }

  markAllRead(userId: number): Promise<number> {
    return this.em.nativeUpdate(Notification, { user: userId, isRead: false }, { isRead: true });
  }

  clear(userId: number): Promise<number> {
    return this.em.nativeDelete(Notification, { user: userId });
  }
}
