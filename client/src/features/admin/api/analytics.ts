import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const AdminAdvancedEarningsDocument = graphql(`
  query AdminAdvancedEarnings {
    adminAdvancedEarnings {
      revenueBreakdown { totalRevenueCents consultationFeesCents serviceRevenueCents processingFeesCents outstandingConsultationFeesCents }
      profitAnalysis { netProfitCents profitMargin workerCostsCents }
      customerMetrics { totalActiveCustomers avgCustomerValueCents repeatCustomerRate activeSeries }
      operationalMetrics { workerUtilizationRate avgWaitTimeHours cancellationRate }
      monthlyTrends { month revenueCents completedJobs avgOrderValueCents }
      topCategories { categoryId categoryName jobs revenueCents profitMargin }
    }
  }
`);

export const AdminRevenueDocument = graphql(`
  query AdminRevenue {
    adminRevenue {
      totalRevenueCents consultationCents balanceCents tipsCents awaitingApprovalCents payoutsReleasedCents payoutsHeldCents
      monthly { month revenueCents completedJobs avgOrderValueCents }
      recentPayments { requestTitle clientName payment { id requestId kind amountCents tipCents method adminApprovalStatus createdAt } }
    }
  }
`);

export const AdminRecentActivityDocument = graphql(`
  query AdminRecentActivity($limit: Int!) {
    adminRecentActivity(limit: $limit) { id source action description requestId actorRole amountCents createdAt }
  }
`);

export const AdminCategoryStatsDocument = graphql(`
  query AdminCategoryStats($categoryId: ID!) {
    adminCategoryStats(categoryId: $categoryId) {
      categoryId categoryName totalRequests queued pending active completed cancelled revenueCents payoutsCents averageRating
      recentRequests { id title displayStatus clientName createdAt }
    }
  }
`);

export function useAdvancedEarnings() {
  const { data, loading, error } = useQuery(AdminAdvancedEarningsDocument, { fetchPolicy: 'cache-and-network' });
  return { earnings: data?.adminAdvancedEarnings, loading: loading && !data, error };
}
export function useRevenue() {
  const { data, loading, error } = useQuery(AdminRevenueDocument, { fetchPolicy: 'cache-and-network' });
  return { revenue: data?.adminRevenue, loading: loading && !data, error };
}
export function useRecentActivity(limit = 100) {
  const { data, loading, error } = useQuery(AdminRecentActivityDocument, { variables: { limit }, fetchPolicy: 'cache-and-network' });
  return { items: data?.adminRecentActivity ?? [], loading: loading && !data, error };
}
export function useCategoryStats(categoryId: string | null) {
  const { data, loading, error } = useQuery(AdminCategoryStatsDocument, { variables: { categoryId: categoryId ?? '' }, skip: !categoryId, fetchPolicy: 'cache-and-network' });
  return { stats: data?.adminCategoryStats, loading: loading && !data, error };
}
