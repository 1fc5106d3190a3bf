import type { RequestStatusFilter } from '../../../gql/graphql';
import { useState } from 'react';
import { HStack, NativeSelect, Table } from '@chakra-ui/react';
import { FiList } from 'react-icons/fi';
import { useSearchParams } from 'react-router-dom';
import { useAdminServiceRequests } from '../api/adminServiceRequests';
import { AdminPage } from '../components/AdminPage';
import { adminIntros } from '../intros';
import { ListCountBadge } from '../components/ListCountBadge';
import { AdminRequestDialog } from '../components/LazyDialogs';
import { AdminServiceRow } from '../components/AdminServiceRow';
import { Empty, ListSkeleton, LoadError } from '../components/ui';
import { statusLabel } from '../../../lib/money';
import { LoadMore } from '../../../components/pagination/LoadMore';
import { TableScroll } from '../../../components/table/TableScroll';

const FILTERS: (RequestStatusFilter | '')[] = ['', 'awaiting_payment', 'pending', 'scheduled', 'in_progress', 'completed', 'closed_pending_review', 'closed_successful', 'cancelled'];

/** /services: every service request, filterable by status. */
export default function AdminServicesPage() {
  const [params] = useSearchParams();
  const [status, setStatus] = useState<RequestStatusFilter | ''>('');
  const { requests, loading, error, more } = useAdminServiceRequests(status || null);
  const [openId, setOpenId] = useState<string | null>(params.get('requestId'));
  return (
    <AdminPage {...adminIntros.services}
      actions={
        <HStack gap="3" wrap="wrap">
          <ListCountBadge list={{ loading, error, more }} length={requests.length} one="request" many="requests" />
          <NativeSelect.Root size="sm" width="56">
            <NativeSelect.Field aria-label="Filter by status" value={status} onChange={(e) => setStatus(e.currentTarget.value as RequestStatusFilter | '')}>
              {FILTERS.map((f) => <option key={f} value={f}>{f ? statusLabel(f) : 'All statuses'}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
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
                <AdminServiceRow key={r.id} request={r} onOpen={setOpenId} />
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
