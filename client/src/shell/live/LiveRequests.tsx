import { lazy, Suspense } from 'react';
import { useMe } from '../session/useMe';
import { useFirstPaintDone } from '../routing/firstPaint';

// Each role's subscription (its feature's live part, and its documents) loads only for that role, never on a visitor's first screen.
const ClientLive = lazy(() => import('../../features/client/live/ClientLive'));
const WorkerLive = lazy(() => import('../../features/worker/live/WorkerLive'));
const AdminLive = lazy(() => import('../../features/admin/live/AdminLive'));

/**
 * One live subscription per signed-in session, for every screen: a client's requests, a
 * worker's jobs, or every request for an admin. Each event goes into the Apollo cache, so the
 * screens on display update without a query; screens opened later read the cache or fetch.
 */
export function LiveRequests() {
  const { role } = useMe();
  const painted = useFirstPaintDone();
  // A pending worker keeps the client's screens (their own requests) until approved.
  const Live = role === 'client' || role === 'pending_worker' ? ClientLive : role === 'worker' ? WorkerLive : role === 'admin' ? AdminLive : null;
  if (!Live || !painted) return null;
  return (
    <Suspense fallback={null}>
      <Live />
    </Suspense>
  );
}
