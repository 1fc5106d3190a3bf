import { Badge, Table, Text } from '@chakra-ui/react';
import { FiUserCheck } from 'react-icons/fi';
import { useAdminProviders } from '../api/adminProviders';
import { AdminPage } from '../components/AdminPage';
import { adminIntros } from '../intros';
import { ListCountBadge } from '../components/ListCountBadge';
import { Empty, ListSkeleton, LoadError, ratingText } from '../components/ui';
import { formatCents } from '../../../lib/money';
import { LoadMore } from '../../../components/pagination/LoadMore';
import { TableScroll } from '../../../components/table/TableScroll';

const palette = (s: string) => (s === 'available' ? 'green' : s === 'pending_approval' ? 'orange' : s === 'rejected' || s === 'suspended' ? 'red' : 'gray');

/** /providers: every service provider with their categories, area, rating and earnings. */
export default function AdminProvidersPage() {
  const { providers, loading, error, more } = useAdminProviders();
  return (
    <AdminPage {...adminIntros.providers} actions={<ListCountBadge list={{ loading, error, more }} length={providers.length} one="provider" many="providers" />}>
      {loading ? <ListSkeleton /> : error ? <LoadError error={error} fallback="Failed to fetch providers" /> : providers.length === 0 ? (
        <Empty title="No service providers yet" icon={<FiUserCheck />} />
      ) : (
        <TableScroll label="Service providers" borderWidth="1px" rounded="xl">
          <Table.Root size="sm">
            <Table.Header><Table.Row>
              <Table.ColumnHeader>Name</Table.ColumnHeader><Table.ColumnHeader>Categories</Table.ColumnHeader><Table.ColumnHeader>Area</Table.ColumnHeader><Table.ColumnHeader>Rating</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Active / done</Table.ColumnHeader><Table.ColumnHeader textAlign="end">Earnings</Table.ColumnHeader><Table.ColumnHeader>Status</Table.ColumnHeader>
            </Table.Row></Table.Header>
            <Table.Body>
              {providers.map(({ provider: p, categoryNames, activeJobs, earningsCents }) => (
                <Table.Row key={p.id}>
                  <Table.Cell><Text fontWeight="medium">{p.name}</Text><Text fontSize="xs" color="fg.muted">{p.email} · {p.phone}</Text></Table.Cell>
                  <Table.Cell>{categoryNames.length ? categoryNames.join(', ') : 'All Categories'}</Table.Cell>
                  <Table.Cell>{p.zipCode} · {p.serviceRadius} mi</Table.Cell>
                  <Table.Cell>{ratingText(p.rating, p.ratingCount)}</Table.Cell>
                  <Table.Cell textAlign="end">{activeJobs} / {p.completedJobs}</Table.Cell>
                  <Table.Cell textAlign="end">{formatCents(earningsCents)}</Table.Cell>
                  <Table.Cell><Badge colorPalette={palette(p.status)}>{p.status.replace(/_/g, ' ')}</Badge></Table.Cell>
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
