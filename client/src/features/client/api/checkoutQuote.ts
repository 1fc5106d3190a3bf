import { useQuery } from '@apollo/client/react';
import { graphql, useFragment as readFragment } from '../../../gql';

/** What checkout shows: the checkoutQuote query and the answer of a tip (addTip) alike. */
export const CheckoutQuoteFields = graphql(`
  fragment CheckoutQuote_quote on CheckoutQuote {
    requestId
    title
    dueFor
    amountCents
    appointmentFeePaid
    serviceCostCents
    tipCents
    tipOpenUntil
    lines {
      ...ChargeLines_line
    }
  }
`);

export const CheckoutQuoteDocument = graphql(`
  query CheckoutQuote($requestId: ID!) {
    checkoutQuote(requestId: $requestId) {
      ...CheckoutQuote_quote
    }
  }
`);

export function useCheckoutQuote(requestId: string | null) {
  const { data, loading, error } = useQuery(CheckoutQuoteDocument, { variables: { requestId: requestId ?? '' }, skip: !requestId, fetchPolicy: 'network-only' });
  return { quote: data ? readFragment(CheckoutQuoteFields, data.checkoutQuote) : null, loading: loading && !data, error };
}
