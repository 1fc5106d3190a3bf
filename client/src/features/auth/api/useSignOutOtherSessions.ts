import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { keepOnlyCurrentSession } from './useMySessions';

export const SignOutOtherSessionsDocument = graphql(`
  mutation SignOutOtherSessions {
    signOutOtherSessions
  }
`);

export function useSignOutOtherSessions() {
  return useMutation(SignOutOtherSessionsDocument, { update: (cache, { data }) => data && keepOnlyCurrentSession(cache) });
}
