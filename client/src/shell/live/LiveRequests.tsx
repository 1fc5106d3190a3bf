import { useAdminRequestsLive } from '../../features/admin/api/live';
import { useClientRequestsLive } from '../../features/client/api/live';
import { useWorkerJobsLive } from '../../features/worker/api/jobs';
import { useMe } from '../session/useMe';

function ClientLive() {
  useClientRequestsLive();
  return null;
}

function WorkerLive() {
  useWorkerJobsLive();
  return null;
}

function AdminLive() {
  useAdminRequestsLive();
  return null;
}

/**
 * One live subscription per signed-in session, for every screen: a client's requests, a
 * worker's jobs, or every request for an admin. Each event goes into the Apollo cache, so the
 * screens on display update without a query; screens opened later read the cache or fetch.
 */
export function LiveRequests() {
  const { role } = useMe();
  // A pending worker keeps the client's screens (their own requests) until approved.
  if (role === 'client' || role === 'pending_worker') return <ClientLive />;
  if (role === 'worker') return <WorkerLive />;
  if (role === 'admin') return <AdminLive />;
  return null;
}
