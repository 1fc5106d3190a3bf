import { useQuery } from '@apollo/client/react';
import { graphql, useFragment as readFragment } from '../../../gql';
import type { AdminInvoiceRow_RowFragment } from '../../../gql/graphql';

/** A row of Recent Invoices and of the billing search (normalized by its request: apollo.ts). */
export const AdminInvoiceRowFields = graphql(`
  fragment AdminInvoiceRow_row on AdminInvoiceRow {
    serviceCostCents balanceDueCents minService billingState
    invoice { id invoiceNumber status finalAmountCents }
    request { id title clientName displayStatus completedAt createdAt }
  }
`);

export const AdminRecentInvoicesDocument = graphql(`
  query AdminRecentInvoices {
    adminRecentInvoices { ...AdminInvoiceRow_row }
  }
`);

export type InvoiceRow = AdminInvoiceRow_RowFragment;
export function useRecentInvoices() {
  const { data, loading, error } = useQuery(AdminRecentInvoicesDocument, { fetchPolicy: 'cache-and-network' });
  return { rows: readFragment(AdminInvoiceRowFields, data?.adminRecentInvoices ?? []), loading: loading && !data, error };
}
