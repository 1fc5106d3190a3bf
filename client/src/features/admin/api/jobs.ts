import { useCallback } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useLoadMore } from '../../../lib/pagination';
import { graphql } from '../../../gql';
import type { AdminPendingPaidRequestsQuery } from '../../../gql/graphql';
import { placeAdminRowInCache } from './live';

export const AdminPendingPaidRequestsDocument = graphql(`
  query AdminPendingPaidRequests($first: Int, $after: String) {
    adminPendingPaidRequests(first: $first, after: $after) {
      items {
      id title description priority displayStatus status clientName serviceCity serviceState serviceZipCode serviceAddress
      preferredDate preferredTime specificTime estimatedCostCents createdAt notes appointmentFeePaid
      category { id name icon }
      }
      pageInfo { hasNextPage endCursor }
    }
  }
`);

export const AdminActiveJobsDocument = graphql(`
  query AdminActiveJobs($first: Int, $after: String) {
    adminActiveJobs(first: $first, after: $after) {
      items {
      id title description priority displayStatus status clientName serviceCity serviceState estimatedCostCents actualCostCents
      notes createdAt scheduledAt
      category { id name icon }
      provider { id name phone rating ratingCount }
      }
      pageInfo { hasNextPage endCursor }
    }
  }
`);

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
          id title displayStatus status clientName serviceCity serviceState createdAt completedAt rating
          category { id name icon }
          provider { id name rating ratingCount }
        }
        }
        pageInfo { hasNextPage endCursor }
      }
    }
  }
`);

export const AdminQueuedRequestsDocument = graphql(`
  query AdminQueuedRequests($first: Int, $after: String) {
    adminQueuedRequests(first: $first, after: $after) {
      items {
      id title description priority displayStatus status clientName serviceAddress serviceCity serviceState serviceZipCode
      preferredDate preferredTime specificTime estimatedCostCents notes createdAt
      category { id name icon }
      }
      pageInfo { hasNextPage endCursor }
    }
  }
`);

export const AdminAvailableWorkersDocument = graphql(`
  query AdminAvailableWorkers($requestId: ID) {
    adminAvailableWorkers(requestId: $requestId) {
      categoryName
      distanceMiles
      provider { id name rating ratingCount serviceRadius zipCode }
    }
  }
`);

/** Every approved worker for one request, with the assignment rule's verdict, distance and load (the Assign Worker dialog). */
export const AssignableWorkersDocument = graphql(`
  query AssignableWorkers($requestId: ID!) {
    assignableWorkers(requestId: $requestId) {
      eligible
      reason
      distanceMiles
      activeJobs
      categoryName
      categoryNames
      provider { id name }
    }
  }
`);

export const AdminAssignmentBoardDocument = graphql(`
  query AdminAssignmentBoard($first: Int, $after: String) {
    adminAssignmentBoard(first: $first, after: $after) {
      items {
      request {
        id title priority displayStatus clientName serviceCity serviceState serviceZipCode preferredDate createdAt
        category { id name icon }
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

export const AssignWorkerDocument = graphql(`
  mutation AssignWorker($requestId: ID!, $providerId: ID!) {
    assignWorker(requestId: $requestId, providerId: $providerId) {
      id status displayStatus providerId liveLists
      ...AdminLiveRow_request
    }
  }
`);

export type PendingRequest = AdminPendingPaidRequestsQuery['adminPendingPaidRequests']['items'][number];

export function usePendingPaidRequests() {
  const { data, loading, error, refetch, fetchMore } = useQuery(AdminPendingPaidRequestsDocument, { fetchPolicy: 'cache-and-network' });
  const more = useLoadMore(data?.adminPendingPaidRequests.pageInfo, fetchMore);
  return { requests: data?.adminPendingPaidRequests.items ?? [], loading: loading && !data, error, refetch, more };
}

export function useActiveJobs() {
  const { data, loading, error, fetchMore } = useQuery(AdminActiveJobsDocument, { fetchPolicy: 'cache-and-network' });
  const more = useLoadMore(data?.adminActiveJobs.pageInfo, fetchMore);
  return { jobs: data?.adminActiveJobs.items ?? [], loading: loading && !data, error, more };
}

/** Completed Jobs in one sort: count, total and ratings over every finished job; the jobs a page at a time. */
export function useCompletedJobs(sort: string) {
  const { data, loading, error, previousData, fetchMore } = useQuery(AdminCompletedJobsDocument, { variables: { sort }, fetchPolicy: 'cache-and-network' });
  const result = data?.adminCompletedJobs ?? previousData?.adminCompletedJobs;
  const more = useLoadMore(data?.adminCompletedJobs.jobs.pageInfo, fetchMore);
  return { result, jobs: result?.jobs.items ?? [], loading: loading && !result, error, more };
}

export function useQueuedRequests() {
  const { data, loading, error, fetchMore } = useQuery(AdminQueuedRequestsDocument, { fetchPolicy: 'cache-and-network' });
  const more = useLoadMore(data?.adminQueuedRequests.pageInfo, fetchMore);
  return { requests: data?.adminQueuedRequests.items ?? [], loading: loading && !data, error, more };
}

export function useAvailableWorkers(requestId: string | null, skip = false) {
  const { data, loading, error } = useQuery(AdminAvailableWorkersDocument, { variables: { requestId }, skip, fetchPolicy: 'cache-and-network' });
  return { workers: data?.adminAvailableWorkers ?? [], loading: loading && !data, error };
}

/** The Assign Worker dialog's list: asked afresh each time it opens (availability and load change). */
export function useAssignableWorkers(requestId: string | null) {
  const { data, loading, error } = useQuery(AssignableWorkersDocument, { variables: { requestId: requestId ?? '' }, skip: !requestId, fetchPolicy: 'network-only' });
  return { workers: data?.assignableWorkers ?? [], loading: loading && !data, error };
}

export function useAssignmentBoard() {
  const { data, loading, error, fetchMore } = useQuery(AdminAssignmentBoardDocument, { fetchPolicy: 'cache-and-network' });
  const more = useLoadMore(data?.adminAssignmentBoard.pageInfo, fetchMore);
  return { board: data?.adminAssignmentBoard.items ?? [], loading: loading && !data, error, more };
}

/** Assign a worker: the result updates the request by id; adminReviewChanged moves it from Pending (Paid) to Active Jobs. */
export function useAssignWorker() {
  // The answer places the row (it leaves Pending (Paid), joins Active Jobs) before the dialog closes.
  const [mutate, result] = useMutation(AssignWorkerDocument, {
    update: (cache, { data }) => {
      if (data) placeAdminRowInCache(cache, { lists: data.assignWorker.liveLists, request: data.assignWorker });
    },
  });
  const assign = useCallback((requestId: string, providerId: string) => mutate({ variables: { requestId, providerId } }), [mutate]);
  return [assign, result] as const;
}
