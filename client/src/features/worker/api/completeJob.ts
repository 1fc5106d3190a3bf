import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

// No refetch: the answer is normalized by id; requestChanged carries the job's lists and the worker's figures.
export const CompleteJobDocument = graphql(`
  mutation CompleteJob($requestId: ID!) {
    completeJob(requestId: $requestId) {
      id
      status
      displayStatus
    }
  }
`);

export function useCompleteJob() {
  const [mutate, result] = useMutation(CompleteJobDocument);
  const complete = useCallback((requestId: string) => mutate({ variables: { requestId } }).then((r) => r.data!.completeJob), [mutate]);
  return [complete, result] as const;
}
