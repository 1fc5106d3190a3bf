import { Badge, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment, type FragmentType } from '../../../gql';
import { requestNumber, statusLabel, statusPalette } from '../../../lib/money';
import { formatTime } from '../../../lib/format';
import { CategoryIcon } from '../../../components/category/CategoryIcon';
import { RequestAddress } from '../../../components/address/RequestAddress';

/**
 * What a visit of the admin schedule shows (the /schedule cards and the dashboard's lines). The
 * admin's live event and resync carry it too (in AdminLiveRow_request), so a visit updates in
 * place when its request changes.
 */
export const AdminScheduleRowFields = graphql(`
  fragment AdminScheduleRow_request on ServiceRequest {
    id title displayStatus clientName address { ...RequestAddress_address } scheduledAt estimatedDuration
    category { id name icon }
    provider { id name }
  }
`);

type Visit = FragmentType<typeof AdminScheduleRowFields>;

/** One visit on /schedule: time, request, client, place and worker; the card opens the request. */
export function AdminScheduleCard({ visit, onOpen }: { visit: Visit; onOpen: (id: string) => void }) {
  const r = useFragment(AdminScheduleRowFields, visit);
  return (
    <Card.Root variant="outline" cursor="pointer" onClick={() => onOpen(r.id)}>
      <Card.Body py="3">
        <HStack justify="space-between" wrap="wrap">
          <HStack gap="4">
            <Text fontWeight="bold" minW="20">{formatTime(r.scheduledAt!)}</Text>
            <Stack gap="0">
              <Text fontWeight="medium">{requestNumber(r.id)} <CategoryIcon category={r.category} /> {r.title}</Text>
              <Text fontSize="sm" color="fg.muted">{r.clientName} · <RequestAddress address={r.address} shown="street-city" /> · {r.provider?.name ?? 'Unassigned'}</Text>
            </Stack>
          </HStack>
          <Badge colorPalette={statusPalette(r.displayStatus)}>{statusLabel(r.displayStatus)}</Badge>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

/** One visit on the dashboard's Schedule: time, title and worker on a line. */
export function AdminScheduleLine({ visit }: { visit: Visit }) {
  const r = useFragment(AdminScheduleRowFields, visit);
  return <Text fontSize="sm" overflowWrap="anywhere">{formatTime(r.scheduledAt!)} · {r.title} · {r.provider?.name ?? 'Unassigned'}</Text>;
}
