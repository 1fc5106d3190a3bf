import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql, useFragment as readFragment } from '../../../gql';
import { MyRequestsDocument, MyRequestsRowFields } from './myRequests';

/*
 * A client's changes to a visit of a recurring series. Each answer selects the My Requests row
 * (MyRequestsRow_request), so the cache puts the visit's new status or time on the screen at
 * once; the client's live request event brings the same to their other tabs.
 */

export const SkipVisitDocument = graphql(`
  mutation SkipVisit($requestId: ID!) {
    skipVisit(requestId: $requestId) {
      ...MyRequestsRow_request
    }
  }
`);

export const RescheduleVisitDocument = graphql(`
  mutation RescheduleVisit($requestId: ID!, $scheduledAt: String!) {
    rescheduleVisit(requestId: $requestId, scheduledAt: $scheduledAt) {
      ...MyRequestsRow_request
    }
  }
`);

export const EndSeriesDocument = graphql(`
  mutation EndSeries($requestId: ID!) {
    endSeries(requestId: $requestId) {
      ...MyRequestsRow_request
    }
  }
`);

/** Skip one visit: it is cancelled by the policy of a single request. */
export function useSkipVisit() {
  const [mutate, result] = useMutation(SkipVisitDocument);
  const skip = useCallback((requestId: string) => mutate({ variables: { requestId } }).then(() => undefined), [mutate]);
  return [skip, result] as const;
}

/** Move one visit to 'YYYY-MM-DD HH:MM' (Central time). */
export function useRescheduleVisit() {
  const [mutate, result] = useMutation(RescheduleVisitDocument);
  const move = useCallback((requestId: string, scheduledAt: string) => mutate({ variables: { requestId, scheduledAt } }).then(() => undefined), [mutate]);
  return [move, result] as const;
}

/**
 * End the series of a visit; answers how many visits still to come it cancelled. Those come back
 * cancelled in the answer; the series' other visits on My Requests (one already under way) are
 * marked ended in the cache, so none offers "End series" again.
 */
export function useEndSeries() {
  const [mutate, result] = useMutation(EndSeriesDocument);
  const end = useCallback(
    (requestId: string, seriesId: string) =>
      mutate({
        variables: { requestId },
        update(cache) {
          const list = cache.readQuery({ query: MyRequestsDocument });
          for (const item of list?.myRequests.items ?? []) {
            const row = readFragment(MyRequestsRowFields, item);
            if (row.series?.id !== seriesId) continue;
            cache.modify({
              id: cache.identify({ __typename: 'ServiceRequest', id: row.id }),
              fields: { series: (existing: unknown) => (existing && typeof existing === 'object' ? { ...existing, status: 'ended' } : existing) },
            });
          }
        },
      }).then((r) => r.data?.endSeries.length ?? 0),
    [mutate],
  );
  return [end, result] as const;
}
