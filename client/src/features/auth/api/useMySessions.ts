import { useQuery } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
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

/** Every other session has ended (signed out everywhere else, or a new password): the cached list keeps the current one (no refetch). */
export function keepOnlyCurrentSession(cache: ApolloCache): void {
  cache.updateQuery({ query: MySessionsDocument }, (list) => (list ? { mySessions: list.mySessions.filter((s) => s.current) } : list));
}
