import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { LoginInput } from '../../../gql/graphql';
import { useSessionRefresh } from '../../../shell/session/useSessionRefresh';

export const LoginDocument = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      user {
        id
        role
      }
    }
  }
`);

/** Signs in with e-mail and password (the server sets the session cookie); resolves to the fresh viewer. */
export function useLogin() {
  const [mutate, result] = useMutation(LoginDocument);
  const refresh = useSessionRefresh();
  const login = useCallback(
    async (input: LoginInput) => {
      await mutate({ variables: { input } });
      return refresh();
    },
    [mutate, refresh],
  );
  return [login, result] as const;
}
