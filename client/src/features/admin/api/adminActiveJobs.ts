import { useQuery } from '@apollo/client/react';
import { useLoadMore } from '../../../lib/pagination';
import { graphql } from '../../../gql';

export const AdminActiveJobsDocument = graphql(`
  query AdminActiveJobs($first: Int, $after: String) {
    adminActiveJobs(first: $first, after: $after) {
      items {
      id title description priority displayStatus status clientName address { ...RequestAddress_address } estimatedCostCents actualCostCents
      notes createdAt scheduledAt
      category { id name icon }
      series { id position total frequency }
      provider { id name phone rating ratingCount }
      }
      pageInfo { hasNextPage endCursor }
    }
  }
`);

export function useActiveJobs() {
  const { data, loading, error, fetchMore } = useQuery(AdminActiveJobsDocument, { fetchPolicy: 'cache-and-network' });
  const more = useLoadMore(data?.adminActiveJobs.pageInfo, fetchMore);
  return { jobs: data?.adminActiveJobs.items ?? [], loading: loading && !data, error, more };
}
