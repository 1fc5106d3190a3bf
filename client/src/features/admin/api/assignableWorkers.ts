import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** Every approved worker for one request, with the assignment rule's verdict, distance and load (the Assign Worker dialog). */
export const AssignableWorkersDocument = graphql(`
  query AssignableWorkers($requestId: ID!) {
    assignableWorkers(requestId: $requestId) {
      eligible
      reason
      distanceMiles
      activeJobs
      categoryName
      categoryNames
      provider { id name }
    }
  }
`);

/** The Assign Worker dialog's list: asked afresh each time it opens (availability and load change). */
export function useAssignableWorkers(requestId: string | null) {
  const { data, loading, error } = useQuery(AssignableWorkersDocument, { variables: { requestId: requestId ?? '' }, skip: !requestId, fetchPolicy: 'network-only' });
  return { workers: data?.assignableWorkers ?? [], loading: loading && !data, error };
}
