import { useAdminRequestsLive } from '../api/live';

/** Every request, live, for an admin. */
export default function AdminLive() {
  useAdminRequestsLive();
  return null;
}
