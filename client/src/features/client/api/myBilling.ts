import { useQuery } from '@apollo/client/react';
import { useLoadMore } from '../../../lib/pagination';
import { graphql, useFragment as readFragment } from '../../../gql';
import type { MyBilling_EntryFragment } from '../../../gql/graphql';

/**
 * One row of the billing history, one per request (the cache keys it by requestId): a payment's
 * and a cancel's answers select it on their request, so the cached history moves with them.
 */
export const MyBillingEntryFields = graphql(`
  fragment MyBilling_entry on BillingEntry {
    requestId
    title
    categoryName
    providerName
    invoiceNumber
    status
    kind
    totalCents
    tipCents
    amountDueCents
    paidCents
    dueFor
    requestStatus
    date
    paymentMethod
  }
`);

export type BillingRow = MyBilling_EntryFragment;

export const MyBillingDocument = graphql(`
  query MyBilling($first: Int, $after: String) {
    myBilling(first: $first, after: $after) {
      items {
        ...MyBilling_entry
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
  return { entries: (data?.myBilling.items ?? []).map((item) => readFragment(MyBillingEntryFields, item)), loading: loading && !data, error, more };
}
