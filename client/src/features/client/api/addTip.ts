import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { CheckoutQuoteDocument } from './checkoutQuote';

// No refetch: the answer carries the payment, the request and checkout as it stands after the
// tip (checkoutQuote), which is written where the checkout query reads it.
export const AddTipDocument = graphql(`
  mutation AddTip($requestId: ID!, $tipCents: SafeInt!, $idempotencyKey: String!) {
    addTip(requestId: $requestId, tipCents: $tipCents, idempotencyKey: $idempotencyKey) {
      payment {
        id
        kind
        amountCents
        tipCents
      }
      request {
        id
        balancePaid
      }
      checkoutQuote {
        ...CheckoutQuote_quote
      }
    }
  }
`);

/** Adds a tip for the worker to a paid job (one per job, up to 7 days after it was paid). */
export function useAddTip() {
  const [mutate, result] = useMutation(AddTipDocument, {
    update(cache, { data }, { variables }) {
      if (data && variables) cache.writeQuery({ query: CheckoutQuoteDocument, variables: { requestId: variables.requestId }, data: { checkoutQuote: data.addTip.checkoutQuote } });
    },
  });
  const addTip = useCallback((requestId: string, tipCents: number, idempotencyKey: string) => mutate({ variables: { requestId, tipCents, idempotencyKey } }), [mutate]);
  return [addTip, result] as const;
}
