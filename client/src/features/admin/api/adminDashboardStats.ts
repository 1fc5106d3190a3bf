import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** The dashboard tiles (AdminDashboardTiles_stats, read by the dashboard's StatTiles); the live admin events carry them alike. */
export const AdminDashboardStatsDocument = graphql(`
  query AdminDashboardStats {
    adminDashboardStats { ...AdminDashboardTiles_stats }
  }
`);

/** The dashboard tiles, kept live by the admin request events (useAdminRequestsLive in the shell). */
export function useDashboardStats() {
  const { data, loading, error } = useQuery(AdminDashboardStatsDocument, { fetchPolicy: 'network-only', nextFetchPolicy: 'cache-first' });
  return { stats: data?.adminDashboardStats, loading: loading && !data, error };
}
