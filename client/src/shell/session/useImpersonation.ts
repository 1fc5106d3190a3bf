import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { graphql } from '../../gql';
import { errorMessage } from '../../lib/errors';
import { notify } from '../toaster';
import { homePathFor, asSessionRole } from './roles';
import { useSessionRefresh } from './useSessionRefresh';

export const ImpersonateDemoDocument = graphql(`
  mutation ImpersonateDemo($role: Role!) {
    impersonateDemo(role: $role) {
      user {
        id
        role
      }
    }
  }
`);

export const StopImpersonationDocument = graphql(`
  mutation StopImpersonation {
    stopImpersonation {
      user {
        id
        role
      }
    }
  }
`);

/** Admin test-account shortcut: switch into the seeded demo client or worker (audited on the server). */
export function useImpersonateDemo() {
  const [mutate, result] = useMutation(ImpersonateDemoDocument);
  const refresh = useSessionRefresh();
  const navigate = useNavigate();
  const impersonate = useCallback(
    async (role: 'client' | 'worker') => {
      try {
        await mutate({ variables: { role } });
        const me = await refresh();
        navigate(homePathFor(asSessionRole(me?.sessionRole)));
      } catch (error) {
        notify({ title: 'Could not switch account', description: errorMessage(error, 'Please try again.'), type: 'error' });
      }
    },
    [mutate, refresh, navigate],
  );
  return [impersonate, result] as const;
}

/** Ends a demo session and returns to the admin dashboard. */
export function useStopImpersonation() {
  const [mutate, result] = useMutation(StopImpersonationDocument);
  const refresh = useSessionRefresh();
  const navigate = useNavigate();
  const stop = useCallback(async () => {
    try {
      await mutate();
      await refresh();
      navigate('/dashboard');
    } catch (error) {
      notify({ title: 'Could not return to admin', description: errorMessage(error, 'Please try again.'), type: 'error' });
    }
  }, [mutate, refresh, navigate]);
  return [stop, result] as const;
}
