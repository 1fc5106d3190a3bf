import { useCallback } from 'react';
import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useLoadMore } from '../../../lib/pagination';
import { graphql } from '../../../gql';
import type { AdminCreateRequestInput } from '../../../gql/graphql';

export const AdminDashboardStatsDocument = graphql(`
  query AdminDashboardStats {
    adminDashboardStats { activeJobs completed pending unpaidRequests pastDueBalances pastDueTotalCents earningsCents reviewQueue }
  }
`);

export const AdminReviewQueueDocument = graphql(`
  query AdminReviewQueue($first: Int, $after: String) {
    adminReviewQueue(first: $first, after: $after) {
      items {
      id title clientName displayStatus status invoicePaymentAmountCents invoicePaymentDate hundredDollarSpecial adminApprovalStatus
      category { id name icon }
      provider { id name }
      billing { serviceCostCents balanceDueCents workerPayoutCents }
      }
      pageInfo { hasNextPage endCursor }
    }
  }
`);

export const AdminReviewChangedDocument = graphql(`
  subscription AdminReviewChanged {
    adminReviewChanged { requestId kind at }
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

export const AdminServiceRequestsDocument = graphql(`
  query AdminServiceRequests($status: String, $first: Int, $after: String) {
    adminServiceRequests(status: $status, first: $first, after: $after) {
      items {
      id title displayStatus status priority clientName serviceCity serviceState createdAt estimatedCostCents
      category { id name icon }
      provider { id name }
      }
      pageInfo { hasNextPage endCursor }
    }
  }
`);

export const AdminScheduleDocument = graphql(`
  query AdminSchedule($first: Int, $after: String) {
    adminSchedule(first: $first, after: $after) {
      items {
      id title displayStatus clientName serviceAddress serviceCity scheduledAt estimatedDuration
      category { id name icon }
      provider { id name }
      }
      pageInfo { hasNextPage endCursor }
    }
  }
`);

export const AdminCreateServiceRequestDocument = graphql(`
  mutation AdminCreateServiceRequest($input: AdminCreateRequestInput!) {
    adminCreateServiceRequest(input: $input) { id title status priority }
  }
`);

export function useDashboardStats() {
  const { data, loading, error } = useQuery(AdminDashboardStatsDocument, { fetchPolicy: 'network-only' });
  return { stats: data?.adminDashboardStats, loading: loading && !data, error };
}

/**
 * What a change in the review queue can move: the queue itself, the money figures beside it,
 * and the All Services list (a paid fee turns "Awaiting Payment" into "Pending").
 */
const REVIEW_DEPENDENTS = ['AdminReviewQueue', 'AdminDashboardStats', 'AdminBillingStats', 'AdminRecentInvoices', 'AdminConsultationPayments', 'AdminPayouts', 'AdminServiceRequests'];

/** Refreshes whichever of REVIEW_DEPENDENTS are on screen when the adminReviewChanged subscription reports a change (no polling). */
export function useAdminReviewRefresh() {
  useSubscription(AdminReviewChangedDocument, {
    onData: ({ client }) => {
      void client.refetchQueries({ include: REVIEW_DEPENDENTS }).catch(() => undefined);
    },
  });
}

/** The Admin Review Queue, kept current by the adminReviewChanged subscription (no polling). */
export function useReviewQueue() {
  const { data, loading, error, fetchMore } = useQuery(AdminReviewQueueDocument, { fetchPolicy: 'cache-and-network' });
  useAdminReviewRefresh();
  const more = useLoadMore(data?.adminReviewQueue.pageInfo, fetchMore);
  return { queue: data?.adminReviewQueue.items ?? [], loading: loading && !data, error, more };
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

export function useAdminServiceRequests(status: string | null, first?: number) {
  const { data, loading, error, fetchMore } = useQuery(AdminServiceRequestsDocument, { variables: { status, first }, fetchPolicy: 'cache-and-network' });
  const more = useLoadMore(data?.adminServiceRequests.pageInfo, fetchMore);
  return { requests: data?.adminServiceRequests.items ?? [], loading: loading && !data, error, more };
}

export function useAdminSchedule() {
  const { data, loading, error, fetchMore } = useQuery(AdminScheduleDocument, { fetchPolicy: 'cache-and-network' });
  const more = useLoadMore(data?.adminSchedule.pageInfo, fetchMore);
  return { requests: data?.adminSchedule.items ?? [], loading: loading && !data, error, more };
}

export function useCreateServiceRequest() {
  const [mutate, result] = useMutation(AdminCreateServiceRequestDocument, { refetchQueries: 'active' });
  const create = useCallback((input: AdminCreateRequestInput) => mutate({ variables: { input } }), [mutate]);
  return [create, result] as const;
}
