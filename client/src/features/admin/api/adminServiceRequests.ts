import type { RequestStatusFilter } from '../../../gql/graphql';
import { useQuery } from '@apollo/client/react';
import { useLoadMore } from '../../../lib/pagination';
import { graphql } from '../../../gql';

/**
 * All Services: each row as its row shows it (AdminServiceRow_request), and the time the live
 * placement orders it by. The live admin row (AdminLiveRow_request) selects the same.
 */
export const AdminServiceRequestsDocument = graphql(`
  query AdminServiceRequests($status: RequestStatusFilter, $first: Int, $after: String) {
    adminServiceRequests(status: $status, first: $first, after: $after) {
      items { id createdAt ...AdminServiceRow_request }
      pageInfo { hasNextPage endCursor }
    }
  }
`);

/** All Services (of one status, or every one), kept live by the admin request events. */
export function useAdminServiceRequests(status: RequestStatusFilter | null, first?: number) {
  const { data, loading, error, fetchMore } = useQuery(AdminServiceRequestsDocument, { variables: { status, first }, fetchPolicy: 'cache-and-network' });
  const more = useLoadMore(data?.adminServiceRequests.pageInfo, fetchMore);
  return { requests: data?.adminServiceRequests.items ?? [], loading: loading && !data, error, more };
}
