import { useQuery } from '@apollo/client/react';
import { useLoadMore } from '../../../lib/pagination';
import { graphql } from '../../../gql';

export const AdminClientsDocument = graphql(`
  query AdminClients($first: Int, $after: String) {
    adminClients(first: $first, after: $after) {
      items {
      requestCount
      totalPaidCents
      client { id name email phone address city state zipCode createdAt }
      }
      pageInfo { hasNextPage endCursor }
    }
  }
`);

/** `first`: the page size (the server allows up to 200). */
export function useAdminClients(first?: number) {
  const { data, loading, error, fetchMore } = useQuery(AdminClientsDocument, { variables: { first }, fetchPolicy: 'cache-and-network' });
  const more = useLoadMore(data?.adminClients.pageInfo, fetchMore);
  return { clients: data?.adminClients.items ?? [], loading: loading && !data, error, more };
}
