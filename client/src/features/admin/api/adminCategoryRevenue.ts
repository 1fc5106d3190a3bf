import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const AdminCategoryRevenueDocument = graphql(`
  query AdminCategoryRevenue {
    adminCategoryRevenue { categoryId categoryName jobs revenueCents profitMargin }
  }
`);

export function useCategoryRevenue() {
  const { data, loading, error } = useQuery(AdminCategoryRevenueDocument, { fetchPolicy: 'cache-and-network' });
  return { categories: data?.adminCategoryRevenue ?? [], loading: loading && !data, error };
}
