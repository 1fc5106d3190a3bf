import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const CatalogCategoriesDocument = graphql(`
  query CatalogCategories {
    serviceCategories {
      id
      name
      icon
      color
      description
      requiresScheduling
    }
  }
`);

export const CatalogTypesDocument = graphql(`
  query CatalogTypes($categoryId: ID!) {
    serviceTypes(categoryId: $categoryId) {
      id
      name
      categoryId
    }
  }
`);

export function useCategories() {
  const { data, loading, error } = useQuery(CatalogCategoriesDocument);
  return { categories: data?.serviceCategories ?? [], loading: loading && !data, error };
}

export function useServiceTypes(categoryId: number | null) {
  const { data, loading } = useQuery(CatalogTypesDocument, { variables: { categoryId: String(categoryId ?? 0) }, skip: !categoryId });
  return { types: data?.serviceTypes ?? [], loading: loading && !data };
}
