import type { ApolloCache } from '@apollo/client';
import type { WorkerJobChangedSubscription } from '../../../gql/graphql';
import { newestFirst, placeRow } from '../../../lib/live-lists';
import { WorkerDashboardDocument } from './workerDashboard';
import { WorkerEarningsDocument } from './workerEarnings';

type JobChange = Pick<WorkerJobChangedSubscription['requestChanged'], 'requestId' | 'lists' | 'request'>;
type WorkerFigures = Pick<WorkerJobChangedSubscription['requestChanged'], 'workerDashboard' | 'workerEarnings'>;

/**
 * Places one changed job in the worker's cached lists (the live event and the resync alike):
 * the card and dialog update in place; the active and history lists gain or lose it as the server says.
 */
export function placeWorkerJob(cache: ApolloCache, change: JobChange): void {
  const id = change.request ? change.request.id : change.requestId;
  const row = cache.identify({ __typename: 'ServiceRequest', id });
  if (!row) return;
  const updatedAt = change.request ? change.request.updatedAt : null;
  const active = change.lists.includes('MY_JOBS_ACTIVE');
  const history = change.lists.includes('MY_JOBS_HISTORY');
  placeRow(cache, { __ref: row }, [
    { field: 'myJobs', member: (args) => (args.scope === 'history' ? history : args.scope === 'all' ? active || history : active), before: newestFirst('updatedAt', updatedAt) },
  ]);
}

/** Writes the worker's dashboard cards and earnings as the server counted them after the change. */
export function writeWorkerFigures(cache: ApolloCache, { workerDashboard, workerEarnings }: WorkerFigures): void {
  if (workerDashboard) cache.writeQuery({ query: WorkerDashboardDocument, data: { workerDashboard } });
  if (workerEarnings) cache.writeQuery({ query: WorkerEarningsDocument, data: { workerEarnings } });
}
