import { useSyncExternalStore } from 'react';
import { Box, Container, Text } from '@chakra-ui/react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}
const isOnline = () => navigator.onLine;

/**
 * Shown while the browser has no connection (also when the service worker drew the shell from
 * its cache because the network failed): an alert, so a screen reader says it as it appears.
 * Nothing shown is refreshed and nothing can be sent until the connection is back.
 */
export function OfflineBanner() {
  const online = useSyncExternalStore(subscribe, isOnline, () => true);
  if (online) return null;
  return (
    <Box bg="gray.900" color="white" role="alert" data-testid="offline-banner">
      <Container maxW="7xl" py="2">
        <Text fontSize="sm" fontWeight="semibold">
          You are offline: the connection is gone. What you see may be out of date, and nothing can be sent until the connection is back.
        </Text>
      </Container>
    </Box>
  );
}
