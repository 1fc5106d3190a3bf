import { useQuery } from '@apollo/client/react';
import { useLoadMore } from '../../../lib/pagination';
import { graphql } from '../../../gql';
import type { AdminPendingPaidRequestsQuery } from '../../../gql/graphql';

export const AdminPendingPaidRequestsDocument = graphql(`
  query AdminPendingPaidRequests($first: Int, $after: String) {
    adminPendingPaidRequests(first: $first, after: $after) {
      items {
      id title description priority displayStatus status clientName address { ...RequestAddress_address }
      preferredDate preferredTime specificTime estimatedCostCents createdAt notes appointmentFeePaid
      category { id name icon }
      series { id position total frequency }
      }
      pageInfo { hasNextPage endCursor }
    }
  }
`);

export type PendingRequest = AdminPendingPaidRequestsQuery['adminPendingPaidRequests']['items'][number];

export function usePendingPaidRequests() {
  const { data, loading, error, refetch, fetchMore } = useQuery(AdminPendingPaidRequestsDocument, { fetchPolicy: 'cache-and-network' });
  const more = useLoadMore(data?.adminPendingPaidRequests.pageInfo, fetchMore);
  return { requests: data?.adminPendingPaidRequests.items ?? [], loading: loading && !data, error, refetch, more };
}
