import { useQuery } from '@apollo/client/react';
import { graphql, useFragment as readFragment } from '../../../gql';

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

export function useRequestInvoice(requestId: string | null) {
  const { data, loading, error } = useQuery(AdminRequestInvoiceDocument, { variables: { requestId: requestId ?? '' }, skip: !requestId, fetchPolicy: 'cache-and-network' });
  return { details: readFragment(AdminInvoiceDetailsFields, data?.adminRequestInvoice ?? null), loading: loading && !data, error };
}
