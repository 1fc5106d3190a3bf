import { useClientRequestsLive } from '../../features/client/api/live';

/** A client's (or pending worker's) requests, live. */
export default function ClientLive() {
  useClientRequestsLive();
  return null;
}
