import type { ApolloCache } from '@apollo/client';
import { useFragment as readFragment } from '../../../gql';
import type { ClientRequestChangedSubscription } from '../../../gql/graphql';
import { newestFirst, placeRow } from '../../../lib/live-lists';
import { MyRequestsRowFields } from './myRequests';

/** Applies one change to the cache (the live event and the resync alike): the row's fields update wherever it is shown; My Requests gains or loses it. */
export function applyClientRequestChange(cache: ApolloCache, change: Pick<ClientRequestChangedSubscription['requestChanged'], 'lists' | 'request'>): void {
  if (!change.request) return;
  const row = readFragment(MyRequestsRowFields, change.request);
  const ref = cache.identify({ __typename: 'ServiceRequest', id: row.id });
  if (!ref) return;
  placeRow(cache, { __ref: ref }, [{ field: 'myRequests', member: () => change.lists.includes('MY_REQUESTS'), before: newestFirst('createdAt', row.createdAt) }]);
}
