/**
 * Module notifications: in-app notifications and the e-mails and texts planned from them.
 * Owns: notifications (priority, expiry, at most 50 per person and type), outbound_messages
 * (the e-mail and text outbox, sent by modules/messages).
 * Words: message-words.ts (channels, states, switches), message-kinds.ts (which notification
 * goes out as which message), notification-lifecycle.ts (priorities, expiry).
 * Entry points: NotificationService (queue / queueForAdmins in a transaction), queueNotification,
 * planMessages / planDirectMessages / planMessagesSql.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { Notification } from './notification.entity';
import type { NotificationEvent } from '../../events/pubsub';
import { Role, User } from '../users/user.entity';
import { findPage, type Page, type PageInput } from '../../shared/paging';
import { enqueueNotifications } from '../outbox/outbox';
import { planMessages } from './message-plan';
import type { NotificationPriority } from '../../domain/words';
import { defaultPriority, expiryOf, notificationNow } from './notification-lifecycle';
import type { NotificationType } from './notification-types';

export interface NotifyInput {
  userId: number;
  userType: 'client' | 'worker' | 'admin';
  type: NotificationType;
  title: string;
  message: string;
  data?: Record<string, unknown> | null;
  /** Else the type's default (notification-lifecycle.ts). */
  priority?: NotificationPriority;
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
    priority: n.priority,
    expiresAt: n.expiresAt?.toISOString() ?? null,
    createdAt: n.createdAt.toISOString(),
  };
}

/**
 * A notification written in `em`'s unit of work (published by the caller after commit), with
 * the e-mail and text message it sends out, if any (messages/message-kinds.ts decides).
 */
export function queueNotification(em: EntityManager, input: NotifyInput): Notification {
  const n = em.create(Notification, {
    user: input.userId,
    userType: input.userType,
    type: input.type,
    title: input.title,
    message: input.message,
    data: input.data ?? null,
    priority: input.priority ?? defaultPriority(input.type),
    expiresAt: expiryOf(input.type, notificationNow().getTime()),
  });
  planMessages(em, n);
  return n;
}

/**
 * Notices of `type` about one request (their data's requestId, and each further data field
 * given) that are no longer true: resolved now, in the caller's transaction. They expire (so
 * they are neither listed nor counted, as an expired reminder is) and are read.
 */
export async function resolveNotices(em: EntityManager, type: string, requestId: number, data: Record<string, string> = {}): Promise<number> {
  const now = notificationNow();
  const extra = Object.keys(data);
  const res = await em.execute<{ affectedRows?: number }>(
    `update notifications set expires_at = ?, is_read = true
      where type = ? and data->>'requestId' = ? ${extra.map(() => 'and data->>? = ?').join(' ')} and (expires_at is null or expires_at > ?)`,
    [now, type, String(requestId), ...extra.flatMap((k) => [k, data[k]]), now],
    'run',
  );
  return res.affectedRows ?? 0;
}

/**
 * The one server-side notification store. Callers create notifications inside their own
 * transaction with `queue` and hand them to the outbox in that transaction
 * (enqueueAfterCommit), which publishes them once it has committed, so nobody hears of a
 * change that was rolled back and a crash after the commit loses none.
 */
export class NotificationService {
  constructor(private readonly em: EntityManager) {}

  queue(input: NotifyInput, em: EntityManager = this.em): Notification {
    return queueNotification(em, input);
  }

  /** Queue one notification for every admin. */
  async queueForAdmins(input: Omit<NotifyInput, 'userId' | 'userType'>, em: EntityManager = this.em): Promise<Notification[]> {
    const admins = await em.find(User, { role: Role.admin });
    return admins.map((a) => this.queue({ ...input, userId: a.id, userType: 'admin' }, em));
  }

  /** Create and commit one notification, for callers without a transaction of their own; the outbox publishes it after commit. */
  async notify(input: NotifyInput): Promise<Notification> {
    const n = await this.em.transactional(async (tx) => {
      const created = this.queue(input, tx);
      await enqueueNotifications(tx, [created]);
      return created;
    });
    return n;
  }

  /** The user's notifications still true now: expired ones are neither listed nor counted. */
  private live(userId: number) {
    return { user: userId, $or: [{ expiresAt: null }, { expiresAt: { $gt: notificationNow() } }] };
  }

  list(userId: number, limit = 50, offset = 0): Promise<Notification[]> {
    return this.em.find(Notification, this.live(userId), { orderBy: { createdAt: 'desc', id: 'desc' }, limit: Math.min(Math.max(limit, 1), 200), offset });
  }

  /** The user's notifications created at or after `after` (at most a day back), oldest first, at most 50: a subscription's replay. */
  since(userId: number, after: Date): Promise<Notification[]> {
    const dayAgo = new Date(Date.now() - 24 * 3600_000);
    return this.em.find(Notification, { ...this.live(userId), createdAt: { $gte: after > dayAgo ? after : dayAgo } }, { orderBy: { createdAt: 'asc', id: 'asc' }, limit: 50 });
  }

  /** One page of the user's notifications, newest first (keyset on created_at, id). */
  listPage(userId: number, page: PageInput): Promise<Page<Notification>> {
    return findPage(this.em, Notification, this.live(userId), { createdAt: 'desc', id: 'desc' }, page);
  }

  unreadCount(userId: number): Promise<number> {
    return this.em.count(Notification, { ...this.live(userId), isRead: false });
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
