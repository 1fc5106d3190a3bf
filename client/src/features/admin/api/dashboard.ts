import type { RequestStatusFilter } from '../../../gql/graphql';
import { useCallback, useMemo } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useLoadMore } from '../../../lib/pagination';
import { graphql, useFragment as readFragment } from '../../../gql';
import type { AdminCreateRequestInput } from '../../../gql/graphql';

/** The dashboard tiles: the stats query and the live admin events carry them alike. */
export const AdminDashboardTilesFields = graphql(`
  fragment AdminDashboardTiles_stats on AdminDashboardStats {
    activeJobs completed pending unpaidRequests pastDueBalances pastDueTotalCents earningsCents reviewQueue
  }
`);

export const AdminDashboardStatsDocument = graphql(`
  query AdminDashboardStats {
    adminDashboardStats { ...AdminDashboardTiles_stats }
  }
`);

export const AdminCategoryRevenueDocument = graphql(`
  query AdminCategoryRevenue {
    adminCategoryRevenue { categoryId categoryName jobs revenueCents profitMargin }
  }
`);

export const AdminSearchDocument = graphql(`
  query AdminSearch($query: String!) {
    adminSearch(query: $query) { kind id title subtitle link }
  }
`);

export const AdminClientsDocument = graphql(`
  query AdminClients($first: Int, $after: String) {
    adminClients(first: $first, after: $after) {
      items {
      requestCount
      totalPaidCents
      client { id name email phone address city state zipCode createdAt }
      }
      pageInfo { hasNextPage endCursor }
    }
  }
`);

export const AdminProvidersDocument = graphql(`
  query AdminProviders($first: Int, $after: String) {
    adminProviders(first: $first, after: $after) {
      items {
      categoryName
      categoryNames
      activeJobs
      earningsCents
      provider { id name email phone status zipCode serviceRadius rating ratingCount completedJobs hourlyRateCents }
      }
      pageInfo { hasNextPage endCursor }
    }
  }
`);

/** One row of All Services (the list and the live admin events alike). */
export const AdminServiceRowFields = graphql(`
  fragment AdminServiceRow_request on ServiceRequest {
    id title displayStatus status priority clientName serviceCity serviceState createdAt estimatedCostCents
    category { id name icon }
    provider { id name }
  }
`);

export const AdminServiceRequestsDocument = graphql(`
  query AdminServiceRequests($status: RequestStatusFilter, $first: Int, $after: String) {
    adminServiceRequests(status: $status, first: $first, after: $after) {
      items { ...AdminServiceRow_request }
      pageInfo { hasNextPage endCursor }
    }
  }
`);

/** One visit of the admin schedule (the list and the live admin events alike). */
export const AdminScheduleRowFields = graphql(`
  fragment AdminScheduleRow_request on ServiceRequest {
    id title displayStatus clientName serviceAddress serviceCity scheduledAt estimatedDuration
    category { id name icon }
    provider { id name }
  }
`);

export const AdminScheduleDocument = graphql(`
  query AdminSchedule($first: Int, $after: String) {
    adminSchedule(first: $first, after: $after) {
      items { ...AdminScheduleRow_request }
      pageInfo { hasNextPage endCursor }
    }
  }
`);

export const AdminCreateServiceRequestDocument = graphql(`
  mutation AdminCreateServiceRequest($input: AdminCreateRequestInput!) {
    adminCreateServiceRequest(input: $input) { id title status priority }
  }
`);

/** The dashboard tiles, kept live by the admin request events (useAdminRequestsLive in the shell). */
export function useDashboardStats() {
  const { data, loading, error } = useQuery(AdminDashboardStatsDocument, { fetchPolicy: 'network-only', nextFetchPolicy: 'cache-first' });
  return { stats: data ? readFragment(AdminDashboardTilesFields, data.adminDashboardStats) : undefined, loading: loading && !data, error };
}

export function useCategoryRevenue() {
  const { data, loading, error } = useQuery(AdminCategoryRevenueDocument, { fetchPolicy: 'cache-and-network' });
  return { categories: data?.adminCategoryRevenue ?? [], loading: loading && !data, error };
}

export function useAdminSearch(query: string) {
  const q = query.trim();
  const { data, loading } = useQuery(AdminSearchDocument, { variables: { query: q }, skip: q.length === 0, fetchPolicy: 'cache-and-network' });
  return { results: q ? (data?.adminSearch ?? []) : [], loading };
}

/** `first`: the page size (the server allows up to 200). */
export function useAdminClients(first?: number) {
  const { data, loading, error, fetchMore } = useQuery(AdminClientsDocument, { variables: { first }, fetchPolicy: 'cache-and-network' });
  const more = useLoadMore(data?.adminClients.pageInfo, fetchMore);
  return { clients: data?.adminClients.items ?? [], loading: loading && !data, error, more };
}

export function useAdminProviders(first?: number) {
  const { data, loading, error, fetchMore } = useQuery(AdminProvidersDocument, { variables: { first }, fetchPolicy: 'cache-and-network' });
  const more = useLoadMore(data?.adminProviders.pageInfo, fetchMore);
  return { providers: data?.adminProviders.items ?? [], loading: loading && !data, error, more };
}

export function useAdminServiceRequests(status: RequestStatusFilter | null, first?: number) {
  const { data, loading, error, fetchMore } = useQuery(AdminServiceRequestsDocument, { variables: { status, first }, fetchPolicy: 'cache-and-network' });
  const more = useLoadMore(data?.adminServiceRequests.pageInfo, fetchMore);
  const requests = useMemo(() => (data?.adminServiceRequests.items ?? []).map((r) => readFragment(AdminServiceRowFields, r)), [data]);
  return { requests, loading: loading && !data, error, more };
}

export function useAdminSchedule() {
  const { data, loading, error, fetchMore } = useQuery(AdminScheduleDocument, { fetchPolicy: 'cache-and-network' });
  const more = useLoadMore(data?.adminSchedule.pageInfo, fetchMore);
  const requests = useMemo(() => (data?.adminSchedule.items ?? []).map((r) => readFragment(AdminScheduleRowFields, r)), [data]);
  return { requests, loading: loading && !data, error, more };
}

export function useCreateServiceRequest() {
  const [mutate, result] = useMutation(AdminCreateServiceRequestDocument) // adminReviewChanged places the new request in All Services and Queued;
  const create = useCallback((input: AdminCreateRequestInput) => mutate({ variables: { input } }), [mutate]);
  return [create, result] as const;
}
