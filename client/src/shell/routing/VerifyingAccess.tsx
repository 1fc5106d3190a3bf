import { Center, Spinner, Text, VStack } from '@chakra-ui/react';

/** Shown while the server's `me` answers for a guarded page. */
export function VerifyingAccess() {
  return (
    <Center minH="50vh" role="status" aria-live="polite">
      <VStack gap="3">
        <Spinner size="lg" color="brand.solid" borderWidth="3px" />
        <Text color="fg.muted">Verifying access...</Text>
      </VStack>
    </Center>
  );
}
