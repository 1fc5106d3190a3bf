import { graphql } from '../../../gql';
import type { LiveResync } from '../../../lib/live-resync';
import { applyClientRequestChange } from './clientLivePlacement';

/** What requestChanged carried while the socket was down: the client's requests that changed, as they are now. */
export const ClientLiveResyncDocument = graphql(`
  query ClientLiveResync($since: DateTimeISO!, $handedOver: Boolean) {
    liveChangesSince(since: $since, handedOver: $handedOver) {
      complete
      requests {
        requestId
        kind
        lists
        request {
          id
          ...MyRequestsRow_request
          ...RequestDetail_request
        }
      }
    }
  }
`);

/** Asks what the client missed since `since` and applies it as the events would; false when the answer is incomplete. */
export const resyncClient: LiveResync = async (client, since, _reconnect, handedOver) => {
  const { data } = await client.query({ query: ClientLiveResyncDocument, variables: { since, handedOver }, fetchPolicy: 'network-only' });
  if (!data?.liveChangesSince.complete) return false;
  for (const change of data.liveChangesSince.requests) applyClientRequestChange(client.cache, change);
  return true;
};
