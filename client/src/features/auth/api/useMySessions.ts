import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const MySessionsDocument = graphql(`
  query MySessions {
    mySessions {
      id
      createdAt
      lastUsedAt
      expiresAt
      userAgent
      current
      viaAdmin
    }
  }
`);

/** The signed-in person's active sessions, the current one marked. */
export function useMySessions() {
  const { data, loading, error, refetch } = useQuery(MySessionsDocument, { fetchPolicy: 'cache-and-network' });
  return { sessions: data?.mySessions ?? [], loading, error, refetch };
}
