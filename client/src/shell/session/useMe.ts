import { useQuery } from '@apollo/client/react';
import { graphql, useFragment as readFragment } from '../../gql';
import type { Me_ViewerFragment } from '../../gql/graphql';
import { asSessionRole, type ViewerRole } from './roles';

/** The signed-in person as the screens read them; an answer that changes who they are (a provider application) carries it too. */
export const MeFields = graphql(`
  fragment Me_viewer on ViewerType {
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
`);

export const MeDocument = graphql(`
  query Me {
    me {
      ...Me_viewer
    }
  }
`);

export type Viewer = Me_ViewerFragment;

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
  const me = data ? (data.me ? readFragment(MeFields, data.me) : null) : error ? null : undefined;
  return {
    me,
    role: asSessionRole(me?.sessionRole),
    loading: loading && !data,
    error,
    refetch,
  };
}
