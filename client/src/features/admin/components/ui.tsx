import type { ReactNode } from 'react';
import { Alert, Badge, Box, Card, EmptyState, HStack, Icon, Skeleton, Stack, Stat, Text, VStack } from '@chakra-ui/react';
import { FiClipboard, FiZap } from 'react-icons/fi';
import { FaFire } from 'react-icons/fa';
import { Link as RouterLink } from 'react-router-dom';
import { errorMessage } from '../../../lib/errors';
import { categoryGroup } from './category-group';
import { frequencyLabel } from '../../../lib/series';

export { categoryGroup };

/** Priority icon: urgent fire, high lightning, otherwise clipboard. */
export function PriorityIcon({ priority }: { priority: string }) {
  if (priority === 'urgent') return <Icon as={FaFire} color="red.400" aria-label="Urgent priority" />;
  if (priority === 'high') return <Icon as={FiZap} color="orange.300" aria-label="High priority" />;
  return <Icon as={FiClipboard} color="fg.muted" aria-label={`${priority} priority`} />;
}

export function CategoryGroupBadge({ name }: { name: string }) {
  const g = categoryGroup(name);
  return (
    <Badge colorPalette={g.palette} variant="subtle">
      {g.label}
    </Badge>
  );
}

/** Priority colour of the queued list: high red, medium yellow, low green. */
/** A visit's place in its recurring series, as the admin lists show it. */
export interface SeriesBadgeInfo {
  position: number;
  total: number;
  frequency: string;
}

/** "Visit 3 of 8 · weekly" on a request of a recurring series; nothing on a one-time request. */
export function SeriesBadge({ series }: { series?: SeriesBadgeInfo | null }) {
  if (!series) return null;
  return (
    <Badge colorPalette="purple" variant="outline" data-testid="series-badge">
      Visit {series.position} of {series.total} · {frequencyLabel(series.frequency)}
    </Badge>
  );
}

export function priorityPalette(priority: string): string {
  if (priority === 'urgent' || priority === 'high') return 'red';
  if (priority === 'medium') return 'yellow';
  if (priority === 'low') return 'green';
  return 'gray';
}

export function ListSkeleton({ rows = 3, height = '24' }: { rows?: number; height?: string }) {
  return (
    <Stack gap="4" role="status" aria-busy="true" aria-label="Loading">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={height} rounded="xl" />
      ))}
    </Stack>
  );
}

export function Empty({ title, description, icon }: { title: string; description?: string; icon?: ReactNode }) {
  return (
    <EmptyState.Root borderWidth="1px" rounded="xl" bg="bg.panel">
      <EmptyState.Content>
        {icon && <EmptyState.Indicator>{icon}</EmptyState.Indicator>}
        <VStack textAlign="center">
          <EmptyState.Title>{title}</EmptyState.Title>
          {description && <EmptyState.Description>{description}</EmptyState.Description>}
        </VStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

export function LoadError({ error, fallback }: { error: unknown; fallback: string }) {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{fallback}</Alert.Title>
        <Alert.Description>{errorMessage(error, 'Please refresh the page.')}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/**
 * A labelled figure on a card: one term (dt) and its values (dd), the icon beside the list. With
 * `to`, the whole card is a link named by what it shows, then 'open the list' (hidden text).
 */
export function StatCard({ label, value, help, to, icon }: { label: string; value: ReactNode; help?: ReactNode; to?: string; icon?: ReactNode }) {
  const body = (
    <Card.Root h="full" variant="outline" _hover={to ? { borderColor: 'gold.400' } : undefined} transition="border-color 0.15s">
      <Card.Body>
        <HStack justify="space-between" align="start">
          <Stat.Root>
            <Stat.Label>{label}</Stat.Label>
            <Stat.ValueText>{value}</Stat.ValueText>
            {help && <Stat.HelpText as="dd">{help}</Stat.HelpText>}
          </Stat.Root>
          {icon && <Box color="gold.400" aria-hidden>{icon}</Box>}
        </HStack>
        {to && <Text srOnly>, open the list</Text>}
      </Card.Body>
    </Card.Root>
  );
  return to ? (
    <RouterLink to={to} style={{ display: 'block', height: '100%' }}>
      {body}
    </RouterLink>
  ) : (
    body
  );
}

/**
 * A section's count badge from its list: null (a placeholder) while the list loads, none when
 * it could not be loaded, never a false 0; "25+" when there is more.
 */
export function sectionCount(list: { loading: boolean; error?: unknown; more: { hasMore: boolean } }, length: number): number | string | null | undefined {
  if (list.loading) return null;
  if (list.error && length === 0) return undefined;
  return list.more.hasMore ? `${length}+` : length;
}

/** A titled section; `count` null while its list loads (a placeholder, never a false figure). */
export function Section({ title, actions, children, count }: { title: string; actions?: ReactNode; children: ReactNode; count?: number | string | null }) {
  return (
    <Stack as="section" gap="4" aria-label={title}>
      <HStack justify="space-between" wrap="wrap" gap="2">
        <HStack>
          <Text as="h2" fontSize="xl" fontWeight="semibold">
            {title}
          </Text>
          {count === null ? <Skeleton height="5" width="8" rounded="full" aria-label="Counting" /> : count !== undefined && <Badge colorPalette="gold">{count}</Badge>}
        </HStack>
        {actions}
      </HStack>
      {children}
    </Stack>
  );
}

/** A person's rating out of 5.0, or 'No ratings yet'. */
export function ratingText(rating: number, count: number): string {
  return count > 0 ? `${rating.toFixed(1)} / 5.0 (${count})` : 'No ratings yet';
}

export function formatMonth(ym: string): string {
  const [y, m] = ym.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, 1)).toLocaleDateString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
}
