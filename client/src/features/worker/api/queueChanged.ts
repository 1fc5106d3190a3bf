import type { ApolloCache, Reference } from '@apollo/client';
import { useSubscription } from '@apollo/client/react';
import { graphql, useFragment as readFragment } from '../../../gql';
import type { QueueChangedSubscription } from '../../../gql/graphql';
import { QueueEntryFields } from './queueEntry';

/** Queue changes carry the job as this worker sees it (item) or the id of a job that left the queue (removedId). */
export const QueueChangedDocument = graphql(`
  subscription QueueChanged {
    queueChanged {
      requestId
      kind
      removedId
      queueDelta
      item {
        ...QueueEntry_item
      }
    }
  }
`);

/** A cached openJobs page as cache.modify sees it. */
interface CachedList {
  items: readonly Reference[];
  pageInfo?: { hasNextPage?: boolean };
}

/**
 * Applies queue changes to the cache, sending no query: a job that is open for this worker
 * is written as a QueueItem (normalized as the list's items are) and placed in every cached
 * openJobs page in the list's order (the server's rank, then newest); a job that left the queue
 * is taken out of the lists and evicted. After a reconnect, the worker's resync
 * (workerLiveResync.ts) applies the queue changes missed meanwhile through here too.
 */
export function applyQueueChange(cache: ApolloCache, change: Pick<QueueChangedSubscription['queueChanged'], 'queueDelta' | 'item' | 'removedId'>): void {
  if (change.queueDelta !== 0) {
    // The dashboard's Available Requests count moves with the worker's queue.
    cache.modify({
      fields: {
        workerDashboard(value) {
          const cards = value as unknown as { availableRequests?: number } | undefined;
          if (!cards || typeof cards.availableRequests !== 'number') return value;
          return { ...cards, availableRequests: Math.max(0, cards.availableRequests + change.queueDelta) } as unknown as typeof value;
        },
      },
    });
  }
  if (change.item) {
    const entry = readFragment(QueueEntryFields, change.item);
    const ref = cache.writeFragment({ fragment: QueueEntryFields, fragmentName: 'QueueEntry_item', data: entry });
    if (!ref) return;
    const { id, createdAt } = entry.request;
    const { rank } = entry;
    cache.modify({
      fields: {
        openJobs(value, { readField }) {
          const existing = value as unknown as CachedList | undefined;
          if (!existing || !Array.isArray(existing.items)) return value;
          const idOf = (item: Reference) => readField<string>('id', readField<Reference>('request', item));
          if (existing.items.some((item) => idOf(item) === id)) return value;
          const before = existing.items.findIndex((item) => {
            const request = readField<Reference>('request', item);
            const r = readField<number>('rank', item) ?? Number.MAX_SAFE_INTEGER;
            return r > rank || (r === rank && (readField<string>('createdAt', request) ?? '') <= createdAt);
          });
          // Past the last loaded item of a longer list: it belongs to a page not loaded yet.
          if (before === -1 && existing.pageInfo?.hasNextPage) return value;
          const items = [...existing.items];
          items.splice(before === -1 ? items.length : before, 0, ref);
          return { ...existing, items } as unknown as typeof value;
        },
      },
    });
  }
  if (change.removedId) {
    const id = change.removedId;
    cache.modify({
      fields: {
        openJobs(value, { readField }) {
          const existing = value as unknown as CachedList | undefined;
          if (!existing || !Array.isArray(existing.items)) return value;
          const items = existing.items.filter((item) => readField<string>('id', readField<Reference>('request', item)) !== id);
          return items.length === existing.items.length ? value : ({ ...existing, items } as unknown as typeof value);
        },
      },
    });
    cache.evict({ id: cache.identify({ __typename: 'QueueItem', request: { __typename: 'ServiceRequest', id } }) });
    cache.gc();
  }
}

/** Keeps the cached queue (Available Requests and the dashboard's count) live from the queueChanged subscription: no polling, no refetch. */
export function useQueueLive() {
  useSubscription(QueueChangedDocument, { onData: ({ client, data }) => data.data && applyQueueChange(client.cache, data.data.queueChanged) });
}
