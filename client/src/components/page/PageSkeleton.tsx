import { Skeleton, Stack } from '@chakra-ui/react';

/** Where a page's content will be, while its code and data load: a few grey blocks, announced as loading. */
export function PageSkeleton({ blocks = 3 }: { blocks?: number }) {
  return (
    <Stack gap="4" role="status" aria-busy="true" aria-label="Loading page">
      {Array.from({ length: blocks }, (_, i) => (
        <Skeleton key={i} height={i === 0 ? '24' : '16'} rounded="lg" />
      ))}
    </Stack>
  );
}
