import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import type { Reference } from '@apollo/client';
import { graphql } from '../../../gql';
import type { CreateJobInvoiceInput } from '../../../gql/graphql';

export const CreateJobInvoiceDocument = graphql(`
  mutation CreateJobInvoice($input: CreateJobInvoiceInput!) {
    createJobInvoice(input: $input) {
      id
      ...JobInvoice_invoice
    }
  }
`);

/**
 * The answer is the new invoice with its lines: it joins its job's cached invoice list (no
 * refetch); requestChanged carries the job's figures.
 */
export function useCreateJobInvoice() {
  const [mutate, result] = useMutation(CreateJobInvoiceDocument, {
    update: (cache, { data }, { variables }) => {
      const invoice = data?.createJobInvoice;
      if (!invoice || !variables) return;
      const ref = cache.identify({ __typename: 'Invoice', id: invoice.id });
      cache.modify({
        id: cache.identify({ __typename: 'ServiceRequest', id: variables.input.requestId }),
        fields: {
          invoices: (existing: readonly Reference[] = [], { readField, toReference }) =>
            existing.some((i) => readField('id', i) === invoice.id) ? existing : [...existing, toReference(ref!)!],
        },
      });
    },
  });
  const create = useCallback((input: CreateJobInvoiceInput) => mutate({ variables: { input } }).then((r) => r.data!.createJobInvoice), [mutate]);
  return [create, result] as const;
}
