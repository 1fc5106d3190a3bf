import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { ProviderApplicationInput } from '../../../gql/graphql';

export const ApplyAsProviderDocument = graphql(`
  mutation ApplyAsProvider($input: ProviderApplicationInput!) {
    applyAsProvider(input: $input) {
      token
      provider {
        id
        status
      }
      viewer {
        ...Me_viewer
      }
    }
  }
`);

/**
 * Submits the provider application. The answer carries the applicant as the server now sees
 * them (their role and provider profile, or the new account of a visitor): the cache's viewer
 * becomes it, so the session follows with no refetch.
 */
export function useApplyAsProvider() {
  const [mutate, result] = useMutation(ApplyAsProviderDocument, {
    update: (cache, { data }) => {
      const viewer = data?.applyAsProvider.viewer;
      const id = viewer ? cache.identify(viewer) : undefined;
      if (id) cache.modify({ fields: { me: (_current, { toReference }) => toReference(id) } });
    },
  });
  const apply = (input: ProviderApplicationInput) => mutate({ variables: { input } }).then((r) => r.data!.applyAsProvider);
  return [apply, result] as const;
}
