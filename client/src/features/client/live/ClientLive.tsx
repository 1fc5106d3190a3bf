import { useClientRequestsLive } from '../api/clientRequestChanged';

/** A client's (or pending worker's) requests, live. */
export default function ClientLive() {
  useClientRequestsLive();
  return null;
}
