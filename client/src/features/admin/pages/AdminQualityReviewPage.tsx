import { useState } from 'react';
import { Badge, Grid, Stack, Table, Text } from '@chakra-ui/react';
import { FiStar } from 'react-icons/fi';
import { useCompletedJobs } from '../api/adminCompletedJobs';
import { useAdminProviders } from '../api/adminProviders';
import { AdminPage } from '../components/AdminPage';
import { adminIntros } from '../intros';
import { AdminRequestDialog } from '../components/LazyDialogs';
import { Empty, ListSkeleton, LoadError, Section, StatCard, ratingText } from '../components/ui';
import { requestNumber } from '../../../lib/money';
import { formatDate } from '../../../lib/format';
import { LoadMore } from '../../../components/pagination/LoadMore';
import { TableScroll } from '../../../components/table/TableScroll';
import { RowButton } from '../../../components/table/RowButton';

/** /admin-quality-review: ratings of finished work (the loaded jobs, lowest first) and of every worker; the cards count every finished job. */
export default function AdminQualityReviewPage() {
  const { result, jobs, loading, error, more: moreJobs } = useCompletedJobs('recent');
  const { providers, more } = useAdminProviders(200);
  const [openId, setOpenId] = useState<string | null>(null);
  const rated = jobs.filter((j) => j.request.rating !== null && j.request.rating !== undefined).sort((a, b) => (a.request.rating ?? 0) - (b.request.rating ?? 0));
  const avg = result?.averageRating ?? null;
  return (
    <AdminPage {...adminIntros.qualityReview}>
      {loading ? <ListSkeleton rows={3} /> : error ? <LoadError error={error} fallback="Failed to fetch completed jobs" /> : (
        <Stack gap="8">
          <Grid templateColumns={{ base: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' }} gap="4">
            <StatCard label="Completed jobs" value={result?.count ?? 0} to="/admin/completed-jobs" />
            <StatCard label="Rated" value={result?.ratedCount ?? 0} />
            <StatCard label="Average rating" value={avg === null ? 'n/a' : `${avg.toFixed(1)} / 5.0`} />
          </Grid>
          <Section title="Rated jobs">
            {!result?.ratedCount ? <Empty title="No ratings yet" description="Ratings appear once clients rate completed work." icon={<FiStar />} /> : (
              <TableScroll label="Rated jobs" borderWidth="1px" rounded="xl">
                <Table.Root size="sm" interactive>
                  <Table.Body>
                    {rated.map(({ request: r }) => (
                      <Table.Row key={r.id} cursor="pointer" onClick={() => setOpenId(r.id)}>
                        <Table.Cell><RowButton onClick={() => setOpenId(r.id)}>{requestNumber(r.id)} {r.title}</RowButton></Table.Cell>
                        <Table.Cell>{r.provider?.name ?? '—'}</Table.Cell>
                        <Table.Cell>{r.completedAt ? formatDate(r.completedAt) : ''}</Table.Cell>
                        <Table.Cell textAlign="end"><Badge colorPalette={(r.rating ?? 0) <= 3 ? 'red' : 'green'}>{r.rating} / 5</Badge></Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </TableScroll>
            )}
            {!!result?.ratedCount && <LoadMore {...moreJobs} label="Load more jobs" />}
          </Section>
          <Section title="Workers">
            <TableScroll label="Workers" borderWidth="1px" rounded="xl">
              <Table.Root size="sm">
                <Table.Body>
                  {providers.map(({ provider: p }) => (
                    <Table.Row key={p.id}><Table.Cell>{p.name}</Table.Cell><Table.Cell>{p.completedJobs} completed</Table.Cell><Table.Cell textAlign="end"><Text>{ratingText(p.rating, p.ratingCount)}</Text></Table.Cell></Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </TableScroll>
          </Section>
        </Stack>
      )}
      <AdminRequestDialog requestId={openId} onClose={() => setOpenId(null)} />
      <LoadMore {...more} />
    </AdminPage>
  );
}
