import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const SignInOptionsDocument = graphql(`
  query SignInOptions {
    signInOptions {
      google
    }
  }
`);

/** Which sign-in methods the server offers; Google stays hidden until the server says it is configured. */
export function useSignInOptions() {
  const { data } = useQuery(SignInOptionsDocument, { fetchPolicy: 'cache-first' });
  return { google: data?.signInOptions.google ?? false };
}
