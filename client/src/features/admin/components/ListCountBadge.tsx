import { Badge } from '@chakra-ui/react';
import { sectionCount } from './ui';

/** A list page's count in its header ("12 clients", "25+ clients"): nothing while the list loads or could not be loaded (sectionCount). */
export function ListCountBadge({ list, length, one, many }: { list: Parameters<typeof sectionCount>[0]; length: number; one: string; many: string }) {
  const count = sectionCount(list, length);
  if (count === null || count === undefined) return null;
  return (
    <Badge colorPalette="gold" size="lg">
      {count} {count === 1 ? one : many}
    </Badge>
  );
}
