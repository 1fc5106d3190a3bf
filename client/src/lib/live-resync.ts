import { useEffect } from 'react';
import type { ApolloClient } from '@apollo/client';

/**
 * Brings one live part of the screens up to date after the socket was down: it asks the server
 * what its subscription delivered since `since` (server time) and applies it as it applies the
 * events (`reconnect`: an earlier connection was lost, not the page's first; `handedOver`: the
 * server closed it for a restart and said every event before `since` was written to it).
 * Resolves false when the answer was not complete (the screens are then reloaded).
 */
export type LiveResync = (client: ApolloClient, since: string, reconnect: boolean, handedOver: boolean) => Promise<boolean>;

const parts = new Set<LiveResync>();

/** Registers a live part's resync while the component that keeps it live is mounted. */
export function useLiveResync(resync: LiveResync): void {
  useEffect(() => {
    parts.add(resync);
    return () => {
      parts.delete(resync);
    };
  }, [resync]);
}

/**
 * Runs every registered resync once. Only when one could not say everything it missed (too
 * much changed, or the ask failed) are the queries on display asked again, as a last resort.
 */
export async function resyncLive(client: ApolloClient, since: string, reconnect: boolean, handedOver = false): Promise<void> {
  const done = await Promise.all([...parts].map((resync) => resync(client, since, reconnect, handedOver).catch(() => false)));
  if (done.some((ok) => !ok)) await client.refetchQueries({ include: 'active' });
}
