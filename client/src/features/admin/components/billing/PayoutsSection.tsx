import { Badge, Table, Text } from '@chakra-ui/react';
import { usePayouts } from '../../api/adminPayouts';
import { Empty, ListSkeleton, Section } from '../ui';
import { formatCents, requestNumber } from '../../../../lib/money';
import { LoadMore } from '../../../../components/pagination/LoadMore';
import { TableScroll } from '../../../../components/table/TableScroll';

/** A payout's standing, in the admin's words. */
const payoutLabel: Record<string, string> = { approved: 'Released', paid: 'Paid', pending: 'Photo review', inspection_required: 'Inspection required' };

/** Worker Payouts: each payout, its timing and where it stands. */
export function PayoutsSection() {
  const payouts = usePayouts();
  return (
    <Section title="Worker Payouts" count={payouts.more.hasMore ? `${payouts.rows.length}+` : payouts.rows.length}>
      {payouts.loading ? <ListSkeleton rows={1} /> : payouts.rows.length === 0 ? (
        <Empty title="No payouts yet" description="Payouts appear when you approve a payment." />
      ) : (
        <TableScroll label="Worker payouts" borderWidth="1px" rounded="xl">
          <Table.Root size="sm" aria-label="Worker payouts">
            <Table.Header><Table.Row>
              <Table.ColumnHeader>Worker</Table.ColumnHeader><Table.ColumnHeader>Job</Table.ColumnHeader><Table.ColumnHeader textAlign="end">Service cost</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Payout</Table.ColumnHeader><Table.ColumnHeader>Timing</Table.ColumnHeader><Table.ColumnHeader>Status</Table.ColumnHeader>
            </Table.Row></Table.Header>
            <Table.Body>
              {payouts.rows.map(({ payout: p, providerName, requestTitle }) => (
                <Table.Row key={p.id}>
                  <Table.Cell>{providerName}</Table.Cell>
                  <Table.Cell>{requestNumber(p.requestId)} {requestTitle}</Table.Cell>
                  <Table.Cell textAlign="end">{formatCents(p.serviceCostCents)}</Table.Cell>
                  <Table.Cell textAlign="end" fontWeight="semibold">{formatCents(p.amountCents)}{p.tipCents > 0 && <Text fontSize="xs" color="fg.muted">incl. {formatCents(p.tipCents)} tips</Text>}</Table.Cell>
                  <Table.Cell>{p.timing.replace(/_/g, ' ')}</Table.Cell>
                  <Table.Cell><Badge colorPalette={p.status === 'approved' || p.status === 'paid' ? 'green' : 'orange'}>{payoutLabel[p.status] ?? p.status}</Badge></Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </TableScroll>
      )}
      <LoadMore {...payouts.more} />
    </Section>
  );
}
