import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const SignOutSessionDocument = graphql(`
  mutation SignOutSession($id: ID!) {
    signOutSession(id: $id)
  }
`);

/** Ends one of the person's sessions; it leaves the cached list (no refetch). */
export function useSignOutSession() {
  return useMutation(SignOutSessionDocument, {
    update: (cache, { data }, { variables }) => {
      if (!data?.signOutSession || !variables) return;
      cache.evict({ id: cache.identify({ __typename: 'AccountSession', id: variables.id }) });
      cache.gc();
    },
  });
}
