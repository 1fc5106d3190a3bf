import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const WorkerCategoriesDocument = graphql(`
  query WorkerCategories {
    serviceCategories {
      id
      name
      icon
      color
      description
    }
  }
`);

export function useWorkerCategories() {
  const { data, loading, error } = useQuery(WorkerCategoriesDocument, { fetchPolicy: 'cache-first' });
  return { categories: data?.serviceCategories ?? [], loading: loading && !data, error };
}
