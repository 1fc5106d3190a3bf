import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

// No refetch: the answer is normalized by id; requestChanged carries the job where it is shown
// and listed, and queueChanged takes it off the queue.
export const AcceptJobDocument = graphql(`
  mutation AcceptJob($requestId: ID!) {
    acceptJob(requestId: $requestId) {
      id
      status
      displayStatus
      providerId
    }
  }
`);

export function useAcceptJob() {
  const [mutate, result] = useMutation(AcceptJobDocument);
  const accept = useCallback((requestId: string) => mutate({ variables: { requestId } }).then((r) => r.data!.acceptJob), [mutate]);
  return [accept, result] as const;
}
