import type { ReactNode } from 'react';
import { Badge, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { CategoryGroupBadge, PriorityIcon, SeriesBadge, type SeriesBadgeInfo } from './ui';
import { requestNumber, statusLabel, statusPalette } from '../../../lib/money';

/** A request card of the admin lists; clicking it opens the detail dialog when `onOpen` is given. */
export function JobCard({ id, title, priority, categoryName, displayStatus, series, children, actions, onOpen }: {
  id: string;
  title: string;
  priority: string;
  categoryName: string;
  displayStatus?: string;
  /** the visit's place in its recurring series, if it has one */
  series?: SeriesBadgeInfo | null;
  children?: ReactNode;
  actions?: ReactNode;
  onOpen?: () => void;
}) {
  return (
    <Card.Root variant="outline" _hover={onOpen ? { borderColor: 'gold.400' } : undefined}>
      <Card.Body gap="3">
        <HStack justify="space-between" align="start" gap="3" wrap="wrap">
          <Stack gap="1" flex="1" minW="0">
            <HStack gap="2" wrap="wrap">
              <PriorityIcon priority={priority} />
              <Text color="fg.muted" fontSize="sm">{requestNumber(id)}</Text>
              <CategoryGroupBadge name={categoryName} />
              {displayStatus && <Badge colorPalette={statusPalette(displayStatus)}>{statusLabel(displayStatus)}</Badge>}
              <SeriesBadge series={series} />
            </HStack>
            {onOpen ? (
              <Text as="button" textAlign="start" fontWeight="semibold" fontSize="lg" onClick={onOpen} _hover={{ textDecoration: 'underline' }} aria-label={`Open ${requestNumber(id)} ${title}`}>
                {title}
              </Text>
            ) : (
              <Text fontWeight="semibold" fontSize="lg">{title}</Text>
            )}
          </Stack>
          {actions}
        </HStack>
        {children}
      </Card.Body>
    </Card.Root>
  );
}
