import type { ApolloCache } from '@apollo/client';
import { useSubscription } from '@apollo/client/react';
import { graphql, useFragment as readFragment } from '../../../gql';
import type { ClientRequestChangedSubscription } from '../../../gql/graphql';
import { newestFirst, placeRow } from '../../../lib/live-lists';
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

/** Applies one change to the cache: the row's fields update wherever it is shown; My Requests gains or loses it. */
export function applyClientRequestChange(cache: ApolloCache, change: ClientRequestChangedSubscription['requestChanged']): void {
  if (!change.request) return;
  const card = readFragment(RequestCardFields, change.request);
  const row = cache.identify({ __typename: 'ServiceRequest', id: card.id });
  if (!row) return;
  placeRow(cache, { __ref: row }, [{ field: 'myRequests', member: () => change.lists.includes('MY_REQUESTS'), before: newestFirst('createdAt', card.createdAt) }]);
}

/** Keeps every screen of a client live from requestChanged: no polling, no refetch (apollo.ts refetches once after a reconnect). */
export function useClientRequestsLive(): void {
  useSubscription(ClientRequestChangedDocument, { onData: ({ client, data }) => data.data && applyClientRequestChange(client.cache, data.data.requestChanged) });
}
