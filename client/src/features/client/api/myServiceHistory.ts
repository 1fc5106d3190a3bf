import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { useLoadMore } from '../../../lib/pagination';

/** The client's completed services, as Service History and My Reviews show them. */
export const MyServiceHistoryDocument = graphql(`
  query MyServiceHistory($first: Int, $after: String) {
    myServiceHistory(first: $first, after: $after) {
      items {
        id
        title
        description
        createdAt
        completedAt
        rating
        category {
          id
          name
          icon
        }
        provider {
          id
          name
        }
        billing {
          combinedTotalCents
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export function useMyServiceHistory() {
  const { data, loading, error, fetchMore } = useQuery(MyServiceHistoryDocument, { fetchPolicy: 'cache-and-network' });
  const more = useLoadMore(data?.myServiceHistory.pageInfo, fetchMore);
  return { history: data?.myServiceHistory.items ?? [], loading: loading && !data, error, more };
}
