import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql, useFragment as readFragment } from '../../../gql';
import type { CreateRequestInput } from '../../../gql/graphql';
import { MyRequestsDocument, MyRequestsRowFields } from './myRequests';

/** The new request, as a row of My Requests (MyRequestsRow_request). */
export const CreateServiceRequestDocument = graphql(`
  mutation CreateServiceRequest($input: CreateRequestInput!) {
    createServiceRequest(input: $input) {
      ...MyRequestsRow_request
    }
  }
`);

/** Creates a request and puts it at the top of the cached "My Requests" list. */
export function useCreateRequest() {
  const [mutate, result] = useMutation(CreateServiceRequestDocument, {
    update(cache, { data }) {
      const created = data?.createServiceRequest;
      if (!created) return;
      const id = readFragment(MyRequestsRowFields, created).id;
      cache.updateQuery({ query: MyRequestsDocument }, (existing) =>
        existing
          ? { myRequests: { ...existing.myRequests, items: [created, ...existing.myRequests.items.filter((r) => readFragment(MyRequestsRowFields, r).id !== id)] } }
          : existing,
      );
    },
  });
  const create = useCallback(
    async (input: CreateRequestInput) => {
      const res = await mutate({ variables: { input } });
      return readFragment(MyRequestsRowFields, res.data!.createServiceRequest);
    },
    [mutate],
  );
  return [create, result] as const;
}
