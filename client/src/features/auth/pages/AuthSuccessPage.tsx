import { useEffect, useState } from 'react';
import { Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { afterSignInPathFor, asSessionRole } from '../../../shell/session/roles';
import { useSessionRefresh } from '../../../shell/session/useSessionRefresh';
import type { Viewer } from '../../../shell/session/useMe';

const REDIRECT_DELAY_MS = 2000;

/** /auth-success: return from a third-party sign-in. Reads ?error, refetches the session, then redirects by role. */
export default function AuthSuccessPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const refresh = useSessionRefresh();
  const [viewer, setViewer] = useState<Viewer | null>(null);
  const error = params.get('error');

  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (error) {
      navigate(`/login?error=${encodeURIComponent(error)}`, { replace: true });
      return;
    }
    refresh()
      .then((me) => {
        if (cancelled) return;
        if (!me) {
          navigate('/login?error=missing_auth_data', { replace: true });
          return;
        }
        setViewer(me);
        timer = setTimeout(() => navigate(afterSignInPathFor(asSessionRole(me.sessionRole)), { replace: true }), REDIRECT_DELAY_MS);
      })
      .catch(() => {
        if (!cancelled) navigate('/login?error=auth_failed', { replace: true });
      });
    return () => {
      cancelled = true;
      if (timer) clearTimeout(timer);
    };
  }, [error, navigate, refresh]);

  return (
    <Center minH="60vh" px="4">
      <Stack align="center" gap="4" textAlign="center" role="status" aria-live="polite">
        <Spinner size="xl" color="brand.solid" borderWidth="3px" />
        <Text as="h1" fontSize="2xl" fontWeight="bold">
          {viewer ? `Welcome, ${viewer.user.firstName}!` : 'Completing sign-in...'}
        </Text>
        <Text color="fg.muted">{viewer ? 'Signed in successfully. Redirecting you now...' : 'Please wait a moment.'}</Text>
      </Stack>
    </Center>
  );
}
