import { useCallback } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { CreateJobInvoiceInput, EditJobInvoiceInput, WorkerJobInvoicesQuery } from '../../../gql/graphql';

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

export const CreateJobInvoiceDocument = graphql(`
  mutation CreateJobInvoice($input: CreateJobInvoiceInput!) {
    createJobInvoice(input: $input) {
      id
      invoiceNumber
      status
      finalAmountCents
    }
  }
`);

export const EditJobInvoiceDocument = graphql(`
  mutation EditJobInvoice($input: EditJobInvoiceInput!) {
    editJobInvoice(input: $input) {
      id
      status
      finalAmountCents
      originalAmountCents
      lastEditedBy
    }
  }
`);

export type JobInvoice = WorkerJobInvoicesQuery['serviceRequest']['invoices'][number];

export function useJobInvoices(requestId: string | null) {
  const { data, loading } = useQuery(WorkerJobInvoicesDocument, { variables: { id: requestId ?? '' }, skip: !requestId, fetchPolicy: 'cache-and-network' });
  return { invoices: data?.serviceRequest.invoices ?? [], loading: loading && !data };
}

// The job's invoice list with its lines is asked again: requestChanged carries the job (card, detail,
// figures) but not the invoice lines.
const refetch = { refetchQueries: ['WorkerJobInvoices'], awaitRefetchQueries: true };

export function useCreateJobInvoice() {
  const [mutate, result] = useMutation(CreateJobInvoiceDocument, refetch);
  const create = useCallback((input: CreateJobInvoiceInput) => mutate({ variables: { input } }).then((r) => r.data!.createJobInvoice), [mutate]);
  return [create, result] as const;
}

export function useEditJobInvoice() {
  const [mutate, result] = useMutation(EditJobInvoiceDocument, refetch);
  const edit = useCallback((input: EditJobInvoiceInput) => mutate({ variables: { input } }).then((r) => r.data!.editJobInvoice), [mutate]);
  return [edit, result] as const;
}
