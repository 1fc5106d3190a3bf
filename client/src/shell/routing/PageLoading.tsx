import { Center, Spinner } from '@chakra-ui/react';

/** Suspense fallback while a page's chunk loads. */
export function PageLoading() {
  return (
    <Center minH="40vh" role="status" aria-busy="true" aria-label="Loading page">
      <Spinner size="lg" color="brand.solid" />
    </Center>
  );
}
