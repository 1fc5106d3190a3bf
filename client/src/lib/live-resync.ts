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

/**
 * The moment a socket's close says every event before it was written to the socket: a server
 * restarting closes its sockets with 1012 "Service restarting; heard until <time>" (server time)
 * once it has. Null for any other close (the loss is then dated by this page, a minute is read again).
 */
export function heardUntil(event: { code?: number; reason?: string }): string | null {
  if (event.code !== 1012) return null;
  const m = /heard until (\S+)$/.exec(event.reason ?? '');
  return m && !Number.isNaN(Date.parse(m[1])) ? m[1] : null;
}
