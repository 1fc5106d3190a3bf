import { useEffect, useRef, useState } from 'react';
import { Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { useSignOut } from '../../../shell/session/useSignOut';

const REDIRECT_DELAY_MS = 1000;

/** /clear-data: signs out, clears browser UI state, then returns home after 1 second (unless the user has left already). */
export default function ClearDataPage() {
  const signOut = useSignOut();
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  const started = useRef(false);
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const left = useRef(false);

  // Leaving the page before the redirect fires cancels it (it must not pull the user away from where they went).
  useEffect(() => {
    left.current = false;
    return () => {
      left.current = true;
      clearTimeout(redirect.current);
    };
  }, []);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signOut(null).finally(() => {
      if (left.current) return;
      setDone(true);
      redirect.current = setTimeout(() => navigate('/', { replace: true }), REDIRECT_DELAY_MS);
    });
  }, [signOut, navigate]);

  return (
    <Center minH="60vh" px="4">
      <Stack align="center" gap="4" textAlign="center" role="status" aria-live="polite">
        {!done && <Spinner size="xl" color="brand.solid" borderWidth="3px" />}
        <Text as="h1" fontSize="2xl" fontWeight="bold">
          {done ? 'Data cleared' : 'Clearing data...'}
        </Text>
        <Text color="fg.muted">{done ? 'You have been signed out. Redirecting to the home page...' : 'Signing you out.'}</Text>
      </Stack>
    </Center>
  );
}
