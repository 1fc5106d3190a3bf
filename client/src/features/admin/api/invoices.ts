import { useCallback } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { AdminEditInvoiceInput } from '../../../gql/graphql';

export const AdminRequestInvoiceDocument = graphql(`
  query AdminRequestInvoice($requestId: ID!) {
    adminRequestInvoice(requestId: $requestId) {
      version
      invoice { id invoiceNumber status subtotalCents finalAmountCents originalAmountCents notes editReason lastEditedBy createdAt paidAt }
      lineItems { id type description quantity rateCents amountCents }
    }
  }
`);

export const AdminEditInvoiceDocument = graphql(`
  mutation AdminEditInvoice($input: AdminEditInvoiceInput!) {
    adminEditInvoice(input: $input) {
      newTotalCents originalTotalCents differenceCents
      invoice { id status finalAmountCents lastEditedBy editReason }
    }
  }
`);

export const AdminDeleteInvoiceDocument = graphql(`
  mutation AdminDeleteInvoice($id: ID!) {
    adminDeleteInvoice(id: $id)
  }
`);

export const AdminApproveInvoiceDocument = graphql(`
  mutation AdminApproveInvoice($id: ID!) {
    adminApproveInvoice(id: $id) { id status }
  }
`);

export function useRequestInvoice(requestId: string | null) {
  const { data, loading, error } = useQuery(AdminRequestInvoiceDocument, { variables: { requestId: requestId ?? '' }, skip: !requestId, fetchPolicy: 'cache-and-network' });
  return { details: data?.adminRequestInvoice ?? null, loading: loading && !data, error };
}

// No refetch: the invoice in the result is normalized by id; adminReviewChanged carries the request
// and figures, and its live handler asks this dialog's invoice (AdminRequestInvoice) again (./live.ts).

export function useEditInvoice() {
  const [mutate, result] = useMutation(AdminEditInvoiceDocument);
  const edit = useCallback((input: AdminEditInvoiceInput) => mutate({ variables: { input } }), [mutate]);
  return [edit, result] as const;
}
export function useDeleteInvoice() {
  const [mutate, result] = useMutation(AdminDeleteInvoiceDocument);
  const remove = useCallback((id: string) => mutate({ variables: { id } }), [mutate]);
  return [remove, result] as const;
}
export function useApproveInvoice() {
  const [mutate, result] = useMutation(AdminApproveInvoiceDocument);
  const approve = useCallback((id: string) => mutate({ variables: { id } }), [mutate]);
  return [approve, result] as const;
}
