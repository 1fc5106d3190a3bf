import { Badge, HStack, Table, Text } from '@chakra-ui/react';
import { graphql, useFragment, type FragmentType } from '../../../gql';
import { formatCents, requestNumber, statusLabel, statusPalette } from '../../../lib/money';
import { formatDate } from '../../../lib/format';
import { CategoryIcon } from '../../../components/category/CategoryIcon';
import { RowButton } from '../../../components/table/RowButton';
import { PriorityIcon, SeriesBadge } from './ui';

/**
 * What a row of All Services shows of a request (the /services table and the dashboard's list).
 * The admin's live event and resync carry it too (in AdminLiveRow_request), so a row updates in
 * place when its request changes.
 */
export const AdminServiceRowFields = graphql(`
  fragment AdminServiceRow_request on ServiceRequest {
    id title displayStatus status priority clientName address { ...RequestAddress_address } createdAt estimatedCostCents
    category { id name icon }
    provider { id name }
    series { id position total frequency }
  }
`);

type Props = { request: FragmentType<typeof AdminServiceRowFields>; onOpen: (id: string) => void };

/** One request in the /services table; the row and its button open it. */
export function AdminServiceRow({ request, onOpen }: Props) {
  const r = useFragment(AdminServiceRowFields, request);
  return (
    <Table.Row cursor="pointer" onClick={() => onOpen(r.id)}>
      <Table.Cell><RowButton onClick={() => onOpen(r.id)}><Text as="span" display="flex" gap="2" alignItems="center"><PriorityIcon priority={r.priority} />{requestNumber(r.id)} <CategoryIcon category={r.category} /> {r.title} <SeriesBadge series={r.series} /></Text></RowButton></Table.Cell>
      <Table.Cell>{r.clientName}</Table.Cell>
      <Table.Cell>{r.provider?.name ?? '—'}</Table.Cell>
      <Table.Cell>{formatDate(r.createdAt)}</Table.Cell>
      <Table.Cell textAlign="end">{r.estimatedCostCents !== null && r.estimatedCostCents !== undefined ? formatCents(r.estimatedCostCents) : '—'}</Table.Cell>
      <Table.Cell><Badge colorPalette={statusPalette(r.displayStatus)}>{statusLabel(r.displayStatus)}</Badge></Table.Cell>
    </Table.Row>
  );
}

/** One request in the dashboard's All Services list: number, title and status, a button that opens it. */
export function AdminServiceItem({ request, onOpen }: Props) {
  const r = useFragment(AdminServiceRowFields, request);
  return (
    <HStack as="button" justify="space-between" gap="2" minW="0" p="2" rounded="md" textAlign="start" _hover={{ bg: 'bg.muted' }} _focusVisible={{ outline: '2px solid', outlineColor: 'gold.focusRing' }} cursor="pointer" onClick={() => onOpen(r.id)}>
      <Text as="span" truncate flex="1" minW="0">{requestNumber(r.id)} <CategoryIcon category={r.category} /> {r.title}</Text>
      <Badge colorPalette={statusPalette(r.displayStatus)} flexShrink={0}>{statusLabel(r.displayStatus)}</Badge>
    </HStack>
  );
}
