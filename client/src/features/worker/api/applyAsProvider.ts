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
    }
  }
`);

/** Submits the provider application; the viewer (Me) and application are refetched. */
export function useApplyAsProvider() {
  const [mutate, result] = useMutation(ApplyAsProviderDocument, { refetchQueries: ['Me'], awaitRefetchQueries: true });
  const apply = (input: ProviderApplicationInput) => mutate({ variables: { input } }).then((r) => r.data!.applyAsProvider);
  return [apply, result] as const;
}
