import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const SignInOptionsDocument = graphql(`
  query SignInOptions {
    signInOptions {
      google
      providerName
    }
  }
`);

/**
 * Which sign-in methods the server offers. `provider`: the OpenID Connect provider's name
 * (Google, or whichever the server is configured with); null, and the button stays hidden,
 * until the server says one is configured.
 */
export function useSignInOptions() {
  const { data } = useQuery(SignInOptionsDocument, { fetchPolicy: 'cache-first' });
  const options = data?.signInOptions;
  return { provider: options?.google ? (options.providerName ?? 'Google') : null };
}
