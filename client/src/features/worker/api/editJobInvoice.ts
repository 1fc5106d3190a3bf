import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { EditJobInvoiceInput } from '../../../gql/graphql';

export const EditJobInvoiceDocument = graphql(`
  mutation EditJobInvoice($input: EditJobInvoiceInput!) {
    editJobInvoice(input: $input) {
      id
      ...JobInvoice_invoice
    }
  }
`);

/** The answer is the edited invoice with its lines: the cache updates it in place (no refetch). */
export function useEditJobInvoice() {
  const [mutate, result] = useMutation(EditJobInvoiceDocument);
  const edit = useCallback((input: EditJobInvoiceInput) => mutate({ variables: { input } }).then((r) => r.data!.editJobInvoice), [mutate]);
  return [edit, result] as const;
}
