import { Badge, Table, Text } from '@chakra-ui/react';
import { usePastDue } from '../../api/adminPastDueBalances';
import { Empty, ListSkeleton, LoadError, Section } from '../ui';
import { formatCents, requestNumber } from '../../../../lib/money';
import { formatDate } from '../../../../lib/format';
import { LoadMore } from '../../../../components/pagination/LoadMore';
import { TableScroll } from '../../../../components/table/TableScroll';
import { RowButton } from '../../../../components/table/RowButton';

/** Past Due Balances: invoiced balances unpaid for 7 days or more. */
export function PastDueSection({ onOpen: setOpenId }: { onOpen: (requestId: string) => void }) {
  const pastDue = usePastDue();
  return (
    <Section title="Past Due Balances" count={pastDue.more.hasMore ? `${pastDue.rows.length}+` : pastDue.rows.length}>
      {pastDue.loading ? <ListSkeleton rows={1} /> : pastDue.error ? <LoadError error={pastDue.error} fallback="Failed to fetch past-due balances" /> : pastDue.rows.length === 0 ? (
        <Empty title="No past-due balances" description="Every invoiced balance is paid or under 7 days old." />
      ) : (
        <TableScroll label="Past due balances" borderWidth="1px" rounded="xl">
          <Table.Root size="sm" interactive>
            <Table.Header><Table.Row>
              <Table.ColumnHeader>Request</Table.ColumnHeader><Table.ColumnHeader>Client</Table.ColumnHeader><Table.ColumnHeader>Invoice</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Days overdue</Table.ColumnHeader><Table.ColumnHeader textAlign="end">Balance due</Table.ColumnHeader>
            </Table.Row></Table.Header>
            <Table.Body>
              {pastDue.rows.map((p) => (
                <Table.Row key={p.requestId} cursor="pointer" onClick={() => setOpenId(String(p.requestId))}>
                  <Table.Cell><RowButton onClick={() => setOpenId(String(p.requestId))}>{requestNumber(p.requestId)} {p.title}</RowButton></Table.Cell>
                  <Table.Cell><Text>{p.clientName}</Text><Text fontSize="xs" color="fg.muted">{p.clientEmail}</Text></Table.Cell>
                  <Table.Cell><Text>{p.invoiceNumber}</Text><Text fontSize="xs" color="fg.muted">{formatDate(p.invoiceCreatedAt)}</Text></Table.Cell>
                  <Table.Cell textAlign="end"><Badge colorPalette="red">{p.daysPastDue} days</Badge></Table.Cell>
                  <Table.Cell textAlign="end" fontWeight="semibold">{formatCents(p.balanceDueCents)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </TableScroll>
      )}
      <LoadMore {...pastDue.more} />
    </Section>
  );
}
