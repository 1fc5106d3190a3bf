import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { RegisterInput } from '../../../gql/graphql';
import { useSessionRefresh } from '../../../shell/session/useSessionRefresh';

export const RegisterDocument = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      user {
        id
        role
      }
    }
  }
`);

/** Creates a client or worker account and signs it in; resolves to the fresh viewer. */
export function useRegister() {
  const [mutate, result] = useMutation(RegisterDocument);
  const refresh = useSessionRefresh();
  const register = useCallback(
    async (input: RegisterInput) => {
      await mutate({ variables: { input } });
      return refresh();
    },
    [mutate, refresh],
  );
  return [register, result] as const;
}
