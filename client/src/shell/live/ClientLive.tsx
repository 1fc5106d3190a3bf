import { useClientRequestsLive } from '../../features/client/api/clientRequestChanged';

/** A client's (or pending worker's) requests, live. */
export default function ClientLive() {
  useClientRequestsLive();
  return null;
}
