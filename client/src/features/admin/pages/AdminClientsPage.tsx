import { Link, Table, Text } from '@chakra-ui/react';
import { FiUsers } from 'react-icons/fi';
import { Link as RouterLink } from 'react-router-dom';
import { useAdminClients } from '../api/adminClients';
import { AdminPage } from '../components/AdminPage';
import { adminIntros } from '../intros';
import { ListCountBadge } from '../components/ListCountBadge';
import { Empty, ListSkeleton, LoadError } from '../components/ui';
import { formatCents } from '../../../lib/money';
import { formatDate } from '../../../lib/format';
import { LoadMore } from '../../../components/pagination/LoadMore';
import { TableScroll } from '../../../components/table/TableScroll';

/** /clients: every client with their requests and payments. */
export default function AdminClientsPage() {
  const { clients, loading, error, more } = useAdminClients();
  return (
    <AdminPage {...adminIntros.clients} actions={<ListCountBadge list={{ loading, error, more }} length={clients.length} one="client" many="clients" />}>
      {loading ? <ListSkeleton /> : error ? <LoadError error={error} fallback="Failed to fetch clients" /> : clients.length === 0 ? (
        <Empty title="No clients yet" icon={<FiUsers />} />
      ) : (
        <TableScroll label="Clients" borderWidth="1px" rounded="xl">
          <Table.Root size="sm">
            <Table.Header><Table.Row>
              <Table.ColumnHeader>ID</Table.ColumnHeader><Table.ColumnHeader>Name</Table.ColumnHeader><Table.ColumnHeader>Contact</Table.ColumnHeader><Table.ColumnHeader>Address</Table.ColumnHeader>
              <Table.ColumnHeader>Member since</Table.ColumnHeader><Table.ColumnHeader textAlign="end">Requests</Table.ColumnHeader><Table.ColumnHeader textAlign="end">Paid</Table.ColumnHeader>
            </Table.Row></Table.Header>
            <Table.Body>
              {clients.map(({ client: c, requestCount, totalPaidCents }) => (
                <Table.Row key={c.id}>
                  <Table.Cell><Link asChild><RouterLink to={`/admin-customer-service?customerId=${c.id}`}>{c.id}</RouterLink></Link></Table.Cell>
                  <Table.Cell fontWeight="medium">{c.name}</Table.Cell>
                  <Table.Cell><Text>{c.email}</Text><Text fontSize="xs" color="fg.muted">{c.phone ?? ''}</Text></Table.Cell>
                  <Table.Cell>{[c.address, c.city, c.state, c.zipCode].filter(Boolean).join(', ') || '—'}</Table.Cell>
                  <Table.Cell>{formatDate(c.createdAt)}</Table.Cell>
                  <Table.Cell textAlign="end">{requestCount}</Table.Cell>
                  <Table.Cell textAlign="end">{formatCents(totalPaidCents)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </TableScroll>
      )}
      <LoadMore {...more} />
    </AdminPage>
  );
}
