import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const AdminSimulateClientPaymentDocument = graphql(`
  mutation AdminSimulateClientPayment($requestId: ID!, $paymentAmountCents: SafeInt) {
    adminSimulateClientPayment(requestId: $requestId, paymentAmountCents: $paymentAmountCents) { message request { id status displayStatus awaitingPaymentDecision allowedActions invoicePaid balancePaid } }
  }
`);

// No refetch: the result is normalized into the cache by id, and adminReviewChanged carries the
// rest (the request, its lists, the tiles and billing figures); the payment, invoice and payout
// lists that no event carries are asked again by that live handler (./live.ts).
export function useSimulateClientPayment() {
  const [mutate, result] = useMutation(AdminSimulateClientPaymentDocument);
  const pay = useCallback((requestId: string) => mutate({ variables: { requestId } }), [mutate]);
  return [pay, result] as const;
}
