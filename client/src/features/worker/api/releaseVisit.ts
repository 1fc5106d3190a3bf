import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

// No refetch: the answer's status takes the visit off the worker's active jobs, and requestChanged
// puts it in the open queue for every worker.
export const ReleaseVisitDocument = graphql(`
  mutation ReleaseVisit($requestId: ID!) {
    releaseVisit(requestId: $requestId) {
      id
      status
      displayStatus
    }
  }
`);

/** The series' worker hands one visit back to the queue; the rest of the series stays theirs. */
export function useReleaseVisit() {
  const [mutate, result] = useMutation(ReleaseVisitDocument);
  const release = useCallback((requestId: string) => mutate({ variables: { requestId } }).then(() => undefined), [mutate]);
  return [release, result] as const;
}
