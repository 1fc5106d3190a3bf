import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { WorkerJobInvoicesQuery } from '../../../gql/graphql';

export const WorkerJobInvoicesDocument = graphql(`
  query WorkerJobInvoices($id: ID!) {
    serviceRequest(id: $id) {
      id
      invoices {
        id
        invoiceNumber
        status
        finalAmountCents
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
    }
  }
`);

export type JobInvoice = WorkerJobInvoicesQuery['serviceRequest']['invoices'][number];

export function useJobInvoices(requestId: string | null) {
  const { data, loading } = useQuery(WorkerJobInvoicesDocument, { variables: { id: requestId ?? '' }, skip: !requestId, fetchPolicy: 'cache-and-network' });
  return { invoices: data?.serviceRequest.invoices ?? [], loading: loading && !data };
}
