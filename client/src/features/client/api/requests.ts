import { useCallback } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useLoadMore } from '../../../lib/pagination';
import { graphql, useFragment as readFragment, type FragmentType } from '../../../gql';
import type { CreateRequestInput, RequestCard_RequestFragment, UpdateRequestInput } from '../../../gql/graphql';

export const RequestCardFields = graphql(`
  fragment RequestCard_request on ServiceRequest {
    id
    title
    description
    status
    displayStatus
    canCancel
    appointmentFeePaid
    priority
    serviceTypeName
    serviceAddress
    serviceCity
    serviceState
    serviceZipCode
    preferredDate
    preferredTime
    specificTime
    scheduledAt
    createdAt
    completedAt
    rating
    categoryId
    estimatedCostCents
    actualCostCents
    category {
      id
      name
      icon
    }
    provider {
      id
      name
      rating
      ratingCount
    }
  }
`);

export const MyRequestsDocument = graphql(`
  query MyRequests($first: Int, $after: String) {
    myRequests(first: $first, after: $after) {
      items {
        ...RequestCard_request
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const MyServiceHistoryDocument = graphql(`
  query MyServiceHistory($first: Int, $after: String) {
    myServiceHistory(first: $first, after: $after) {
      items {
        ...RequestCard_request
        billing {
          combinedTotalCents
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const CreateServiceRequestDocument = graphql(`
  mutation CreateServiceRequest($input: CreateRequestInput!) {
    createServiceRequest(input: $input) {
      ...RequestCard_request
    }
  }
`);

export const UpdateServiceRequestDocument = graphql(`
  mutation UpdateServiceRequest($input: UpdateRequestInput!) {
    updateServiceRequest(input: $input) {
      ...RequestCard_request
    }
  }
`);

export const CancelServiceRequestDocument = graphql(`
  mutation CancelServiceRequest($id: ID!) {
    cancelServiceRequest(id: $id) {
      id
      status
      displayStatus
      canCancel
    }
  }
`);

export type RequestCardData = RequestCard_RequestFragment;

/** Unmasks a request card fragment (a plain function, not a hook). */
export function asCard(value: FragmentType<typeof RequestCardFields>): RequestCardData {
  return readFragment(RequestCardFields, value);
}

export function useMyRequests() {
  const { data, loading, error, refetch, fetchMore } = useQuery(MyRequestsDocument, { fetchPolicy: 'cache-and-network' });
  const more = useLoadMore(data?.myRequests.pageInfo, fetchMore);
  return { requests: (data?.myRequests.items ?? []).map(asCard), loading: loading && !data, error, refetch, more };
}

export function useMyServiceHistory() {
  const { data, loading, error, fetchMore } = useQuery(MyServiceHistoryDocument, { fetchPolicy: 'cache-and-network' });
  const more = useLoadMore(data?.myServiceHistory.pageInfo, fetchMore);
  return { history: data?.myServiceHistory.items ?? [], loading: loading && !data, error, more };
}

/** Creates a request and puts it at the top of the cached "My Requests" list. */
export function useCreateRequest() {
  const [mutate, result] = useMutation(CreateServiceRequestDocument, {
    update(cache, { data }) {
      const created = data?.createServiceRequest;
      if (!created) return;
      cache.updateQuery({ query: MyRequestsDocument }, (existing) =>
        existing
          ? { myRequests: { ...existing.myRequests, items: [created, ...existing.myRequests.items.filter((r) => asCard(r).id !== asCard(created).id)] } }
          : existing,
      );
    },
  });
  const create = useCallback(
    async (input: CreateRequestInput) => {
      const res = await mutate({ variables: { input } });
      return asCard(res.data!.createServiceRequest);
    },
    [mutate],
  );
  return [create, result] as const;
}

export function useUpdateRequest() {
  const [mutate, result] = useMutation(UpdateServiceRequestDocument);
  const update = useCallback((input: UpdateRequestInput) => mutate({ variables: { input } }), [mutate]);
  return [update, result] as const;
}

/** Cancels a request; it leaves the cached lists at once (the server keeps the record). */
export function useCancelRequest() {
  const [mutate, result] = useMutation(CancelServiceRequestDocument, {
    update(cache, { data }) {
      const id = data?.cancelServiceRequest.id;
      if (!id) return;
      cache.updateQuery({ query: MyRequestsDocument }, (existing) =>
        existing ? { myRequests: { ...existing.myRequests, items: existing.myRequests.items.filter((r) => asCard(r).id !== id) } } : existing,
      );
    },
    refetchQueries: ['MyBilling', 'MyClientStats'],
  });
  const cancel = useCallback((id: string) => mutate({ variables: { id } }), [mutate]);
  return [cancel, result] as const;
}
