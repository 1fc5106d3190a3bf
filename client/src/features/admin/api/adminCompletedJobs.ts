import { useQuery } from '@apollo/client/react';
import { useLoadMore } from '../../../lib/pagination';
import { graphql } from '../../../gql';

export const AdminCompletedJobsDocument = graphql(`
  query AdminCompletedJobs($sort: String!, $first: Int, $after: String) {
    adminCompletedJobs(sort: $sort) {
      count
      totalCents
      ratedCount
      averageRating
      jobs(first: $first, after: $after) {
        items {
        amountCents
        durationLabel
        request {
          id title displayStatus status clientName address { ...RequestAddress_address } createdAt completedAt rating
          category { id name icon }
          series { id position total frequency }
          provider { id name rating ratingCount }
        }
        }
        pageInfo { hasNextPage endCursor }
      }
    }
  }
`);

/** Completed Jobs in one sort: count, total and ratings over every finished job; the jobs a page at a time. */
export function useCompletedJobs(sort: string) {
  const { data, loading, error, previousData, fetchMore } = useQuery(AdminCompletedJobsDocument, { variables: { sort }, fetchPolicy: 'cache-and-network' });
  const result = data?.adminCompletedJobs ?? previousData?.adminCompletedJobs;
  const more = useLoadMore(data?.adminCompletedJobs.jobs.pageInfo, fetchMore);
  return { result, jobs: result?.jobs.items ?? [], loading: loading && !result, error, more };
}
