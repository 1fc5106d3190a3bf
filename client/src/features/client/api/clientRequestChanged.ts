import { useSubscription } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { useLiveResync } from '../../../lib/live-resync';
import { applyClientRequestChange } from './clientLivePlacement';
import { resyncClient } from './clientLiveResync';

/**
 * The client's own requests as they change (paid, assigned, scheduled, noted, completed,
 * invoiced, approved, cancelled): the row of My Requests (its card and edit dialog) and the
 * detail dialog's status and timeline, with the lists that hold it now.
 */
export const ClientRequestChangedDocument = graphql(`
  subscription ClientRequestChanged {
    requestChanged {
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
`);

/**
 * Keeps every screen of a client live from requestChanged (mounted once in the shell): no
 * polling, no refetch; after a reconnect, what was missed comes from liveChangesSince
 * (clientLiveResync.ts).
 */
export function useClientRequestsLive(): void {
  useSubscription(ClientRequestChangedDocument, { onData: ({ client, data }) => data.data && applyClientRequestChange(client.cache, data.data.requestChanged) });
  useLiveResync(resyncClient);
}
