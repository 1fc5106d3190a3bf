import { useQuery } from '@apollo/client/react';
import { useLoadMore } from '../../../lib/pagination';
import { graphql } from '../../../gql';

export const AdminWorkerApplicationsDocument = graphql(`
  query AdminWorkerApplications($first: Int, $after: String) {
    adminWorkerApplications(first: $first, after: $after) {
      items {
      categoryNames
      provider { id name email phone zipCode serviceRadius status backgroundCheckStatus backgroundCheckCompletedAt documentVerificationStatus documentRequest createdAt onboardingData }
      }
      pageInfo { hasNextPage endCursor }
    }
  }
`);

export function useWorkerApplications() {
  const { data, loading, error, fetchMore } = useQuery(AdminWorkerApplicationsDocument, { fetchPolicy: 'cache-and-network' });
  const more = useLoadMore(data?.adminWorkerApplications.pageInfo, fetchMore);
  return { applications: data?.adminWorkerApplications.items ?? [], loading: loading && !data, error, more };
}
