import { Button, Center } from '@chakra-ui/react';
import type { LoadMoreState } from '../../lib/pagination';

/** The 'Load more' button under a paginated list; nothing when the list is complete. */
export function LoadMore({ hasMore, loadMore, loadingMore, label = 'Load more' }: LoadMoreState & { label?: string }) {
  if (!hasMore) return null;
  return (
    <Center py={4}>
      <Button type="button" variant="outline" size="sm" onClick={() => void loadMore()} loading={loadingMore} data-testid="load-more">
        {label}
      </Button>
    </Center>
  );
}
