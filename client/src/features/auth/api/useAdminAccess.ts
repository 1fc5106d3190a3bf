import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { useSessionRefresh } from '../../../shell/session/useSessionRefresh';

export const AdminAccessDocument = graphql(`
  mutation AdminAccess($password: String!) {
    adminAccess(password: $password) {
      user {
        id
        role
      }
    }
  }
`);

/** Opens an admin session with the single admin password; resolves to the fresh viewer. */
export function useAdminAccess() {
  const [mutate, result] = useMutation(AdminAccessDocument);
  const refresh = useSessionRefresh();
  const adminAccess = useCallback(
    async (password: string) => {
      await mutate({ variables: { password } });
      return refresh();
    },
    [mutate, refresh],
  );
  return [adminAccess, result] as const;
}
