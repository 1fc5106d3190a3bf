import { useQuery } from '@apollo/client/react';
import { useLoadMore } from '../../../lib/pagination';
import { graphql } from '../../../gql';

export const WorkerPayoutsDocument = graphql(`
  query WorkerPayouts($first: Int, $after: String) {
    myPayouts(first: $first, after: $after) {
      items {
      id
      requestId
      amountCents
      tipCents
      serviceCostCents
      status
      timing
      createdAt
      approvedAt
      }
      pageInfo { hasNextPage endCursor }
    }
  }
`);

export function useWorkerPayouts(skip = false) {
  const { data, loading, error, fetchMore } = useQuery(WorkerPayoutsDocument, { skip, fetchPolicy: 'cache-and-network' });
  const more = useLoadMore(data?.myPayouts.pageInfo, fetchMore);
  return { payouts: data?.myPayouts.items ?? [], loading: loading && !data, error, more };
}
