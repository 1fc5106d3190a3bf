import { useQuery } from '@apollo/client/react';
import { graphql, useFragment } from '../../../gql';
import type { JobInvoice_InvoiceFragment } from '../../../gql/graphql';

/** An invoice as the worker's job screen lists it, with its lines; the create and edit answers select it too. */
export const JobInvoiceFragment = graphql(`
  fragment JobInvoice_invoice on Invoice {
    id
    invoiceNumber
    status
    finalAmountCents
    originalAmountCents
    notes
    editReason
    lastEditedBy
    createdAt
    lineItems {
      id
      type
      description
      quantity
      rateCents
      amountCents
    }
  }
`);

export const WorkerJobInvoicesDocument = graphql(`
  query WorkerJobInvoices($id: ID!) {
    serviceRequest(id: $id) {
      id
      invoices {
        ...JobInvoice_invoice
      }
    }
  }
`);

export type JobInvoice = JobInvoice_InvoiceFragment;

export function useJobInvoices(requestId: string | null) {
  const { data, loading } = useQuery(WorkerJobInvoicesDocument, { variables: { id: requestId ?? '' }, skip: !requestId, fetchPolicy: 'cache-and-network' });
  const invoices = useFragment(JobInvoiceFragment, data?.serviceRequest.invoices ?? []);
  return { invoices, loading: loading && !data };
}
