import { useCallback } from 'react';
import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useLoadMore } from '../../../lib/pagination';
import { graphql } from '../../../gql';
import type { OpenJobsQuery, WorkerMyJobsQuery } from '../../../gql/graphql';
import { NotificationAddedDocument } from '../../../shell/notifications/api';

export const OpenJobsDocument = graphql(`
  query OpenJobs($first: Int, $after: String) {
    openJobs(first: $first, after: $after) {
      items {
      distanceMiles
      request {
        id
        title
        description
        status
        displayStatus
        priority
        serviceTypeName
        estimatedCostCents
        serviceAddress
        serviceCity
        serviceState
        serviceZipCode
        preferredDate
        preferredTime
        specificTime
        scheduledAt
        createdAt
        updatedAt
        completedAt
        clientName
        hundredDollarSpecial
        adminApprovalStatus
        category {
          id
          name
          icon
        }
      }
      }
      pageInfo { hasNextPage endCursor }
    }
  }
`);

export const WorkerMyJobsDocument = graphql(`
  query WorkerMyJobs($scope: String!, $first: Int, $after: String) {
    myJobs(scope: $scope, first: $first, after: $after) {
      items {
      id
      title
      description
      status
      displayStatus
      priority
      serviceTypeName
      estimatedCostCents
      serviceAddress
      serviceCity
      serviceState
      serviceZipCode
      preferredDate
      preferredTime
      specificTime
      scheduledAt
      createdAt
      updatedAt
      completedAt
      clientName
      hundredDollarSpecial
      adminApprovalStatus
      category {
        id
        name
        icon
      }
      }
      pageInfo { hasNextPage endCursor }
    }
  }
`);

export const QueueChangedDocument = graphql(`
  subscription QueueChanged {
    queueChanged {
      requestId
      kind
      categoryId
    }
  }
`);

export const AcceptJobDocument = graphql(`
  mutation AcceptJob($requestId: ID!) {
    acceptJob(requestId: $requestId) {
      id
      status
      displayStatus
      providerId
    }
  }
`);

export const ScheduleJobDocument = graphql(`
  mutation ScheduleJob($requestId: ID!, $scheduledAt: String!) {
    scheduleJob(requestId: $requestId, scheduledAt: $scheduledAt) {
      id
      scheduledAt
    }
  }
`);

export const ScheduleNextVisitDocument = graphql(`
  mutation ScheduleNextVisit($requestId: ID!, $scheduledAt: String!) {
    scheduleNextVisit(requestId: $requestId, scheduledAt: $scheduledAt) {
      id
      scheduledAt
    }
  }
`);

export const AddJobNoteDocument = graphql(`
  mutation AddJobNote($input: JobNoteInput!) {
    addJobNote(input: $input) {
      id
      description
    }
  }
`);

export const CompleteJobDocument = graphql(`
  mutation CompleteJob($requestId: ID!) {
    completeJob(requestId: $requestId) {
      id
      status
      displayStatus
    }
  }
`);

export const CompleteHundredDollarSpecialDocument = graphql(`
  mutation CompleteHundredDollarSpecial($requestId: ID!) {
    completeHundredDollarSpecial(requestId: $requestId) {
      id
      status
      displayStatus
      hundredDollarSpecial
      adminApprovalStatus
    }
  }
`);

export const UnassignJobDocument = graphql(`
  mutation UnassignJob($requestId: ID!) {
    unassignJob(requestId: $requestId) {
      id
      status
      displayStatus
    }
  }
`);

export const WorkerJobPhotosDocument = graphql(`
  query WorkerJobPhotos($id: ID!) {
    serviceRequest(id: $id) {
      id
      activities {
        id
        createdAt
        photos {
          id
          url
          originalName
          kind
        }
      }
    }
  }
`);

export type WorkerJob = WorkerMyJobsQuery['myJobs']['items'][number];
export type QueueEntry = OpenJobsQuery['openJobs']['items'][number];

/** Worker job queries that a change to a job can affect. */
export const JOB_QUERIES = ['OpenJobs', 'WorkerMyJobs', 'RequestDetail', 'WorkerJobPhotos', 'WorkerDashboard', 'WorkerEarnings', 'WorkerJobInvoices'];

/** Refetches on every queue change in the worker's categories (paid, taken, released, changed): no polling. */
function useQueueLive(refetch: () => unknown) {
  useSubscription(QueueChangedDocument, { onData: () => void refetch() });
}

/** Refetches when a notification about one of the worker's jobs arrives (assignment, cancellation, approval). */
function useJobNotificationsLive(refetch: () => unknown) {
  useSubscription(NotificationAddedDocument, {
    onData: ({ data }) => {
      const n = data.data?.notificationAdded;
      if (n && n.data && typeof n.data === 'object' && 'jobId' in (n.data as object)) void refetch();
    },
  });
}

/** Keeps any worker view live: refetch on queue changes and on notifications about jobs. */
export function useWorkerLive(refetch: () => unknown) {
  useQueueLive(refetch);
  useJobNotificationsLive(refetch);
}

/** Available Requests, kept live by the queueChanged subscription. */
export function useOpenJobs() {
  const { data, loading, error, refetch, fetchMore } = useQuery(OpenJobsDocument, { fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: false });
  useQueueLive(refetch);
  const more = useLoadMore(data?.openJobs.pageInfo, fetchMore);
  return { jobs: data?.openJobs.items ?? [], loading: loading && !data, error, refetch, more };
}

/** The worker's own jobs (active, history or all), kept live. */
export function useMyJobs(scope: 'active' | 'history' | 'all') {
  const { data, loading, error, refetch, fetchMore } = useQuery(WorkerMyJobsDocument, { variables: { scope }, fetchPolicy: 'cache-and-network' });
  useQueueLive(refetch);
  useJobNotificationsLive(refetch);
  const more = useLoadMore(data?.myJobs.pageInfo, fetchMore);
  return { jobs: data?.myJobs.items ?? [], loading: loading && !data, error, refetch, more };
}

export function useJobPhotos(requestId: string | null) {
  const { data } = useQuery(WorkerJobPhotosDocument, { variables: { id: requestId ?? '' }, skip: !requestId, fetchPolicy: 'cache-and-network' });
  return (data?.serviceRequest.activities ?? []).flatMap((a) => a.photos);
}

const refetch = { refetchQueries: JOB_QUERIES, awaitRefetchQueries: true } as const;

export function useAcceptJob() {
  const [mutate, result] = useMutation(AcceptJobDocument, refetch);
  const accept = useCallback((requestId: string) => mutate({ variables: { requestId } }).then((r) => r.data!.acceptJob), [mutate]);
  return [accept, result] as const;
}

export function useScheduleJob(next: boolean) {
  const [schedule, a] = useMutation(ScheduleJobDocument, refetch);
  const [scheduleNext, b] = useMutation(ScheduleNextVisitDocument, refetch);
  const run = useCallback(
    (requestId: string, scheduledAt: string) => (next ? scheduleNext({ variables: { requestId, scheduledAt } }) : schedule({ variables: { requestId, scheduledAt } })).then(() => undefined),
    [next, schedule, scheduleNext],
  );
  return [run, next ? b : a] as const;
}

export function useAddJobNote() {
  const [mutate, result] = useMutation(AddJobNoteDocument, refetch);
  const add = useCallback((requestId: string, note: string, photoIds: string[]) => mutate({ variables: { input: { requestId, note, photoIds } } }).then(() => undefined), [mutate]);
  return [add, result] as const;
}

export function useCompleteJob() {
  const [mutate, result] = useMutation(CompleteJobDocument, refetch);
  const complete = useCallback((requestId: string) => mutate({ variables: { requestId } }).then((r) => r.data!.completeJob), [mutate]);
  return [complete, result] as const;
}

export function useCompleteSpecial() {
  const [mutate, result] = useMutation(CompleteHundredDollarSpecialDocument, refetch);
  const complete = useCallback((requestId: string) => mutate({ variables: { requestId } }).then((r) => r.data!.completeHundredDollarSpecial), [mutate]);
  return [complete, result] as const;
}

export function useUnassignJob() {
  const [mutate, result] = useMutation(UnassignJobDocument, refetch);
  const unassign = useCallback((requestId: string) => mutate({ variables: { requestId } }).then(() => undefined), [mutate]);
  return [unassign, result] as const;
}
