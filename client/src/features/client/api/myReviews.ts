import { useQuery } from '@apollo/client/react';
import { useLoadMore } from '../../../lib/pagination';
import { graphql } from '../../../gql';

export const MyReviewsDocument = graphql(`
  query MyReviews($first: Int, $after: String) {
    myReviews(first: $first, after: $after) {
      items {
      id
      requestId
      workerRating
      serviceRating
      comment
      createdAt
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export function useMyReviews() {
  const { data, loading, fetchMore } = useQuery(MyReviewsDocument, { fetchPolicy: 'cache-and-network' });
  const more = useLoadMore(data?.myReviews.pageInfo, fetchMore);
  return { reviews: data?.myReviews.items ?? [], loading: loading && !data, more };
}
