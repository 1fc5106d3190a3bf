import type { ApolloClient } from '@apollo/client';
import { useSubscription } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { WorkerJobChangedSubscription } from '../../../gql/graphql';
import { useLiveResync } from '../../../lib/live-resync';
import { placeWorkerJob, writeWorkerFigures } from './workerLivePlacement';
import { resyncWorker } from './workerLiveResync';

/**
 * The worker's own jobs as they change (assigned, accepted, rescheduled, noted, completed,
 * invoiced, approved, cancelled, or taken off them): the job as the lists (WorkerMyJobs) and
 * the detail dialog select it, with the lists that hold the job now, and the worker's figures
 * after the change.
 */
export const WorkerJobChangedDocument = graphql(`
  subscription WorkerJobChanged {
    requestChanged {
      requestId
      kind
      lists
      request {
        id
        status
        updatedAt
        ...JobCard_job
        ...RequestDetail_request
      }
      workerDashboard { ...WorkerDashboard_figures ...WorkerAnalytics_dashboard }
      workerEarnings { ...WorkerEarnings_figures ...WorkerDashboardEarnings_figures ...WorkerAnalytics_earnings }
    }
  }
`);

/** Applies one change of the worker's job to the cache, sending no query: the job where it is shown and listed, and the figures it changed. */
export function applyWorkerJobChange(client: ApolloClient, change: WorkerJobChangedSubscription['requestChanged']): void {
  placeWorkerJob(client.cache, change);
  writeWorkerFigures(client.cache, change);
}

/**
 * Keeps the worker's own jobs, queue and figures live from requestChanged (mounted once in the
 * shell), and resyncs them after a reconnect (workerLiveResync.ts); the queue's own event is in
 * queueChanged.ts.
 */
export function useWorkerJobsLive(): void {
  useSubscription(WorkerJobChangedDocument, { onData: ({ client, data }) => data.data && applyWorkerJobChange(client, data.data.requestChanged) });
  useLiveResync(resyncWorker);
}
