import { useQuery } from '@apollo/client/react';
import { useLoadMore } from '../../../lib/pagination';
import { graphql } from '../../../gql';

export const AdminAssignmentBoardDocument = graphql(`
  query AdminAssignmentBoard($first: Int, $after: String) {
    adminAssignmentBoard(first: $first, after: $after) {
      items {
      request {
        id title priority displayStatus clientName address { ...RequestAddress_address } preferredDate createdAt
        category { id name icon }
        series { id position total frequency }
      }
      workers {
        categoryName
        categoryNames
        distanceMiles
        provider { id name rating ratingCount serviceRadius zipCode }
      }
      }
      pageInfo { hasNextPage endCursor }
    }
  }
`);

export function useAssignmentBoard() {
  const { data, loading, error, fetchMore } = useQuery(AdminAssignmentBoardDocument, { fetchPolicy: 'cache-and-network' });
  const more = useLoadMore(data?.adminAssignmentBoard.pageInfo, fetchMore);
  return { board: data?.adminAssignmentBoard.items ?? [], loading: loading && !data, error, more };
}
