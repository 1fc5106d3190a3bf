import type { InMemoryCache } from '@apollo/client';
import { MyRequestsDocument, MyRequestsRowFields } from '../../../client/src/features/client/api/myRequests';
import { applyClientRequestChange } from '../../../client/src/features/client/api/clientLivePlacement';

export { MyRequestsDocument };

/** A requestChanged event as the subscription writes it: the card written to the cache, then placed by the client's handler. */
export function applyClientRequestChangeForTest(cache: InMemoryCache, card: Record<string, unknown>, lists: string[]): void {
  cache.writeFragment({ fragment: MyRequestsRowFields, fragmentName: 'MyRequestsRow_request', data: card as never });
  applyClientRequestChange(cache, { __typename: 'RequestChange', requestId: String(card.id), kind: 'changed', lists, request: card } as never);
}
