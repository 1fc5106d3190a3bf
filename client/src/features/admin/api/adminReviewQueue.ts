import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { useLoadMore } from '../../../lib/pagination';

/** The Admin Review Queue: each row as the queue's row shows it (ReviewQueueRow_request), and the time the live placement orders it by. */
export const AdminReviewQueueDocument = graphql(`
  query AdminReviewQueue($first: Int, $after: String) {
    adminReviewQueue(first: $first, after: $after) {
      items { id createdAt ...ReviewQueueRow_request }
      pageInfo { hasNextPage endCursor }
    }
  }
`);

/** The Admin Review Queue, kept live by the admin request events (no polling, no refetch). */
export function useReviewQueue() {
  const { data, loading, error, fetchMore } = useQuery(AdminReviewQueueDocument, { fetchPolicy: 'cache-and-network' });
  const more = useLoadMore(data?.adminReviewQueue.pageInfo, fetchMore);
  return { queue: data?.adminReviewQueue.items ?? [], loading: loading && !data, error, more };
}
