import { InMemoryCache } from '@apollo/client';
import { connectionField } from '../../client/src/lib/pagination';
import { OpenJobsDocument } from '../../client/src/features/worker/api/openJobs';
import { applyQueueChange } from '../../client/src/features/worker/api/queueChanged';
import { MyRequestsDocument, applyClientRequestChangeForTest } from './support/client-live';
import { queueItem as item, queueJob as job } from './support/queue-items';

/** The app's cache rules for the lists under test (client/src/apollo.ts). */
function appCache() {
  return new InMemoryCache({
    typePolicies: {
      QueueItem: { keyFields: ['request', ['id']] },
      Query: { fields: { openJobs: connectionField(), myRequests: connectionField() } },
    },
  });
}

function queueWith(items: ReturnType<typeof item>[], hasNextPage = false) {
  const cache = appCache();
  cache.writeQuery({ query: OpenJobsDocument, data: { openJobs: { __typename: 'QueueItemConnection', items, pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor: hasNextPage ? 'c1' : null } } } as never });
  return cache;
}

/** The titles in the worker's Available Requests list, top to bottom. */
function queueTitles(cache: InMemoryCache): string[] {
  const data = cache.readQuery({ query: OpenJobsDocument }) as unknown as { openJobs: { items: { request: { title: string } }[] } } | null;
  return (data?.openJobs.items ?? []).map((i) => i.request.title);
}

const arrives = (cache: InMemoryCache, entering: ReturnType<typeof item>) =>
  applyQueueChange(cache, { __typename: 'QueueChange', requestId: entering.request.id, kind: 'paid', removedId: null, queueDelta: 1, item: entering } as never);

describe("Live placement in a worker's queue", () => {
  const early = '2026-11-20T10:00:00.000Z';
  const late = '2026-11-24T10:00:00.000Z';

  it('puts a new job between the ranks the server gave, urgent jobs staying on top', () => {
    const cache = queueWith([item('1', 'urgent', early), item('2', 'low', late)]);
    arrives(cache, item('3', 'normal', late));
    expect(queueTitles(cache)).toEqual(['Job 1', 'Job 3', 'Job 2']);
  });

  it('puts a new job of the same rank first (newest first)', () => {
    const cache = queueWith([item('1', 'normal', early), item('2', 'normal', early)]);
    arrives(cache, item('3', 'normal', late));
    expect(queueTitles(cache)).toEqual(['Job 3', 'Job 1', 'Job 2']);
  });

  it('follows the rank the server sends, not its own reading of the priority word', () => {
    const cache = queueWith([item('1', 'urgent', early), item('2', 'normal', early)]);
    // A priority word the client does not know, ranked by the server between the two.
    arrives(cache, item('3', 'critical', late, 1));
    expect(queueTitles(cache)).toEqual(['Job 1', 'Job 3', 'Job 2']);
  });

  it('leaves a job that sorts past the loaded page to the page not loaded yet', () => {
    const cache = queueWith([item('1', 'urgent', early), item('2', 'normal', early)], true);
    arrives(cache, item('3', 'low', late));
    expect(queueTitles(cache)).toEqual(['Job 1', 'Job 2']);
  });

  it('does not list a job twice when its event arrives again', () => {
    const cache = queueWith([item('1', 'urgent', early)]);
    arrives(cache, item('1', 'urgent', early));
    expect(queueTitles(cache)).toEqual(['Job 1']);
  });

  it('takes a job out of the list when it leaves the queue', () => {
    const cache = queueWith([item('1', 'urgent', early), item('2', 'normal', early)]);
    applyQueueChange(cache, { __typename: 'QueueChange', requestId: '1', kind: 'taken', removedId: '1', queueDelta: -1, item: null } as never);
    expect(queueTitles(cache)).toEqual(['Job 2']);
  });
});

describe("Live placement in a client's My Requests", () => {
  it('adds a request the server lists in My Requests at the top (newest first), and removes one it no longer lists', () => {
    const cache = appCache();
    const card = (id: string, createdAt: string, canCancel = true) => ({ ...job(id, 'normal', createdAt), appointmentFeePaid: true, canCancel, canEdit: canCancel, cancelTerms: null, rating: null, categoryId: '1', actualCostCents: null, provider: null, series: null, onMyWayAt: null, etaMinutes: null });
    cache.writeQuery({ query: MyRequestsDocument, data: { myRequests: { __typename: 'ServiceRequestConnection', items: [card('1', '2026-11-20T10:00:00.000Z')], pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null } } } as never });
    const titles = () => ((cache.readQuery({ query: MyRequestsDocument }) as unknown as { myRequests: { items: { title: string }[] } }).myRequests.items.map((r) => r.title));

    applyClientRequestChangeForTest(cache, card('2', '2026-11-24T10:00:00.000Z'), ['MY_REQUESTS']);
    expect(titles()).toEqual(['Job 2', 'Job 1']);

    applyClientRequestChangeForTest(cache, card('1', '2026-11-20T10:00:00.000Z', false), []);
    expect(titles()).toEqual(['Job 2']);
  });
});
