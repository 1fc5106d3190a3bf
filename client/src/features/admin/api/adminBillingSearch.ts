import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const AdminBillingSearchDocument = graphql(`
  query AdminBillingSearch($query: String!) {
    adminBillingSearch(query: $query) {
      serviceCostCents balanceDueCents minService billingState
      invoice { id invoiceNumber status finalAmountCents }
      request { id title clientName displayStatus completedAt createdAt }
    }
  }
`);
export function useBillingSearch(query: string) {
  const q = query.trim();
  const { data, loading } = useQuery(AdminBillingSearchDocument, { variables: { query: q }, skip: !q, fetchPolicy: 'cache-and-network' });
  return { rows: q ? (data?.adminBillingSearch ?? []) : [], loading: loading && !data };
}
