import { useSubscription } from '@apollo/client/react';
import { useLiveResync } from '../../../lib/live-resync';
import { WorkerJobChangedDocument, applyWorkerJobChange } from './workerJobChanged';
import { resyncWorker } from './workerLiveResync';

/**
 * Keeps the worker's own jobs, queue and figures live from requestChanged (mounted once in the
 * shell), and resyncs them after a reconnect. The event is in workerJobChanged.ts, the resync in
 * workerLiveResync.ts, the queue's own event in queueChanged.ts.
 */
export function useWorkerJobsLive(): void {
  useSubscription(WorkerJobChangedDocument, { onData: ({ client, data }) => data.data && applyWorkerJobChange(client, data.data.requestChanged) });
  useLiveResync(resyncWorker);
}
