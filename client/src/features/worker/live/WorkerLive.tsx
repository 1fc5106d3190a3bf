import { useWorkerJobsLive } from '../api/workerJobChanged';

/** A worker's jobs, live. */
export default function WorkerLive() {
  useWorkerJobsLive();
  return null;
}
