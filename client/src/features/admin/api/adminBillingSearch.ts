import { useQuery } from '@apollo/client/react';
import { graphql, useFragment as readFragment } from '../../../gql';
import { AdminInvoiceRowFields } from './adminRecentInvoices';

export const AdminBillingSearchDocument = graphql(`
  query AdminBillingSearch($query: String!) {
    adminBillingSearch(query: $query) { ...AdminInvoiceRow_row }
  }
`);
export function useBillingSearch(query: string) {
  const q = query.trim();
  const { data, loading } = useQuery(AdminBillingSearchDocument, { variables: { query: q }, skip: !q, fetchPolicy: 'cache-and-network' });
  return { rows: q ? readFragment(AdminInvoiceRowFields, data?.adminBillingSearch ?? []) : [], loading: loading && !data };
}
