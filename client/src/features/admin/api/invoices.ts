import { useCallback } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql, useFragment as readFragment } from '../../../gql';
import type { AdminEditInvoiceInput } from '../../../gql/graphql';

/** A request's latest invoice with its lines, as the invoice dialog shows it (the query and the admin's live money rows). */
export const AdminInvoiceDetailsFields = graphql(`
  fragment AdminInvoiceDetails_details on AdminInvoiceDetails {
    version
    invoice { id invoiceNumber status subtotalCents finalAmountCents originalAmountCents notes editReason lastEditedBy createdAt paidAt }
    lineItems { id type description quantity rateCents amountCents }
  }
`);

export const AdminRequestInvoiceDocument = graphql(`
  query AdminRequestInvoice($requestId: ID!) {
    adminRequestInvoice(requestId: $requestId) { ...AdminInvoiceDetails_details }
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
  return { details: readFragment(AdminInvoiceDetailsFields, data?.adminRequestInvoice ?? null), loading: loading && !data, error };
}

// No refetch: the invoice in the result is normalized by id; adminReviewChanged carries the request,
// the figures and the request's latest invoice with its lines, which its live handler writes (./live.ts).

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
