import { useQuery } from '@apollo/client/react';
import { useLoadMore } from '../../../lib/pagination';
import { graphql, useFragment as readFragment } from '../../../gql';

/** A row of Past Due Balances (normalized by its request: apollo.ts). */
export const PastDueRowFields = graphql(`
  fragment PastDueRow_record on PastDueRecordType {
    requestId title clientName clientEmail daysPastDue balanceDueCents invoiceNumber invoiceCreatedAt
  }
`);

export const AdminPastDueBalancesDocument = graphql(`
  query AdminPastDueBalances($first: Int, $after: String) {
    adminPastDueBalances(first: $first, after: $after) {
      items { ...PastDueRow_record }
      pageInfo { hasNextPage endCursor }
    }
  }
`);
export function usePastDue() {
  const { data, loading, error, fetchMore } = useQuery(AdminPastDueBalancesDocument, { fetchPolicy: 'cache-and-network' });
  const more = useLoadMore(data?.adminPastDueBalances.pageInfo, fetchMore);
  return { rows: readFragment(PastDueRowFields, data?.adminPastDueBalances.items ?? []), loading: loading && !data, error, more };
}
