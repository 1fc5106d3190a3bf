import { useState } from 'react';
import { Badge, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { FiInbox } from 'react-icons/fi';
import { useAssignmentBoard } from '../api/adminAssignmentBoard';
import { AdminPage } from '../components/AdminPage';
import { adminIntros } from '../intros';
import { JobCard } from '../components/JobCard';
import { AssignWorkerDialog } from '../components/LazyAssignWorkerDialog';
import type { AssignTarget } from '../components/AssignWorkerDialog';
import { Empty, ListSkeleton, LoadError, ratingText } from '../components/ui';
import { LoadMore } from '../../../components/pagination/LoadMore';
import { TableScroll } from '../../../components/table/TableScroll';
import { RequestAddress } from '../../../components/address/RequestAddress';

/** A worker's categories with the job's own first (an eligible worker offers it, whichever they listed first). */
function categoriesFor(jobCategory: string, names: string[]): string[] {
  return names.includes(jobCategory) ? [jobCategory, ...names.filter((n) => n !== jobCategory)] : names;
}

/** /admin/simple-assign: each paid pending request with its eligible workers and their distance. */
export default function AdminSimpleAssignPage() {
  const { board, loading, error, more } = useAssignmentBoard();
  const [target, setTarget] = useState<AssignTarget | null>(null);
  return (
    <AdminPage {...adminIntros.simpleAssign}>
      {loading ? <ListSkeleton /> : error ? <LoadError error={error} fallback="Failed to fetch pending jobs" /> : board.length === 0 ? (
        <Empty title="No Pending Jobs" description="All jobs have been reviewed and assigned." icon={<FiInbox />} />
      ) : (
        <Stack gap="4">
          {board.map(({ request: r, workers }) => (
            <JobCard key={r.id} id={r.id} title={r.title} series={r.series} priority={r.priority} categoryName={r.category.name}
              actions={<Button size="sm" colorPalette="gold" disabled={workers.length === 0} onClick={() => setTarget({ id: r.id, title: r.title })}>Assign</Button>}>
              <Text fontSize="sm" color="fg.muted">{r.clientName} · <RequestAddress address={r.address} shown="area" /> · {r.category.name}</Text>
              {workers.length === 0 ? (
                <Text fontSize="sm" color="orange.300">No eligible workers: nobody available offers this category within reach.</Text>
              ) : (
                <TableScroll label={`Eligible workers for ${r.title}`}>
                <Table.Root size="sm">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>Worker</Table.ColumnHeader>
                      <Table.ColumnHeader>Category</Table.ColumnHeader>
                      <Table.ColumnHeader>Rating</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">Distance</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {workers.map((w) => {
                      const [main, ...others] = categoriesFor(r.category.name, w.categoryNames);
                      return (
                        <Table.Row key={w.provider.id}>
                          <Table.Cell>{w.provider.name}</Table.Cell>
                          <Table.Cell>
                            <Text>{main ?? w.categoryName}</Text>
                            {others.length > 0 && <Text fontSize="xs" color="fg.muted">also {others.join(', ')}</Text>}
                          </Table.Cell>
                          <Table.Cell>{ratingText(w.provider.rating, w.provider.ratingCount)}</Table.Cell>
                          <Table.Cell textAlign="end">
                            <HStack justify="end"><Text>{w.distanceMiles?.toFixed(1)} mi</Text><Badge variant="outline">{w.provider.serviceRadius} mi radius</Badge></HStack>
                          </Table.Cell>
                        </Table.Row>
                      );
                    })}
                  </Table.Body>
                </Table.Root>
                </TableScroll>
              )}
            </JobCard>
          ))}
        </Stack>
      )}
      <AssignWorkerDialog target={target} onClose={() => setTarget(null)} successTitle="Assignment Successful!" failureText="Failed to assign job. Please try again." />
      <LoadMore {...more} />
    </AdminPage>
  );
}
