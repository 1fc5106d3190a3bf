import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const AdminRejectTransactionDocument = graphql(`
  mutation AdminRejectTransaction($paymentId: ID!, $reason: String) {
    adminRejectTransaction(paymentId: $paymentId, reason: $reason) { id adminApprovalStatus adminNotes }
  }
`);

// No refetch: the result is normalized into the cache by id, and adminReviewChanged carries the
// rest (the request, its lists, the tiles and billing figures); the payment, invoice and payout
// lists that no event carries are asked again by that live handler (./live.ts).
export function useRejectTransaction() {
  const [mutate, result] = useMutation(AdminRejectTransactionDocument);
  const reject = useCallback((paymentId: string, reason: string) => mutate({ variables: { paymentId, reason } }), [mutate]);
  return [reject, result] as const;
}
