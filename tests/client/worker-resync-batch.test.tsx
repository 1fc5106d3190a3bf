import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { connectionField } from '../../client/src/lib/pagination';
import { OpenJobsDocument } from '../../client/src/features/worker/api/openJobs';
import { applyWorkerResync } from '../../client/src/features/worker/api/workerLiveResync';
import { queueItem } from './support/queue-items';

/** The app's cache rules for the worker's queue (client/src/apollo.ts). */
function appClient() {
  const cache = new InMemoryCache({
    typePolicies: {
      QueueItem: { keyFields: ['request', ['id']] },
      Query: { fields: { openJobs: connectionField() } },
    },
  });
  return new ApolloClient({ cache, link: ApolloLink.empty() });
}

const item = (id: string) => queueItem(id, 'normal', `2026-11-29T10:${id.padStart(2, '0').slice(-2)}:00.000Z`);

/**
 * A worker whose socket was down under load is owed hundreds of queue changes: the answer is
 * applied to the cache as one update, so the queue on screen renders once, not once per change.
 */
it("applies a resync's queue changes as one update of what is on screen", () => {
  const client = appClient();
  client.cache.writeQuery({ query: OpenJobsDocument, data: { openJobs: { __typename: 'QueueItemConnection', items: Array.from({ length: 50 }, (_, i) => item(String(i + 1))), pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null } } } as never });
  const renders: string[][] = [];
  const stop = client.cache.watch({
    query: OpenJobsDocument,
    optimistic: true,
    callback: (diff) => renders.push(((diff.result as { openJobs?: { items: { request: { id: string } }[] } } | null)?.openJobs?.items ?? []).map((i) => i.request.id)),
  });
  // 40 of the 50 taken since, and 200 paid and taken while the socket was down (removals of jobs never shown), and 3 new ones still open.
  const removals = [...Array.from({ length: 40 }, (_, i) => String(i + 1)), ...Array.from({ length: 200 }, (_, i) => String(1000 + i))].map((id) => ({ __typename: 'QueueChange' as const, requestId: id, kind: 'resync', removedId: id, queueDelta: 0, item: null }));
  const arrivals = ['97', '98', '99'].map((id) => ({ __typename: 'QueueChange' as const, requestId: id, kind: 'resync', removedId: null, queueDelta: 0, item: item(id) }));
  applyWorkerResync(client, { __typename: 'LiveResync', complete: true, requests: [], queue: [...removals, ...arrivals], workerEarnings: null, workerDashboard: null } as never);
  stop();
  expect(renders).toHaveLength(1);
  expect(new Set(renders[0])).toEqual(new Set(['41', '42', '43', '44', '45', '46', '47', '48', '49', '50', '97', '98', '99']));
});
