import { useCallback, useState } from 'react';
import type { FieldPolicy, Reference } from '@apollo/client';

/** The connection shape every paginated list of the API returns. */
export interface PageInfoShape {
  hasNextPage: boolean;
  endCursor?: string | null;
}

interface ConnectionShape {
  items: readonly unknown[];
  pageInfo: PageInfoShape;
  [key: string]: unknown;
}

const refKey = (item: unknown) => (item && typeof item === 'object' && '__ref' in item ? (item as Reference).__ref : null);

/**
 * Cache policy for a `someList(first, after)` connection field: pages fetched with `after`
 * are appended to the cached list (an item seen twice is kept once); a request without
 * `after` (the first page, a refetch) starts the list again. `filters` are the arguments that
 * make a different list (e.g. ['status']).
 */
export function connectionField(filters: string[] = []): FieldPolicy<ConnectionShape> {
  return {
    // The page size is part of the key: two views of one list with different page sizes do not overwrite each other.
    keyArgs: ['first', ...filters],
    merge(existing, incoming, { args }) {
      if (!existing || !args?.after) return incoming;
      const seen = new Set(existing.items.map(refKey).filter(Boolean));
      const fresh = incoming.items.filter((item) => {
        const key = refKey(item);
        return !key || !seen.has(key);
      });
      return { ...incoming, items: [...existing.items, ...fresh] };
    },
  };
}

/** Apollo's `fetchMore` as the pages need it: loads the page after `pageInfo` and reports progress. */
export function useLoadMore(
  pageInfo: PageInfoShape | undefined,
  fetchMore: (options: { variables: { after: string } }) => Promise<unknown>,
) {
  const [loadingMore, setLoadingMore] = useState(false);
  const endCursor = pageInfo?.endCursor ?? null;
  const loadMore = useCallback(async () => {
    if (!endCursor) return;
    setLoadingMore(true);
    try {
      await fetchMore({ variables: { after: endCursor } });
    } finally {
      setLoadingMore(false);
    }
  }, [endCursor, fetchMore]);
  return { hasMore: !!pageInfo?.hasNextPage && !!endCursor, loadMore, loadingMore };
}

export type LoadMoreState = ReturnType<typeof useLoadMore>;

/** One 'Load more' for lists shown together: it loads the next page of each list that has one. */
export function combineLoadMore(...states: LoadMoreState[]): LoadMoreState {
  return {
    hasMore: states.some((s) => s.hasMore),
    loadingMore: states.some((s) => s.loadingMore),
    loadMore: async () => {
      await Promise.all(states.filter((s) => s.hasMore).map((s) => s.loadMore()));
    },
  };
}
