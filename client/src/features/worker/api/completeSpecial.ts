import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

// No refetch: the answer is normalized by id; requestChanged carries the job's lists and the worker's figures.
export const CompleteHundredDollarSpecialDocument = graphql(`
  mutation CompleteHundredDollarSpecial($requestId: ID!) {
    completeHundredDollarSpecial(requestId: $requestId) {
      id
      status
      displayStatus
      hundredDollarSpecial
      adminApprovalStatus
    }
  }
`);

export function useCompleteSpecial() {
  const [mutate, result] = useMutation(CompleteHundredDollarSpecialDocument);
  const complete = useCallback((requestId: string) => mutate({ variables: { requestId } }).then((r) => r.data!.completeHundredDollarSpecial), [mutate]);
  return [complete, result] as const;
}
