import { useQuery } from '@apollo/client/react';
import { useLoadMore } from '../../../lib/pagination';
import { graphql } from '../../../gql';

export const MyBillingDocument = graphql(`
  query MyBilling($first: Int, $after: String) {
    myBilling(first: $first, after: $after) {
      items {
      requestId
      title
      categoryName
      providerName
      invoiceNumber
      status
      kind
      totalCents
      amountDueCents
      dueFor
      requestStatus
      date
      paymentMethod
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export function useMyBilling() {
  const { data, loading, error, fetchMore } = useQuery(MyBillingDocument, { fetchPolicy: 'cache-and-network' });
  const more = useLoadMore(data?.myBilling.pageInfo, fetchMore);
  return { entries: data?.myBilling.items ?? [], loading: loading && !data, error, more };
}
