import { useCallback } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql, useFragment as readFragment, type FragmentType } from '../../../gql';
import type { CreateRequestInput, RequestCard_RequestFragment, UpdateRequestInput } from '../../../gql/graphql';

export const RequestCardFields = graphql(`
  fragment RequestCard_request on ServiceRequest {
    id
    title
    description
    status
    displayStatus
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
  query MyRequests {
    myRequests {
      ...RequestCard_request
    }
  }
`);

export const MyServiceHistoryDocument = graphql(`
  query MyServiceHistory {
    myServiceHistory {
      ...RequestCard_request
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
    }
  }
`);

export type RequestCardData = RequestCard_RequestFragment;

/** Unmasks a request card fragment (a plain function, not a hook). */
export function asCard(value: FragmentType<typeof RequestCardFields>): RequestCardData {
  return readFragment(RequestCardFields, value);
}

export function useMyRequests() {
  const { data, loading, error, refetch } = useQuery(MyRequestsDocument, { fetchPolicy: 'cache-and-network' });
  return { requests: (data?.myRequests ?? []).map(asCard), loading: loading && !data, error, refetch };
}

export function useMyServiceHistory() {
  const { data, loading, error } = useQuery(MyServiceHistoryDocument, { fetchPolicy: 'cache-and-network' });
  return { history: data?.myServiceHistory ?? [], loading: loading && !data, error };
}

/** Creates a request and puts it at the top of the cached "My Requests" list. */
export function useCreateRequest() {
  const [mutate, result] = useMutation(CreateServiceRequestDocument, {
    update(cache, { data }) {
      const created = data?.createServiceRequest;
      if (!created) return;
      cache.updateQuery({ query: MyRequestsDocument }, (existing) =>
        existing ? { myRequests: [created, ...existing.myRequests.filter((r) => asCard(r).id !== asCard(created).id)] } : existing,
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
        existing ? { myRequests: existing.myRequests.filter((r) => asCard(r).id !== id) } : existing,
      );
    },
    refetchQueries: ['MyBilling', 'MyClientStats'],
  });
  const cancel = useCallback((id: string) => mutate({ variables: { id } }), [mutate]);
  return [cancel, result] as const;
}
