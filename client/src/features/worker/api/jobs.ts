import { useCallback, useMemo } from 'react';
import type { ApolloCache, ApolloClient, Reference } from '@apollo/client';
import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useLoadMore } from '../../../lib/pagination';
import { graphql, useFragment as readFragment, type FragmentType } from '../../../gql';
import type { JobCard_JobFragment, QueueChangedSubscription, WorkerJobChangedSubscription, WorkerLiveResyncQuery } from '../../../gql/graphql';
import { newestFirst, placeRow } from '../../../lib/live-lists';
import { useLiveResync, type LiveResync } from '../../../lib/live-resync';
import { WorkerDashboardDocument, WorkerEarningsDocument } from './earnings';

/** The job card: one shape for the queue, the worker's own jobs and the live queue events, so the cache normalizes them alike. */
export const JobCardFields = graphql(`
  fragment JobCard_job on ServiceRequest {
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
`);

/** One Available Requests entry (a list item and a queueChanged item alike). */
export const QueueItemFields = graphql(`
  fragment QueueItem_item on QueueItem {
    distanceMiles
    rank
    request {
      ...JobCard_job
    }
  }
`);

export const OpenJobsDocument = graphql(`
  query OpenJobs($first: Int, $after: String) {
    openJobs(first: $first, after: $after) {
      items {
        ...QueueItem_item
      }
      pageInfo { hasNextPage endCursor }
    }
  }
`);

export const WorkerMyJobsDocument = graphql(`
  query WorkerMyJobs($scope: String!, $first: Int, $after: String) {
    myJobs(scope: $scope, first: $first, after: $after) {
      items {
        ...JobCard_job
      }
      pageInfo { hasNextPage endCursor }
    }
  }
`);

/** Queue changes carry the job as this worker sees it (item) or the id of a job that left the queue (removedId). */
export const QueueChangedDocument = graphql(`
  subscription QueueChanged {
    queueChanged {
      requestId
      kind
      removedId
      queueDelta
      item {
        ...QueueItem_item
      }
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

export type WorkerJob = JobCard_JobFragment;
export interface QueueEntry {
  distanceMiles: number;
  request: WorkerJob;
}

/** A queue item as the pages use it: the card's fields unmasked. */
function asQueueEntry(value: FragmentType<typeof QueueItemFields>): QueueEntry {
  const item = readFragment(QueueItemFields, value);
  return { distanceMiles: item.distanceMiles, request: readFragment(JobCardFields, item.request) };
}

/** A cached openJobs page as cache.modify sees it. */
interface CachedList {
  items: readonly Reference[];
  pageInfo?: { hasNextPage?: boolean };
}

/**
 * Applies queue changes to the cache, sending no query: a job that is open for this worker
 * is written as a QueueItem (normalized as the list's items are) and placed in every cached
 * openJobs page in the list's order (the server's rank, then newest); a job that left the queue
 * is taken out of the lists and evicted. After a reconnect, the worker's resync
 * (useWorkerJobsLive) applies the queue changes missed meanwhile through here too.
 */
export function applyQueueChange(cache: ApolloCache, change: Pick<QueueChangedSubscription['queueChanged'], 'queueDelta' | 'item' | 'removedId'>): void {
  if (change.queueDelta !== 0) {
    // The dashboard's Available Requests count moves with the worker's queue.
    cache.modify({
      fields: {
        workerDashboard(value) {
          const cards = value as unknown as { availableRequests?: number } | undefined;
          if (!cards || typeof cards.availableRequests !== 'number') return value;
          return { ...cards, availableRequests: Math.max(0, cards.availableRequests + change.queueDelta) } as unknown as typeof value;
        },
      },
    });
  }
  if (change.item) {
    const entry = asQueueEntry(change.item);
    const ref = cache.writeFragment({ fragment: QueueItemFields, fragmentName: 'QueueItem_item', data: readFragment(QueueItemFields, change.item) });
    if (!ref) return;
    const id = entry.request.id;
    const { rank } = readFragment(QueueItemFields, change.item);
    cache.modify({
      fields: {
        openJobs(value, { readField }) {
          const existing = value as unknown as CachedList | undefined;
          if (!existing || !Array.isArray(existing.items)) return value;
          const idOf = (item: Reference) => readField<string>('id', readField<Reference>('request', item));
          if (existing.items.some((item) => idOf(item) === id)) return value;
          const before = existing.items.findIndex((item) => {
            const request = readField<Reference>('request', item);
            const r = readField<number>('rank', item) ?? Number.MAX_SAFE_INTEGER;
            return r > rank || (r === rank && (readField<string>('createdAt', request) ?? '') <= entry.request.createdAt);
          });
          // Past the last loaded item of a longer list: it belongs to a page not loaded yet.
          if (before === -1 && existing.pageInfo?.hasNextPage) return value;
          const items = [...existing.items];
          items.splice(before === -1 ? items.length : before, 0, ref);
          return { ...existing, items } as unknown as typeof value;
        },
      },
    });
  }
  if (change.removedId) {
    const id = change.removedId;
    cache.modify({
      fields: {
        openJobs(value, { readField }) {
          const existing = value as unknown as CachedList | undefined;
          if (!existing || !Array.isArray(existing.items)) return value;
          const items = existing.items.filter((item) => readField<string>('id', readField<Reference>('request', item)) !== id);
          return items.length === existing.items.length ? value : ({ ...existing, items } as unknown as typeof value);
        },
      },
    });
    cache.evict({ id: cache.identify({ __typename: 'QueueItem', request: { __typename: 'ServiceRequest', id } }) });
    cache.gc();
  }
}

/** Keeps the cached queue (Available Requests and the dashboard's count) live from the queueChanged subscription: no polling, no refetch. */
export function useQueueLive() {
  useSubscription(QueueChangedDocument, { onData: ({ client, data }) => data.data && applyQueueChange(client.cache, data.data.queueChanged) });
}

/**
 * The worker's own jobs as they change (assigned, accepted, rescheduled, noted, completed,
 * invoiced, approved, cancelled, or taken off them): the job card and the detail dialog, with
 * the lists that hold the job now, and the worker's figures after the change.
 */
export const WorkerJobChangedDocument = graphql(`
  subscription WorkerJobChanged {
    requestChanged {
      requestId
      kind
      lists
      request {
        id
        ...JobCard_job
        ...RequestDetail_request
      }
      workerDashboard { ...WorkerDashboard_figures }
      workerEarnings { ...WorkerEarnings_figures }
    }
  }
`);

/** What the worker's subscriptions carried while the socket was down (their jobs and their queue), with their earnings now. */
export const WorkerLiveResyncDocument = graphql(`
  query WorkerLiveResync($since: DateTimeISO!) {
    liveChangesSince(since: $since) {
      complete
      requests {
        requestId
        kind
        lists
        request {
          id
          ...JobCard_job
          ...RequestDetail_request
        }
      }
      queue {
        requestId
        kind
        removedId
        queueDelta
        item {
          ...QueueItem_item
        }
      }
      workerEarnings { ...WorkerEarnings_figures }
    }
  }
`);

type JobChange = Pick<WorkerJobChangedSubscription['requestChanged'], 'requestId' | 'lists' | 'request'>;
type WorkerFigures = Pick<WorkerJobChangedSubscription['requestChanged'], 'workerDashboard' | 'workerEarnings'>;

/** Places one changed job in the worker's cached lists: the card and dialog update in place; the active and history lists gain or lose it as the server says. */
function placeWorkerJob(cache: ApolloCache, change: JobChange): void {
  const id = change.request ? readFragment(JobCardFields, change.request).id : change.requestId;
  const row = cache.identify({ __typename: 'ServiceRequest', id });
  if (!row) return;
  const updatedAt = change.request ? readFragment(JobCardFields, change.request).updatedAt : null;
  const active = change.lists.includes('MY_JOBS_ACTIVE');
  const history = change.lists.includes('MY_JOBS_HISTORY');
  placeRow(cache, { __ref: row }, [
    { field: 'myJobs', member: (args) => (args.scope === 'history' ? history : args.scope === 'all' ? active || history : active), before: newestFirst('updatedAt', updatedAt) },
  ]);
}

/** Writes the worker's dashboard cards and earnings as the server counted them after the change. */
function writeWorkerFigures(cache: ApolloCache, { workerDashboard, workerEarnings }: WorkerFigures): void {
  if (workerDashboard) cache.writeQuery({ query: WorkerDashboardDocument, data: { workerDashboard } });
  if (workerEarnings) cache.writeQuery({ query: WorkerEarningsDocument, data: { workerEarnings } });
}

/** Applies one change of the worker's job to the cache, sending no query: the job where it is shown and listed, and the figures it changed. */
export function applyWorkerJobChange(client: ApolloClient, change: WorkerJobChangedSubscription['requestChanged']): void {
  placeWorkerJob(client.cache, change);
  writeWorkerFigures(client.cache, change);
}

/** Applies what the worker's subscriptions carried while the socket was down, as the events themselves would. */
export function applyWorkerResync(client: ApolloClient, resync: WorkerLiveResyncQuery['liveChangesSince']): void {
  for (const change of resync.requests) placeWorkerJob(client.cache, change);
  for (const change of resync.queue) applyQueueChange(client.cache, change);
  writeWorkerFigures(client.cache, { workerDashboard: null, workerEarnings: resync.workerEarnings });
  // The dashboard's cards are not in the resync answer (liveChangesSince): asked again when shown.
  if (resync.requests.length || resync.queue.length) void client.refetchQueries({ include: ['WorkerDashboard'] }).catch(() => undefined);
}

const resyncWorker: LiveResync = async (client, since) => {
  const { data } = await client.query({ query: WorkerLiveResyncDocument, variables: { since }, fetchPolicy: 'network-only' });
  if (!data?.liveChangesSince.complete) return false;
  applyWorkerResync(client, data.liveChangesSince);
  return true;
};

/** Keeps the worker's own jobs, queue and figures live from requestChanged (mounted once in the shell), and resyncs them after a reconnect. */
export function useWorkerJobsLive(): void {
  useSubscription(WorkerJobChangedDocument, { onData: ({ client, data }) => data.data && applyWorkerJobChange(client, data.data.requestChanged) });
  useLiveResync(resyncWorker);
}

/** Available Requests, kept live by the queueChanged subscription. */
export function useOpenJobs() {
  const { data, loading, error, refetch, fetchMore } = useQuery(OpenJobsDocument, { fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: false });
  useQueueLive();
  const more = useLoadMore(data?.openJobs.pageInfo, fetchMore);
  const jobs = useMemo(() => (data?.openJobs.items ?? []).map(asQueueEntry), [data]);
  return { jobs, loading: loading && !data, error, refetch, more };
}

/** The worker's own jobs (active, history or all), kept live. */
export function useMyJobs(scope: 'active' | 'history' | 'all') {
  // Kept live by useWorkerJobsLive (the shell): assignments, visits, completions and approvals arrive as requestChanged.
  const { data, loading, error, refetch, fetchMore } = useQuery(WorkerMyJobsDocument, { variables: { scope }, fetchPolicy: 'cache-and-network' });
  const more = useLoadMore(data?.myJobs.pageInfo, fetchMore);
  const jobs = useMemo(() => (data?.myJobs.items ?? []).map((j) => readFragment(JobCardFields, j)), [data]);
  return { jobs, loading: loading && !data, error, refetch, more };
}

export function useJobPhotos(requestId: string | null) {
  const { data } = useQuery(WorkerJobPhotosDocument, { variables: { id: requestId ?? '' }, skip: !requestId, fetchPolicy: 'cache-and-network' });
  return (data?.serviceRequest.activities ?? []).flatMap((a) => a.photos);
}

// No refetch: each result is normalized by id; requestChanged carries the job where it is shown and
// listed, its timeline and photos, and the worker's figures; queueChanged takes it off the queue.

export function useAcceptJob() {
  const [mutate, result] = useMutation(AcceptJobDocument);
  const accept = useCallback((requestId: string) => mutate({ variables: { requestId } }).then((r) => r.data!.acceptJob), [mutate]);
  return [accept, result] as const;
}

export function useScheduleJob(next: boolean) {
  const [schedule, a] = useMutation(ScheduleJobDocument);
  const [scheduleNext, b] = useMutation(ScheduleNextVisitDocument);
  const run = useCallback(
    (requestId: string, scheduledAt: string) => (next ? scheduleNext({ variables: { requestId, scheduledAt } }) : schedule({ variables: { requestId, scheduledAt } })).then(() => undefined),
    [next, schedule, scheduleNext],
  );
  return [run, next ? b : a] as const;
}

export function useAddJobNote() {
  const [mutate, result] = useMutation(AddJobNoteDocument);
  const add = useCallback((requestId: string, note: string, photoIds: string[]) => mutate({ variables: { input: { requestId, note, photoIds } } }).then(() => undefined), [mutate]);
  return [add, result] as const;
}

export function useCompleteJob() {
  const [mutate, result] = useMutation(CompleteJobDocument);
  const complete = useCallback((requestId: string) => mutate({ variables: { requestId } }).then((r) => r.data!.completeJob), [mutate]);
  return [complete, result] as const;
}

export function useCompleteSpecial() {
  const [mutate, result] = useMutation(CompleteHundredDollarSpecialDocument);
  const complete = useCallback((requestId: string) => mutate({ variables: { requestId } }).then((r) => r.data!.completeHundredDollarSpecial), [mutate]);
  return [complete, result] as const;
}

export function useUnassignJob() {
  const [mutate, result] = useMutation(UnassignJobDocument);
  const unassign = useCallback((requestId: string) => mutate({ variables: { requestId } }).then(() => undefined), [mutate]);
  return [unassign, result] as const;
}
