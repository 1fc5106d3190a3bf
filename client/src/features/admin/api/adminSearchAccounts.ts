import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const AdminSearchAccountsDocument = graphql(`
  query AdminSearchAccounts($query: String!) {
    adminSearchAccounts(query: $query) {
      clients { id name email phone city state createdAt }
      providers { id name email phone status zipCode createdAt }
    }
  }
`);
export function useSearchAccounts(query: string) {
  const q = query.trim();
  const { data, loading } = useQuery(AdminSearchAccountsDocument, { variables: { query: q }, skip: !q, fetchPolicy: 'cache-and-network' });
  return { result: q ? data?.adminSearchAccounts : undefined, loading: loading && !data };
}
