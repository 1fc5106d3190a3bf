import { useQuery } from '@apollo/client/react';
import { useLoadMore } from '../../../lib/pagination';
import { graphql, useFragment as readFragment } from '../../../gql';

/** A row of Worker Payouts (normalized by its payout: apollo.ts). */
export const AdminPayoutRowFields = graphql(`
  fragment AdminPayoutRow_row on AdminPayoutRow {
    providerName requestTitle
    payout { id requestId amountCents serviceCostCents tipCents timing status createdAt }
  }
`);

export const AdminPayoutsDocument = graphql(`
  query AdminPayouts($first: Int, $after: String) {
    adminPayouts(first: $first, after: $after) {
      items { ...AdminPayoutRow_row }
      pageInfo { hasNextPage endCursor }
    }
  }
`);
export function usePayouts() {
  const { data, loading, error, fetchMore } = useQuery(AdminPayoutsDocument, { fetchPolicy: 'cache-and-network' });
  const more = useLoadMore(data?.adminPayouts.pageInfo, fetchMore);
  return { rows: readFragment(AdminPayoutRowFields, data?.adminPayouts.items ?? []), loading: loading && !data, error, more };
}
