import { Button, Circle, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { FiCheck } from 'react-icons/fi';
import { Link as RouterLink } from 'react-router-dom';
import { requestNumber } from '../../../lib/money';

/** 'Transaction Complete' with View My Requests, Add Another Request and Home. */
export function Completion({ requestId, onAnother }: { requestId: string; onAnother: () => void }) {
  return (
    <Stack align="center" textAlign="center" gap="5" py="8">
      <Circle size="16" bg="green.solid" color="white">
        <FiCheck size={32} aria-hidden />
      </Circle>
      <Heading as="h2" size="2xl">
        Transaction Complete
      </Heading>
      <Text maxW="lg" color="fg.muted">
        Payment processed successfully. Request {requestNumber(requestId)} is confirmed and added to the service queue. A coordinator will call you within 30 minutes to confirm the details.
      </Text>
      <HStack gap="3" wrap="wrap" justify="center">
        <Button asChild colorPalette="brand">
          <RouterLink to="/request-status">View My Requests</RouterLink>
        </Button>
        <Button variant="outline" onClick={onAnother}>
          Add Another Request
        </Button>
        <Button asChild variant="ghost">
          <RouterLink to="/">Home</RouterLink>
        </Button>
      </HStack>
    </Stack>
  );
}
