import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const AdminRejectPaymentDocument = graphql(`
  mutation AdminRejectPayment($requestId: ID!, $reason: String) {
    adminRejectPayment(requestId: $requestId, reason: $reason) { message request { id adminApprovalStatus } }
  }
`);

// No refetch: the result is normalized into the cache by id, and adminReviewChanged carries the
// rest (the request, its lists, the tiles and billing figures); the payment, invoice and payout
// lists that no event carries are asked again by that live handler (./live.ts).
export function useRejectPayment() {
  const [mutate, result] = useMutation(AdminRejectPaymentDocument);
  const reject = useCallback((requestId: string, reason: string) => mutate({ variables: { requestId, reason } }), [mutate]);
  return [reject, result] as const;
}
