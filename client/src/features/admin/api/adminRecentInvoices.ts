import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { AdminRecentInvoicesQuery } from '../../../gql/graphql';

export const AdminRecentInvoicesDocument = graphql(`
  query AdminRecentInvoices {
    adminRecentInvoices {
      serviceCostCents balanceDueCents minService billingState
      invoice { id invoiceNumber status finalAmountCents }
      request { id title clientName displayStatus completedAt createdAt }
    }
  }
`);

export type InvoiceRow = AdminRecentInvoicesQuery['adminRecentInvoices'][number];
export function useRecentInvoices() {
  const { data, loading, error } = useQuery(AdminRecentInvoicesDocument, { fetchPolicy: 'cache-and-network' });
  return { rows: data?.adminRecentInvoices ?? [], loading: loading && !data, error };
}
