import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const CheckoutQuoteDocument = graphql(`
  query CheckoutQuote($requestId: ID!) {
    checkoutQuote(requestId: $requestId) {
      requestId
      title
      dueFor
      amountCents
      appointmentFeePaid
      lines {
        ...ChargeLines_line
      }
    }
  }
`);

export function useCheckoutQuote(requestId: string | null) {
  const { data, loading, error } = useQuery(CheckoutQuoteDocument, { variables: { requestId: requestId ?? '' }, skip: !requestId, fetchPolicy: 'network-only' });
  return { quote: data?.checkoutQuote ?? null, loading: loading && !data, error };
}
