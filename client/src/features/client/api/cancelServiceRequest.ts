import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql, useFragment as readFragment } from '../../../gql';
import { MyRequestsDocument, MyRequestsRowFields } from './myRequests';
import { MyBillingDocument, MyBillingEntryFields } from './myBilling';

export const CancelServiceRequestDocument = graphql(`
  mutation CancelServiceRequest($id: ID!) {
    cancelServiceRequest(id: $id) {
      id
      status
      displayStatus
      canCancel
      canEdit
      cancelTerms
      billingEntry {
        ...MyBilling_entry
      }
      clientStats {
        ...MyClientStats_stats
      }
    }
  }
`);

/**
 * Cancels a request; it leaves the cached lists at once (the server keeps the record). The answer
 * carries its billing row (null: it left the history, no money moved) and the client's figures,
 * which the cache puts in place (no refetch).
 */
export function useCancelRequest() {
  const [mutate, result] = useMutation(CancelServiceRequestDocument, {
    update(cache, { data }) {
      const cancelled = data?.cancelServiceRequest;
      if (!cancelled) return;
      const id = cancelled.id;
      cache.updateQuery({ query: MyRequestsDocument }, (existing) =>
        existing ? { myRequests: { ...existing.myRequests, items: existing.myRequests.items.filter((r) => readFragment(MyRequestsRowFields, r).id !== id) } } : existing,
      );
      if (!cancelled.billingEntry) {
        cache.updateQuery({ query: MyBillingDocument }, (existing) =>
          existing ? { myBilling: { ...existing.myBilling, items: existing.myBilling.items.filter((e) => readFragment(MyBillingEntryFields, e).requestId !== id) } } : existing,
        );
      }
    },
  });
  const cancel = useCallback((id: string) => mutate({ variables: { id } }), [mutate]);
  return [cancel, result] as const;
}
