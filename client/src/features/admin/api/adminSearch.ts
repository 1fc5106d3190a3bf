import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const AdminSearchDocument = graphql(`
  query AdminSearch($query: String!) {
    adminSearch(query: $query) { kind id title subtitle link }
  }
`);

export function useAdminSearch(query: string) {
  const q = query.trim();
  const { data, loading } = useQuery(AdminSearchDocument, { variables: { query: q }, skip: q.length === 0, fetchPolicy: 'cache-and-network' });
  return { results: q ? (data?.adminSearch ?? []) : [], loading };
}
