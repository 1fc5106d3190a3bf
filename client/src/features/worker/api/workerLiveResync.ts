import type { ApolloClient } from '@apollo/client';
import { graphql } from '../../../gql';
import type { WorkerLiveResyncQuery } from '../../../gql/graphql';
import type { LiveResync } from '../../../lib/live-resync';
import { applyQueueChange } from './queueChanged';
import { placeWorkerJob, writeWorkerFigures } from './workerLivePlacement';

/** What the worker's subscriptions carried while the socket was down (their jobs and their queue), with their dashboard and earnings now. */
export const WorkerLiveResyncDocument = graphql(`
  query WorkerLiveResync($since: DateTimeISO!, $handedOver: Boolean) {
    liveChangesSince(since: $since, handedOver: $handedOver) {
      complete
      requests {
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
      }
      queue {
        requestId
        kind
        removedId
        queueDelta
        item {
          ...QueueEntry_item
        }
      }
      workerEarnings { ...WorkerEarnings_figures ...WorkerDashboardEarnings_figures ...WorkerAnalytics_earnings }
      workerDashboard { ...WorkerDashboard_figures ...WorkerAnalytics_dashboard }
    }
  }
`);

/** Applies what the worker's subscriptions carried while the socket was down, as the events themselves would. */
export function applyWorkerResync(client: ApolloClient, resync: WorkerLiveResyncQuery['liveChangesSince']): void {
  // One update of the screens for the whole answer (up to a thousand queue changes), not one per change.
  client.cache.batch({
    update: (cache) => {
      for (const change of resync.requests) placeWorkerJob(cache, change);
      for (const change of resync.queue) applyQueueChange(cache, change);
      writeWorkerFigures(cache, { workerDashboard: resync.workerDashboard, workerEarnings: resync.workerEarnings });
    },
  });
}

/** Asks what the worker missed since `since` and applies it; false when the server's answer is incomplete. */
export const resyncWorker: LiveResync = async (client, since, _reconnect, handedOver) => {
  const { data } = await client.query({ query: WorkerLiveResyncDocument, variables: { since, handedOver }, fetchPolicy: 'network-only' });
  if (!data?.liveChangesSince.complete) return false;
  applyWorkerResync(client, data.liveChangesSince);
  return true;
};
