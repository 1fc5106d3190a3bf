import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { AdminEditInvoiceInput } from '../../../gql/graphql';

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


// No refetch: the invoice in the result is normalized by id; adminReviewChanged carries the request,
// the figures and the request's latest invoice with its lines, which its live handler writes (./liveMoney.ts).

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
