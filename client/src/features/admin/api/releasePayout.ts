import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const ReleasePayoutDocument = graphql(`
  mutation ReleasePayout($requestId: ID!, $adminNotes: String) {
    approvePayout(requestId: $requestId, adminNotes: $adminNotes) {
      message
      request { id adminApprovalStatus }
      payout { id amountCents timing status }
    }
  }
`);

// No refetch: each decision's result is normalized into the cache by id, and adminReviewChanged
// carries the rest (the request, its lists, the tiles and billing figures); the payment, invoice
// and payout lists that no event carries are asked again by that live handler (./live.ts).
export function useApprovePayment() {
  const [mutate, result] = useMutation(ReleasePayoutDocument);
  const approve = useCallback((requestId: string, adminNotes?: string) => mutate({ variables: { requestId, adminNotes: adminNotes ?? null } }), [mutate]);
  return [approve, result] as const;
}
