import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { graphql } from '../../gql';
import { useSessionRefresh } from './useSessionRefresh';

export const LogoutDocument = graphql(`
  mutation Logout {
    logout
  }
`);

/** Clears UI state kept in browser storage (the session itself is an httpOnly cookie). */
export function clearBrowserState(): void {
  try {
    window.sessionStorage.clear();
    window.localStorage.clear();
  } catch {
    /* storage unavailable */
  }
}

/** Signs out on the server, resets the Apollo store and returns to `to` (default '/'). */
export function useSignOut(): (to?: string | null) => Promise<void> {
  const [logout] = useMutation(LogoutDocument);
  const refresh = useSessionRefresh();
  const navigate = useNavigate();
  return useCallback(
    async (to: string | null = '/') => {
      try {
        await logout();
      } catch {
        // already signed out or offline: still clear the local view
      }
      clearBrowserState();
      await refresh().catch(() => null);
      if (to) navigate(to, { replace: true });
    },
    [logout, refresh, navigate],
  );
}
