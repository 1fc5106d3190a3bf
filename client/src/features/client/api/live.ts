import type { ApolloCache } from '@apollo/client';
import { useSubscription } from '@apollo/client/react';
import { graphql, useFragment as readFragment } from '../../../gql';
import type { ClientRequestChangedSubscription } from '../../../gql/graphql';
import { newestFirst, placeRow } from '../../../lib/live-lists';
import { useLiveResync, type LiveResync } from '../../../lib/live-resync';
import { RequestCardFields } from './requests';

/**
 * The client's own requests as they change (paid, assigned, scheduled, noted, completed,
 * invoiced, approved, cancelled): the request card and the detail dialog's status and
 * timeline, with the lists that hold it now.
 */
export const ClientRequestChangedDocument = graphql(`
  subscription ClientRequestChanged {
    requestChanged {
      requestId
      kind
      lists
      request {
        id
        ...RequestCard_request
        ...RequestDetail_request
      }
    }
  }
`);

/** What requestChanged carried while the socket was down: the client's requests that changed, as they are now. */
export const ClientLiveResyncDocument = graphql(`
  query ClientLiveResync($since: DateTimeISO!) {
    liveChangesSince(since: $since) {
      complete
      requests {
        requestId
        kind
        lists
        request {
          id
          ...RequestCard_request
          ...RequestDetail_request
        }
      }
    }
  }
`);

/** Applies one change to the cache: the row's fields update wherever it is shown; My Requests gains or loses it. */
export function applyClientRequestChange(cache: ApolloCache, change: Pick<ClientRequestChangedSubscription['requestChanged'], 'lists' | 'request'>): void {
  if (!change.request) return;
  const card = readFragment(RequestCardFields, change.request);
  const row = cache.identify({ __typename: 'ServiceRequest', id: card.id });
  if (!row) return;
  placeRow(cache, { __ref: row }, [{ field: 'myRequests', member: () => change.lists.includes('MY_REQUESTS'), before: newestFirst('createdAt', card.createdAt) }]);
}

const resyncClient: LiveResync = async (client, since) => {
  const { data } = await client.query({ query: ClientLiveResyncDocument, variables: { since }, fetchPolicy: 'network-only' });
  if (!data?.liveChangesSince.complete) return false;
  for (const change of data.liveChangesSince.requests) applyClientRequestChange(client.cache, change);
  return true;
};

/** Keeps every screen of a client live from requestChanged: no polling, no refetch; after a reconnect, what was missed comes from liveChangesSince. */
export function useClientRequestsLive(): void {
  useSubscription(ClientRequestChangedDocument, { onData: ({ client, data }) => data.data && applyClientRequestChange(client.cache, data.data.requestChanged) });
  useLiveResync(resyncClient);
}
