import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import type { MeQuery } from '../../gql/graphql';
import { asSessionRole, type ViewerRole } from './roles';

export const MeDocument = graphql(`
  query Me {
    me {
      sessionRole
      clientId
      impersonatorName
      user {
        id
        email
        role
        firstName
        lastName
        phone
        referralCode
        createdAt
      }
      provider {
        id
        status
        onboardingCompleted
        backgroundCheckStatus
        documentVerificationStatus
        approved
      }
    }
  }
`);

export type Viewer = NonNullable<MeQuery['me']>;

export interface MeState {
  /** the signed-in viewer, or null for a visitor (undefined while first loading) */
  me: Viewer | null | undefined;
  role: ViewerRole;
  loading: boolean;
  error: Error | undefined;
  refetch: () => Promise<unknown>;
}

/** The session as the server sees it (never browser storage). */
export function useMe(): MeState {
  const { data, loading, error, refetch } = useQuery(MeDocument, {
    fetchPolicy: 'cache-first',
    nextFetchPolicy: 'cache-first',
  });
  const me = data ? (data.me ?? null) : error ? null : undefined;
  return {
    me,
    role: asSessionRole(me?.sessionRole),
    loading: loading && !data,
    error,
    refetch,
  };
}
