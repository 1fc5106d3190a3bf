import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { graphql, useFragment as readFragment } from '../../../gql';
import type { MyRequestsRow_RequestFragment } from '../../../gql/graphql';
import { useLoadMore } from '../../../lib/pagination';

/**
 * One row of My Requests as the cache holds it: what the page sorts and acts on (status,
 * canCancel, canEdit, completedAt), the card (RequestCard_request) and the edit dialog
 * (EditRequestDialog_request). The list, the create and update answers, the live event and the
 * resync select it alike, so a row written by any of them is complete.
 */
export const MyRequestsRowFields = graphql(`
  fragment MyRequestsRow_request on ServiceRequest {
    id
    status
    canCancel
    canEdit
    cancelTerms
    completedAt
    createdAt
    series {
      id
      position
      total
      status
    }
    ...RequestCard_request
    ...EditRequestDialog_request
  }
`);

export const MyRequestsDocument = graphql(`
  query MyRequests($first: Int, $after: String) {
    myRequests(first: $first, after: $after) {
      items {
        ...MyRequestsRow_request
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** A row of My Requests as the page uses it; the card and the edit dialog read the rest. */
export type MyRequestsRow = MyRequestsRow_RequestFragment;

export function useMyRequests() {
  const { data, loading, error, refetch, fetchMore } = useQuery(MyRequestsDocument, { fetchPolicy: 'cache-and-network' });
  const more = useLoadMore(data?.myRequests.pageInfo, fetchMore);
  const requests = useMemo(() => (data?.myRequests.items ?? []).map((row) => readFragment(MyRequestsRowFields, row)), [data]);
  return { requests, loading: loading && !data, error, refetch, more };
}
