import { useCallback, useEffect, useState } from 'react';
import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import { graphql } from '../../gql';
import { useLoadMore } from '../../lib/pagination';
import { useLiveResync, type LiveResync } from '../../lib/live-resync';
import type { MarkNotificationReadMutation, NotificationsQuery } from '../../gql/graphql';

export const UnreadNotificationCountDocument = graphql(`
  query UnreadNotificationCount {
    unreadNotificationCount
  }
`);

export const NotificationsDocument = graphql(`
  query Notifications($first: Int, $after: String) {
    notifications(first: $first, after: $after) {
      items {
        id
        type
        title
        message
        isRead
        data
        priority
        expiresAt
        createdAt
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const NotificationAddedDocument = graphql(`
  subscription NotificationAdded {
    notificationAdded {
      id
      type
      title
      message
      isRead
      data
      priority
      expiresAt
      createdAt
    }
  }
`);

export const MarkNotificationReadDocument = graphql(`
  mutation MarkNotificationRead($id: ID!) {
    markNotificationRead(id: $id) {
      id
      isRead
    }
  }
`);

export const MarkAllNotificationsReadDocument = graphql(`
  mutation MarkAllNotificationsRead {
    markAllNotificationsRead
  }
`);

export const ClearNotificationsDocument = graphql(`
  mutation ClearNotifications {
    clearNotifications
  }
`);

export type NotificationItem = NotificationsQuery['notifications']['items'][number];

function adjustUnread(cache: ApolloCache, update: (count: number) => number): void {
  cache.updateQuery({ query: UnreadNotificationCountDocument }, (data) =>
    data ? { ...data, unreadNotificationCount: Math.max(0, update(data.unreadNotificationCount)) } : data,
  );
}

function updateList(cache: ApolloCache, update: (list: NotificationItem[]) => NotificationItem[]): void {
  cache.updateQuery({ query: NotificationsDocument }, (data) =>
    data ? { ...data, notifications: { ...data.notifications, items: update(data.notifications.items) } } : data,
  );
}

/** The bell's unread count (kept live by useNotificationFeed, no polling). */
export function useUnreadNotificationCount(): number {
  const { data } = useQuery(UnreadNotificationCountDocument, { fetchPolicy: 'cache-and-network' });
  return data?.unreadNotificationCount ?? 0;
}

/** The signed-in user's latest notifications, expired ones left out; `skip` until the dialog opens. */
export function useNotifications(skip = false) {
  const { data, loading, error, fetchMore } = useQuery(NotificationsDocument, {
    skip,
    fetchPolicy: 'cache-and-network',
  });
  const more = useLoadMore(data?.notifications.pageInfo, fetchMore);
  const now = Date.now();
  const notifications = (data?.notifications.items ?? []).filter((n) => !isExpired(n, now));
  return { notifications, loading: loading && !data, error, more };
}

/** Past its expiresAt (an appointment reminder after 24 h, a new-job alert after 48 h): no longer shown or counted. */
export function isExpired(n: Pick<NotificationItem, 'expiresAt'>, now: number): boolean {
  return n.expiresAt != null && Date.parse(n.expiresAt) <= now;
}

/** Urgent and high notifications stand out in the list (an icon and a label, not colour alone). */
export function isProminent(n: Pick<NotificationItem, 'priority'>): boolean {
  return n.priority === 'urgent' || n.priority === 'high';
}

/** The longest a timer may wait (setTimeout's limit is about 24.8 days). */
const MAX_TIMER_MS = 2_147_000_000;

/**
 * Drops notifications from the bell as they expire, without asking the server again: a timer
 * to the earliest expiresAt of the cached list removes the expired ones from it and takes the
 * unread ones off the badge, then waits for the next. The bell keeps the first page cached
 * (the dialog's query), so it knows what expires.
 */
export function useNotificationExpiry(): void {
  const { data, client } = useQuery(NotificationsDocument, { fetchPolicy: 'cache-first' });
  const items = data?.notifications.items;
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!items?.length) return undefined;
    const now = Date.now();
    const expired = items.filter((n) => isExpired(n, now));
    if (expired.length) {
      const gone = new Set(expired.map((n) => n.id));
      updateList(client.cache, (list) => list.filter((n) => !gone.has(n.id)));
      const unread = expired.filter((n) => !n.isRead).length;
      if (unread) adjustUnread(client.cache, (c) => c - unread);
      return undefined;
    }
    const next = Math.min(...items.map((n) => (n.expiresAt ? Date.parse(n.expiresAt) : Number.POSITIVE_INFINITY)));
    if (!Number.isFinite(next)) return undefined;
    const timer = setTimeout(() => setTick((t) => t + 1), Math.min(MAX_TIMER_MS, Math.max(0, next - now) + 50));
    return () => clearTimeout(timer);
  }, [items, client, tick]);
}

/**
 * After a lost connection, the bell's count and list are asked again (only they: notifications
 * missed meanwhile are not replayed by liveChangesSince). Not after the page's first connection,
 * whose queries were just answered.
 */
const resyncNotifications: LiveResync = async (client, _since, reconnect) => {
  if (reconnect) await client.refetchQueries({ include: [UnreadNotificationCountDocument, NotificationsDocument] });
  return true;
};

/** Subscribes to notificationAdded and folds each new one into the cached count and list; `onAdded` hears each new one. */
export function useNotificationFeed(onAdded?: (notification: { id: string; title: string; priority: string }) => void): void {
  useLiveResync(resyncNotifications);
  useSubscription(NotificationAddedDocument, {
    onData: ({ client, data }) => {
      const added = data.data?.notificationAdded;
      if (!added) return;
      onAdded?.(added);
      const known = client.cache
        .readQuery({ query: NotificationsDocument })
        ?.notifications.items.some((n) => n.id === added.id);
      if (!known && !added.isRead) adjustUnread(client.cache, (n) => n + 1);
      updateList(client.cache, (list) => [added, ...list.filter((n) => n.id !== added.id)]);
    },
  });
}

export function useMarkNotificationRead() {
  const [mutate, result] = useMutation(MarkNotificationReadDocument);
  const markRead = useCallback(
    (notification: Pick<NotificationItem, 'id' | 'isRead'>) => {
      if (notification.isRead) return Promise.resolve();
      return mutate({
        variables: { id: notification.id },
        optimisticResponse: {
          markNotificationRead: { __typename: 'Notification', id: notification.id, isRead: true },
        } as MarkNotificationReadMutation,
        update: (cache, { data }) => {
          if (data?.markNotificationRead.isRead) adjustUnread(cache, (n) => n - 1);
        },
      }).then(() => undefined);
    },
    [mutate],
  );
  return [markRead, result] as const;
}

export function useMarkAllNotificationsRead() {
  const [mutate, result] = useMutation(MarkAllNotificationsReadDocument, {
    update: (cache) => {
      updateList(cache, (list) => list.map((n) => ({ ...n, isRead: true })));
      adjustUnread(cache, () => 0);
    },
  });
  const markAll = useCallback(() => mutate().then(() => undefined), [mutate]);
  return [markAll, result] as const;
}

export function useClearNotifications() {
  const [mutate, result] = useMutation(ClearNotificationsDocument, {
    update: (cache) => {
      updateList(cache, () => []);
      adjustUnread(cache, () => 0);
    },
  });
  const clear = useCallback(() => mutate().then(() => undefined), [mutate]);
  return [clear, result] as const;
}

/**
 * Marks the cached notices that `match` picks read and takes them off the bell's count, as the
 * server just did (reading a conversation reads its message notices). True when the cache now
 * agrees with the server: the bell's list is cached and either held such a notice or is whole
 * (no older page where one could be). False otherwise: the caller then asks the count again.
 */
export function markCachedNoticesRead(cache: ApolloCache, match: (n: NotificationItem) => boolean): boolean {
  const page = cache.readQuery({ query: NotificationsDocument })?.notifications;
  if (!page) return false;
  const read = new Set(page.items.filter((n) => !n.isRead && match(n)).map((n) => n.id));
  if (read.size === 0) return !page.pageInfo.hasNextPage;
  updateList(cache, (list) => list.map((n) => (read.has(n.id) ? { ...n, isRead: true } : n)));
  adjustUnread(cache, (c) => c - read.size);
  return true;
}

/** '99+' above 99. */
export function formatBadgeCount(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/** Image URLs a notification carries in data.beforePhotos / data.afterPhotos. */
export function notificationPhotos(data: unknown): { before: string[]; after: string[] } {
  const record = data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  const urls = (value: unknown) =>
    Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v.length > 0) : [];
  return { before: urls(record.beforePhotos), after: urls(record.afterPhotos) };
}
