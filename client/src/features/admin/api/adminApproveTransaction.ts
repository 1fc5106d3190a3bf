import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const AdminApproveTransactionDocument = graphql(`
  mutation AdminApproveTransaction($paymentId: ID!, $adminNotes: String) {
    adminApproveTransaction(paymentId: $paymentId, adminNotes: $adminNotes) { id adminApprovalStatus }
  }
`);

// No refetch: the result is normalized into the cache by id, and adminReviewChanged carries the
// rest (the request, its lists, the tiles and billing figures); the payment, invoice and payout
// lists that no event carries are asked again by that live handler (./live.ts).
export function useApproveTransaction() {
  const [mutate, result] = useMutation(AdminApproveTransactionDocument);
  const approve = useCallback((paymentId: string) => mutate({ variables: { paymentId } }), [mutate]);
  return [approve, result] as const;
}
