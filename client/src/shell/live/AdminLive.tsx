import { useAdminRequestsLive } from '../../features/admin/api/live';

/** Every request, live, for an admin. */
export default function AdminLive() {
  useAdminRequestsLive();
  return null;
}
