import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';

export const ApprovePayoutDocument = graphql(`
  mutation ApprovePayout($requestId: ID!, $inspectionNotes: String) {
    approvePayout(requestId: $requestId, inspectionNotes: $inspectionNotes) {
      message
      request { id status displayStatus inspectionNotes }
      payout { id amountCents timing status }
    }
  }
`);

// No refetch: the result is normalized into the cache by id, and adminReviewChanged carries the
// rest (the row everywhere it is shown, the lists that hold it, the tiles, the billing figures).
export function useApprovePayout() {
  const [mutate, result] = useMutation(ApprovePayoutDocument);
  return [useCallback((requestId: string, inspectionNotes: string) => mutate({ variables: { requestId, inspectionNotes } }), [mutate]), result] as const;
}
