import { useCallback } from 'react';
import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { AdminCreateRequestInput } from '../../../gql/graphql';

export const AdminDashboardStatsDocument = graphql(`
  query AdminDashboardStats {
    adminDashboardStats { activeJobs completed pending unpaidRequests pastDueBalances pastDueTotalCents earningsCents reviewQueue }
  }
`);

export const AdminReviewQueueDocument = graphql(`
  query AdminReviewQueue {
    adminReviewQueue {
      id title clientName displayStatus status invoicePaymentAmountCents invoicePaymentDate hundredDollarSpecial adminApprovalStatus
      category { id name icon }
      provider { id name }
      billing { serviceCostCents balanceDueCents workerPayoutCents }
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
  query AdminClients {
    adminClients {
      requestCount
      totalPaidCents
      client { id name email phone address city state zipCode createdAt }
    }
  }
`);

export const AdminProvidersDocument = graphql(`
  query AdminProviders {
    adminProviders {
      categoryName
      categoryNames
      activeJobs
      earningsCents
      provider { id name email phone status zipCode serviceRadius rating ratingCount completedJobs hourlyRateCents }
    }
  }
`);

export const AdminServiceRequestsDocument = graphql(`
  query AdminServiceRequests($status: String) {
    adminServiceRequests(status: $status) {
      id title displayStatus status priority clientName serviceCity serviceState createdAt estimatedCostCents
      category { id name icon }
      provider { id name }
    }
  }
`);

export const AdminScheduleDocument = graphql(`
  query AdminSchedule {
    adminSchedule {
      id title displayStatus clientName serviceAddress serviceCity scheduledAt estimatedDuration
      category { id name icon }
      provider { id name }
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

/** What a change in the review queue can move: the queue itself and the money figures beside it. */
const REVIEW_DEPENDENTS = ['AdminReviewQueue', 'AdminDashboardStats', 'AdminBillingStats', 'AdminRecentInvoices', 'AdminConsultationPayments', 'AdminPayouts'];

/** The Admin Review Queue, kept current by the adminReviewChanged subscription (no polling). */
export function useReviewQueue() {
  const { data, loading, error } = useQuery(AdminReviewQueueDocument, { fetchPolicy: 'cache-and-network' });
  useSubscription(AdminReviewChangedDocument, {
    onData: ({ client }) => {
      void client.refetchQueries({ include: REVIEW_DEPENDENTS }).catch(() => undefined);
    },
  });
  return { queue: data?.adminReviewQueue ?? [], loading: loading && !data, error };
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

export function useAdminClients() {
  const { data, loading, error } = useQuery(AdminClientsDocument, { fetchPolicy: 'cache-and-network' });
  return { clients: data?.adminClients ?? [], loading: loading && !data, error };
}

export function useAdminProviders() {
  const { data, loading, error } = useQuery(AdminProvidersDocument, { fetchPolicy: 'cache-and-network' });
  return { providers: data?.adminProviders ?? [], loading: loading && !data, error };
}

export function useAdminServiceRequests(status: string | null) {
  const { data, loading, error } = useQuery(AdminServiceRequestsDocument, { variables: { status }, fetchPolicy: 'cache-and-network' });
  return { requests: data?.adminServiceRequests ?? [], loading: loading && !data, error };
}

export function useAdminSchedule() {
  const { data, loading, error } = useQuery(AdminScheduleDocument, { fetchPolicy: 'cache-and-network' });
  return { requests: data?.adminSchedule ?? [], loading: loading && !data, error };
}

export function useCreateServiceRequest() {
  const [mutate, result] = useMutation(AdminCreateServiceRequestDocument, { refetchQueries: 'active' });
  const create = useCallback((input: AdminCreateRequestInput) => mutate({ variables: { input } }), [mutate]);
  return [create, result] as const;
}
