import { useQuery } from '@apollo/client/react';
import { useLoadMore } from '../../../lib/pagination';
import { graphql } from '../../../gql';

export const AdminPastDueBalancesDocument = graphql(`
  query AdminPastDueBalances($first: Int, $after: String) {
    adminPastDueBalances(first: $first, after: $after) {
      items { requestId title clientName clientEmail daysPastDue balanceDueCents invoiceNumber invoiceCreatedAt }
      pageInfo { hasNextPage endCursor }
    }
  }
`);
export function usePastDue() {
  const { data, loading, error, fetchMore } = useQuery(AdminPastDueBalancesDocument, { fetchPolicy: 'cache-and-network' });
  const more = useLoadMore(data?.adminPastDueBalances.pageInfo, fetchMore);
  return { rows: data?.adminPastDueBalances.items ?? [], loading: loading && !data, error, more };
}
