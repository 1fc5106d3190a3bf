import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { MySessionsDocument } from './useMySessions';

export const SignOutOtherSessionsDocument = graphql(`
  mutation SignOutOtherSessions {
    signOutOtherSessions
  }
`);

export function useSignOutOtherSessions() {
  return useMutation(SignOutOtherSessionsDocument, { refetchQueries: [MySessionsDocument] });
}
