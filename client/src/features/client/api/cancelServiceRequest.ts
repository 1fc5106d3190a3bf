import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql, useFragment as readFragment } from '../../../gql';
import { MyRequestsDocument, MyRequestsRowFields } from './myRequests';

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

/** Cancels a request; it leaves the cached lists at once (the server keeps the record). */
export function useCancelRequest() {
  const [mutate, result] = useMutation(CancelServiceRequestDocument, {
    update(cache, { data }) {
      const id = data?.cancelServiceRequest.id;
      if (!id) return;
      cache.updateQuery({ query: MyRequestsDocument }, (existing) =>
        existing ? { myRequests: { ...existing.myRequests, items: existing.myRequests.items.filter((r) => readFragment(MyRequestsRowFields, r).id !== id) } } : existing,
      );
    },
    refetchQueries: ['MyBilling', 'MyClientStats'],
  });
  const cancel = useCallback((id: string) => mutate({ variables: { id } }), [mutate]);
  return [cancel, result] as const;
}
