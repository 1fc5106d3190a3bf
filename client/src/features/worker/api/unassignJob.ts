import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

// No refetch: requestChanged takes the job off the worker's lists.
export const UnassignJobDocument = graphql(`
  mutation UnassignJob($requestId: ID!) {
    unassignJob(requestId: $requestId) {
      id
      status
      displayStatus
    }
  }
`);

export function useUnassignJob() {
  const [mutate, result] = useMutation(UnassignJobDocument);
  const unassign = useCallback((requestId: string) => mutate({ variables: { requestId } }).then(() => undefined), [mutate]);
  return [unassign, result] as const;
}
