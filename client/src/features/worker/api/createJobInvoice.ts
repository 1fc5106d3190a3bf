import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { CreateJobInvoiceInput } from '../../../gql/graphql';

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

// The job's invoice list with its lines is asked again: requestChanged carries the job (card, detail,
// figures) but not the invoice lines.
const refetch = { refetchQueries: ['WorkerJobInvoices'], awaitRefetchQueries: true };

export function useCreateJobInvoice() {
  const [mutate, result] = useMutation(CreateJobInvoiceDocument, refetch);
  const create = useCallback((input: CreateJobInvoiceInput) => mutate({ variables: { input } }).then((r) => r.data!.createJobInvoice), [mutate]);
  return [create, result] as const;
}
