import { useCallback } from 'react';
import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import { graphql } from '../../gql';
import { useLoadMore } from '../../lib/pagination';
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

/** The signed-in user's latest notifications; `skip` until the dialog opens. */
export function useNotifications(skip = false) {
  const { data, loading, error, fetchMore } = useQuery(NotificationsDocument, {
    skip,
    fetchPolicy: 'cache-and-network',
  });
  const more = useLoadMore(data?.notifications.pageInfo, fetchMore);
  return { notifications: data?.notifications.items ?? [], loading: loading && !data, error, more };
}

/** Subscribes to notificationAdded and folds each new one into the cached count and list; `onAdded` hears each new one. */
export function useNotificationFeed(onAdded?: (notification: { id: string; title: string }) => void): void {
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
