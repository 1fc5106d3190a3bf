import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const AdminBillingStatsDocument = graphql(`
  query AdminBillingStats {
    adminBillingStats { totalRevenueCents pendingPaymentsCount pendingPaymentsCents avgInvoiceCents pastDueCount pastDueTotalCents }
  }
`);

export function useBillingStats() {
  const { data, loading, error } = useQuery(AdminBillingStatsDocument, { fetchPolicy: 'cache-and-network' });
  return { stats: data?.adminBillingStats, loading: loading && !data, error };
}
