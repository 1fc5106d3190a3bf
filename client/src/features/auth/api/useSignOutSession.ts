import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { MySessionsDocument } from './useMySessions';

export const SignOutSessionDocument = graphql(`
  mutation SignOutSession($id: ID!) {
    signOutSession(id: $id)
  }
`);

export function useSignOutSession() {
  return useMutation(SignOutSessionDocument, { refetchQueries: [MySessionsDocument] });
}
