import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { restartRealtime } from '../../apollo';
import { useFragment as readFragment } from '../../gql';
import { MeDocument, MeFields, type Viewer } from './useMe';

/**
 * After any sign-in, sign-out or impersonation switch: reconnect the websocket as the new
 * session, reset the Apollo store (active queries refetch) and return the fresh viewer.
 */
export function useSessionRefresh(): () => Promise<Viewer | null> {
  const client = useApolloClient();
  return useCallback(async () => {
    restartRealtime();
    try {
      await client.resetStore();
    } catch {
      // some active query failed for the new session (e.g. signed out): the viewer read below decides
    }
    const cached = client.readQuery({ query: MeDocument });
    if (cached) return cached.me ? readFragment(MeFields, cached.me) : null;
    const { data } = await client.query({ query: MeDocument, fetchPolicy: 'network-only' });
    return data?.me ? readFragment(MeFields, data.me) : null;
  }, [client]);
}
