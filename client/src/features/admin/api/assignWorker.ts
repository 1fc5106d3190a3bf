import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { placeAdminRowInCache } from './live';

export const AssignWorkerDocument = graphql(`
  mutation AssignWorker($requestId: ID!, $providerId: ID!) {
    assignWorker(requestId: $requestId, providerId: $providerId) {
      id status displayStatus providerId liveLists
      ...AdminLiveRow_request
    }
  }
`);

/** Assign a worker: the result updates the request by id; adminReviewChanged moves it from Pending (Paid) to Active Jobs. */
export function useAssignWorker() {
  // The answer places the row (it leaves Pending (Paid), joins Active Jobs) before the dialog closes.
  const [mutate, result] = useMutation(AssignWorkerDocument, {
    update: (cache, { data }) => {
      if (data) placeAdminRowInCache(cache, { lists: data.assignWorker.liveLists, request: data.assignWorker });
    },
  });
  const assign = useCallback((requestId: string, providerId: string) => mutate({ variables: { requestId, providerId } }), [mutate]);
  return [assign, result] as const;
}
