import { useCallback } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { apiErrorInfo } from '../../../lib/errors';
import { applyQueueChange } from './queueChanged';

// No refetch: the answer is normalized by id; requestChanged carries the job where it is shown
// and listed, and queueChanged takes it off the queue. A job that is no longer open (taken by
// another worker: CONFLICT, or gone: NOT_FOUND) leaves this worker's cached queue at once.
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
  const client = useApolloClient();
  const accept = useCallback(
    (requestId: string) =>
      mutate({ variables: { requestId } }).then(
        (r) => r.data!.acceptJob,
        (error: unknown) => {
          const { code } = apiErrorInfo(error);
          // The count on the dashboard moves with queueChanged, which follows a taken job.
          if (code === 'CONFLICT' || code === 'NOT_FOUND') applyQueueChange(client.cache, { queueDelta: 0, item: null, removedId: requestId });
          throw error;
        },
      ),
    [mutate, client],
  );
  return [accept, result] as const;
}
