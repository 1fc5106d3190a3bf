import { useSubscription } from '@apollo/client/react';
import { useLiveResync } from '../../../lib/live-resync';
import { ClientRequestChangedDocument, applyClientRequestChange } from './clientRequestChanged';
import { resyncClient } from './clientLiveResync';

/**
 * Keeps every screen of a client live from requestChanged (mounted once in the shell): no
 * polling, no refetch; after a reconnect, what was missed comes from liveChangesSince. The event
 * is in clientRequestChanged.ts, the resync in clientLiveResync.ts.
 */
export function useClientRequestsLive(): void {
  useSubscription(ClientRequestChangedDocument, { onData: ({ client, data }) => data.data && applyClientRequestChange(client.cache, data.data.requestChanged) });
  useLiveResync(resyncClient);
}
