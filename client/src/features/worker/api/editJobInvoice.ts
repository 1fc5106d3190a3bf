import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { EditJobInvoiceInput } from '../../../gql/graphql';

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

// The job's invoice list with its lines is asked again: requestChanged carries the job (card, detail,
// figures) but not the invoice lines.
const refetch = { refetchQueries: ['WorkerJobInvoices'], awaitRefetchQueries: true };

export function useEditJobInvoice() {
  const [mutate, result] = useMutation(EditJobInvoiceDocument, refetch);
  const edit = useCallback((input: EditJobInvoiceInput) => mutate({ variables: { input } }).then((r) => r.data!.editJobInvoice), [mutate]);
  return [edit, result] as const;
}
