import { Badge, Box, Code, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useLoadMore } from '../../../lib/pagination';
import { LoadMore } from '../../../components/pagination/LoadMore';
import { graphql } from '../../../gql';
import { formatCents } from '../../../lib/money';
import { formatDateTime } from '../../../lib/format';

export const AdminAuditEventsDocument = graphql(`
  query AdminAuditEvents($requestId: ID, $first: Int, $after: String) {
    adminAuditEvents(requestId: $requestId, first: $first, after: $after) {
      items { id action entityType entityId actorId actorRole impersonatorId amountCents before after createdAt
      }
      pageInfo { hasNextPage endCursor }
    }
  }
`);

const show = (v: unknown) => (v === null || v === undefined ? '—' : JSON.stringify(v));

/** The append-only audit trail of one request: who, when, what, before and after. */
export function AuditTrail({ requestId }: { requestId: string }) {
  const { data, loading, fetchMore } = useQuery(AdminAuditEventsDocument, { variables: { requestId }, fetchPolicy: 'cache-and-network' });
  const more = useLoadMore(data?.adminAuditEvents.pageInfo, fetchMore);
  if (loading && !data) return <Skeleton height="20" />;
  const events = data?.adminAuditEvents.items ?? [];
  if (events.length === 0) return <Text color="fg.muted">No money movements or admin decisions recorded for this request yet.</Text>;
  return (
    <Stack gap="3" as="ol" aria-label="Audit trail">
      {events.map((e) => (
        <Box as="li" key={e.id} listStyleType="none" borderWidth="1px" rounded="md" p="3">
          <HStack justify="space-between" wrap="wrap">
            <HStack>
              <Badge colorPalette="gold">{e.action.replace(/_/g, ' ')}</Badge>
              {e.amountCents !== null && e.amountCents !== undefined && <Text fontWeight="semibold">{formatCents(e.amountCents)}</Text>}
            </HStack>
            <Text fontSize="sm" color="fg.muted">{formatDateTime(e.createdAt)}</Text>
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {e.actorRole ?? 'system'}{e.actorId ? ` #${e.actorId}` : ''}{e.impersonatorId ? ` (admin #${e.impersonatorId} impersonating)` : ''} · {e.entityType} #{e.entityId}
          </Text>
          <Stack gap="1" mt="2" fontSize="xs">
            <Text>Before: <Code fontSize="xs" whiteSpace="pre-wrap">{show(e.before)}</Code></Text>
            <Text>After: <Code fontSize="xs" whiteSpace="pre-wrap">{show(e.after)}</Code></Text>
          </Stack>
        </Box>
      ))}
      <LoadMore {...more} />
    </Stack>
  );
}
