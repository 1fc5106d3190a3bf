import { Text } from '@chakra-ui/react';

/** How near the limit a text must be before its counter shows (90%). */
export const COUNTER_FROM = 0.9;

const n = (v: number) => v.toLocaleString('en-US');

/** Whether the counter of a field holding `length` characters of at most `max` shows. */
export function counterShown(length: number, max: number | undefined): max is number {
  return typeof max === 'number' && length > max * COUNTER_FROM;
}

/** "4,950 / 5,000" under a field near (or past) its limit; red once past it. */
export function CharCounter({ length, max }: { length: number; max: number | undefined }) {
  if (!counterShown(length, max)) return null;
  const over = length > max;
  return (
    <Text fontSize="xs" alignSelf="flex-end" color={over ? 'fg.error' : 'fg.muted'} fontWeight={over ? 'semibold' : undefined} data-testid="char-counter">
      {n(length)} / {n(max)}
    </Text>
  );
}
