import { useQuery } from '@apollo/client/react';
import { useLoadMore } from '../../../lib/pagination';
import { graphql } from '../../../gql';

export const AdminPayoutsDocument = graphql(`
  query AdminPayouts($first: Int, $after: String) {
    adminPayouts(first: $first, after: $after) {
      items {
      providerName requestTitle
      payout { id requestId amountCents serviceCostCents tipCents timing status createdAt }
      }
      pageInfo { hasNextPage endCursor }
    }
  }
`);
export function usePayouts() {
  const { data, loading, error, fetchMore } = useQuery(AdminPayoutsDocument, { fetchPolicy: 'cache-and-network' });
  const more = useLoadMore(data?.adminPayouts.pageInfo, fetchMore);
  return { rows: data?.adminPayouts.items ?? [], loading: loading && !data, error, more };
}
