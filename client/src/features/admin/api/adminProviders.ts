import { useQuery } from '@apollo/client/react';
import { useLoadMore } from '../../../lib/pagination';
import { graphql } from '../../../gql';

export const AdminProvidersDocument = graphql(`
  query AdminProviders($first: Int, $after: String) {
    adminProviders(first: $first, after: $after) {
      items {
      categoryName
      categoryNames
      activeJobs
      earningsCents
      provider { id name email phone status zipCode serviceRadius rating ratingCount completedJobs hourlyRateCents }
      }
      pageInfo { hasNextPage endCursor }
    }
  }
`);

export function useAdminProviders(first?: number) {
  const { data, loading, error, fetchMore } = useQuery(AdminProvidersDocument, { variables: { first }, fetchPolicy: 'cache-and-network' });
  const more = useLoadMore(data?.adminProviders.pageInfo, fetchMore);
  return { providers: data?.adminProviders.items ?? [], loading: loading && !data, error, more };
}
