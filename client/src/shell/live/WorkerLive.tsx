import { useWorkerJobsLive } from '../../features/worker/api/jobs';

/** A worker's jobs, live. */
export default function WorkerLive() {
  useWorkerJobsLive();
  return null;
}
