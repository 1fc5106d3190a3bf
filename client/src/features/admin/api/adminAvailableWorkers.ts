import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const AdminAvailableWorkersDocument = graphql(`
  query AdminAvailableWorkers($requestId: ID) {
    adminAvailableWorkers(requestId: $requestId) {
      categoryName
      distanceMiles
      provider { id name rating ratingCount serviceRadius zipCode }
    }
  }
`);

export function useAvailableWorkers(requestId: string | null, skip = false) {
  const { data, loading, error } = useQuery(AdminAvailableWorkersDocument, { variables: { requestId }, skip, fetchPolicy: 'cache-and-network' });
  return { workers: data?.adminAvailableWorkers ?? [], loading: loading && !data, error };
}
