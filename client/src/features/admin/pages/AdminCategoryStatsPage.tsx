import { useState } from 'react';
import { Badge, Grid, Stack, Table } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { useCategoryStats } from '../api/analytics';
import { AdminPage } from '../components/AdminPage';
import { adminIntros } from '../intros';
import { AdminRequestDialog } from '../components/LazyDialogs';
import { Empty, ListSkeleton, LoadError, Section, StatCard } from '../components/ui';
import { formatCents, requestNumber, statusLabel, statusPalette } from '../../../lib/money';
import { formatDate } from '../../../lib/format';
import { RowButton } from '../../../components/table/RowButton';
import { TableScroll } from '../../../components/table/TableScroll';

/** /category-stats?categoryId=&categoryName=: one category's requests, revenue and rating. */
export default function AdminCategoryStatsPage() {
  const [params] = useSearchParams();
  const categoryId = params.get('categoryId');
  const { stats: s, loading, error } = useCategoryStats(categoryId);
  const [openId, setOpenId] = useState<string | null>(null);
  const name = s?.categoryName ?? params.get('categoryName');
  return (
    <AdminPage {...adminIntros.categoryStats} actions={name && <Badge colorPalette="gold" size="lg">{name}</Badge>}>
      {!categoryId ? <Empty title="Choose a category" description="Open a category from the dashboard's Service Categories panel." /> : loading ? <ListSkeleton rows={3} /> : error || !s ? <LoadError error={error} fallback="Failed to load the category" /> : (
        <Stack gap="8">
          <Grid templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }} gap={{ base: '3', md: '4' }}>
            <StatCard label="Requests" value={s.totalRequests} help={`${s.queued} unpaid · ${s.pending} paid pending`} />
            <StatCard label="Active" value={s.active} />
            <StatCard label="Completed" value={s.completed} help={`${s.cancelled} cancelled`} />
            <StatCard label="Revenue" value={formatCents(s.revenueCents)} help={`payouts ${formatCents(s.payoutsCents)} · rating ${s.averageRating?.toFixed(1) ?? 'n/a'}`} />
          </Grid>
          <Section title="Recent requests">
            {s.recentRequests.length === 0 ? <Empty title="No requests in this category yet" /> : (
              <TableScroll label={`Recent ${name ?? 'category'} requests`}>
              <Table.Root size="sm" interactive>
                <Table.Body>
                  {s.recentRequests.map((r) => (
                    <Table.Row key={r.id} cursor="pointer" onClick={() => setOpenId(r.id)}>
                      <Table.Cell><RowButton onClick={() => setOpenId(r.id)}>{requestNumber(r.id)} {r.title}</RowButton></Table.Cell><Table.Cell>{r.clientName}</Table.Cell><Table.Cell>{formatDate(r.createdAt)}</Table.Cell>
                      <Table.Cell><Badge colorPalette={statusPalette(r.displayStatus)}>{statusLabel(r.displayStatus)}</Badge></Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
              </TableScroll>
            )}
          </Section>
        </Stack>
      )}
      <AdminRequestDialog requestId={openId} onClose={() => setOpenId(null)} />
    </AdminPage>
  );
}
