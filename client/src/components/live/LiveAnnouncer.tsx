import { useEffect, useRef, useState } from 'react';
import { Text } from '@chakra-ui/react';

/**
 * A polite live region (visually hidden): screen readers read its message when it changes,
 * after what they are reading, and focus stays where it is. Each new message replaces the last.
 */
export function LiveAnnouncer({ message, label }: { message: string; label?: string }) {
  return (
    <Text srOnly role="status" aria-live="polite" aria-atomic="true" aria-label={label}>
      {message}
    </Text>
  );
}

/**
 * The message announcing items that join a live list once it has loaded (a new job in the
 * queue): not the first page, nor the older items 'Load more' appends to a list that had more
 * pages (a live item never lands past the last loaded one of such a list).
 */
export function useArrivalMessage<T>(
  items: readonly T[],
  ready: boolean,
  hasMore: boolean,
  key: (item: T) => string,
  describe: (fresh: T[]) => string,
): string {
  const seen = useRef<{ keys: Set<string>; hasMore: boolean } | null>(null);
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (!ready) return;
    const before = seen.current;
    seen.current = { keys: new Set(items.map(key)), hasMore };
    if (!before) return;
    let lastKnown = -1;
    items.forEach((item, i) => {
      if (before.keys.has(key(item))) lastKnown = i;
    });
    const fresh = items.filter((item, i) => !before.keys.has(key(item)) && (!before.hasMore || i < lastKnown));
    if (fresh.length > 0) setMessage(describe(fresh));
    // key and describe are pure formatting; the list, its paging and readiness decide.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [items, ready, hasMore]);
  return message;
}
