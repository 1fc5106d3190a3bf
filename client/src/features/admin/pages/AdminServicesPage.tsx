import type { RequestStatusFilter } from '../../../gql/graphql';
import { useState } from 'react';
import { Badge, NativeSelect, Table, Text } from '@chakra-ui/react';
import { FiList } from 'react-icons/fi';
import { useSearchParams } from 'react-router-dom';
import { useAdminServiceRequests } from '../api/dashboard';
import { AdminPage } from '../components/AdminPage';
import { AdminRequestDialog } from '../components/AdminRequestDialog';
import { Empty, ListSkeleton, LoadError, PriorityIcon } from '../components/ui';
import { formatCents, requestNumber, statusLabel, statusPalette } from '../../../lib/money';
import { formatDate } from '../../../lib/format';
import { LoadMore } from '../../../components/pagination/LoadMore';
import { CategoryIcon } from '../../../components/category/CategoryIcon';
import { TableScroll } from '../../../components/table/TableScroll';
import { RowButton } from '../../../components/table/RowButton';

const FILTERS: (RequestStatusFilter | '')[] = ['', 'awaiting_payment', 'pending', 'scheduled', 'in_progress', 'completed', 'closed_pending_review', 'closed_successful', 'cancelled'];

/** /services: every service request, filterable by status. */
export default function AdminServicesPage() {
  const [params] = useSearchParams();
  const [status, setStatus] = useState<RequestStatusFilter | ''>('');
  const { requests, loading, error, more } = useAdminServiceRequests(status || null);
  const [openId, setOpenId] = useState<string | null>(params.get('requestId'));
  return (
    <AdminPage title="All Services" description={`${requests.length}${more.hasMore ? '+' : ''} requests`}
      actions={
        <NativeSelect.Root size="sm" width="56">
          <NativeSelect.Field aria-label="Filter by status" value={status} onChange={(e) => setStatus(e.currentTarget.value as RequestStatusFilter | '')}>
            {FILTERS.map((f) => <option key={f} value={f}>{f ? statusLabel(f) : 'All statuses'}</option>)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      }>
      {loading ? <ListSkeleton /> : error ? <LoadError error={error} fallback="Failed to fetch service requests" /> : requests.length === 0 ? (
        <Empty title="No service requests" description="Nothing matches this filter." icon={<FiList />} />
      ) : (
        <TableScroll label="Service requests" borderWidth="1px" rounded="xl">
          <Table.Root size="sm" interactive>
            <Table.Header><Table.Row>
              <Table.ColumnHeader>Request</Table.ColumnHeader><Table.ColumnHeader>Client</Table.ColumnHeader><Table.ColumnHeader>Worker</Table.ColumnHeader>
              <Table.ColumnHeader>Created</Table.ColumnHeader><Table.ColumnHeader textAlign="end">Estimate</Table.ColumnHeader><Table.ColumnHeader>Status</Table.ColumnHeader>
            </Table.Row></Table.Header>
            <Table.Body>
              {requests.map((r) => (
                <Table.Row key={r.id} cursor="pointer" onClick={() => setOpenId(r.id)}>
                  <Table.Cell><RowButton onClick={() => setOpenId(r.id)}><Text as="span" display="flex" gap="2" alignItems="center"><PriorityIcon priority={r.priority} />{requestNumber(r.id)} <CategoryIcon category={r.category} /> {r.title}</Text></RowButton></Table.Cell>
                  <Table.Cell>{r.clientName}</Table.Cell>
                  <Table.Cell>{r.provider?.name ?? '—'}</Table.Cell>
                  <Table.Cell>{formatDate(r.createdAt)}</Table.Cell>
                  <Table.Cell textAlign="end">{r.estimatedCostCents !== null && r.estimatedCostCents !== undefined ? formatCents(r.estimatedCostCents) : '—'}</Table.Cell>
                  <Table.Cell><Badge colorPalette={statusPalette(r.displayStatus)}>{statusLabel(r.displayStatus)}</Badge></Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </TableScroll>
      )}
      <AdminRequestDialog requestId={openId} onClose={() => setOpenId(null)} />
      <LoadMore {...more} />
    </AdminPage>
  );
}
