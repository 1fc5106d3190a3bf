import { useQuery } from '@apollo/client/react';
import { useLoadMore } from '../../../lib/pagination';
import { graphql } from '../../../gql';

export const AdminQueuedRequestsDocument = graphql(`
  query AdminQueuedRequests($first: Int, $after: String) {
    adminQueuedRequests(first: $first, after: $after) {
      items {
      id title description priority displayStatus status clientName address { ...RequestAddress_address }
      preferredDate preferredTime specificTime estimatedCostCents notes createdAt
      category { id name icon }
      series { id position total frequency }
      }
      pageInfo { hasNextPage endCursor }
    }
  }
`);

export function useQueuedRequests() {
  const { data, loading, error, fetchMore } = useQuery(AdminQueuedRequestsDocument, { fetchPolicy: 'cache-and-network' });
  const more = useLoadMore(data?.adminQueuedRequests.pageInfo, fetchMore);
  return { requests: data?.adminQueuedRequests.items ?? [], loading: loading && !data, error, more };
}
