import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { useLoadMore } from '../../../lib/pagination';

/**
 * The worker's own jobs: the card's fields (JobCard_job), with the status the pages sort them
 * by and the time the live lists order them by. WorkerJobChanged and WorkerLiveResync select the
 * same, so a job placed live in these lists is complete.
 */
export const WorkerMyJobsDocument = graphql(`
  query WorkerMyJobs($scope: String!, $first: Int, $after: String) {
    myJobs(scope: $scope, first: $first, after: $after) {
      items {
        id
        status
        updatedAt
        ...JobCard_job
      }
      pageInfo { hasNextPage endCursor }
    }
  }
`);

/** The worker's own jobs (active, history or all), kept live. */
export function useMyJobs(scope: 'active' | 'history' | 'all') {
  // Kept live by useWorkerJobsLive (the shell): assignments, visits, completions and approvals arrive as requestChanged.
  const { data, loading, error, refetch, fetchMore } = useQuery(WorkerMyJobsDocument, { variables: { scope }, fetchPolicy: 'cache-and-network' });
  const more = useLoadMore(data?.myJobs.pageInfo, fetchMore);
  return { jobs: data?.myJobs.items ?? [], loading: loading && !data, error, refetch, more };
}

/** One of the worker's jobs as the pages list it: its id and status; the card reads the rest (JobCard). */
export type WorkerJob = ReturnType<typeof useMyJobs>['jobs'][number];
