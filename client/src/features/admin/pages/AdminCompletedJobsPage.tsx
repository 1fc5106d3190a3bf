import { useState } from 'react';
import { HStack, NativeSelect, Stack, Stat, Text } from '@chakra-ui/react';
import { FiCheckSquare } from 'react-icons/fi';
import { useCompletedJobs } from '../api/adminCompletedJobs';
import { AdminPage } from '../components/AdminPage';
import { adminIntros } from '../intros';
import { JobCard } from '../components/JobCard';
import { AdminRequestDialog } from '../components/LazyDialogs';
import { Empty, ListSkeleton, LoadError, ratingText } from '../components/ui';
import { formatCents } from '../../../lib/money';
import { formatDate } from '../../../lib/format';
import { LoadMore } from '../../../components/pagination/LoadMore';

const SORTS = [
  { value: 'recent', label: 'Most recent' },
  { value: 'oldest', label: 'Oldest' },
  { value: 'highest-value', label: 'Highest value' },
  { value: 'lowest-value', label: 'Lowest value' },
];

/** /admin/completed-jobs: finished work with its count, total and four sorts. */
export default function AdminCompletedJobsPage() {
  const [sort, setSort] = useState('recent');
  const { result, jobs, loading, error, more } = useCompletedJobs(sort);
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <AdminPage {...adminIntros.completedJobs}
      actions={
        <NativeSelect.Root size="sm" width="48">
          <NativeSelect.Field aria-label="Sort completed jobs" value={sort} onChange={(e) => setSort(e.currentTarget.value)}>
            {SORTS.map((s) => <option key={s.value} value={s.value}>{s.label}</option>)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      }>
      {loading ? <ListSkeleton /> : error ? <LoadError error={error} fallback="Failed to fetch completed jobs" /> : !result || result.count === 0 ? (
        <Empty title="No Completed Jobs" description="Completed work appears here." icon={<FiCheckSquare />} />
      ) : (
        <Stack gap="6">
          <HStack gap="10">
            <Stat.Root><Stat.Label>Completed</Stat.Label><Stat.ValueText>{result.count}</Stat.ValueText></Stat.Root>
            <Stat.Root><Stat.Label>Total value</Stat.Label><Stat.ValueText>{formatCents(result.totalCents)}</Stat.ValueText></Stat.Root>
          </HStack>
          <Stack gap="4">
            {jobs.map(({ request: r, amountCents, durationLabel }) => (
              <JobCard key={r.id} id={r.id} title={r.title} series={r.series} priority="normal" categoryName={r.category.name} displayStatus={r.displayStatus} onOpen={() => setOpenId(r.id)}
                actions={<Text fontWeight="bold" fontSize="lg">{formatCents(amountCents)}</Text>}>
                <HStack gap="5" wrap="wrap" fontSize="sm" color="fg.muted">
                  <Text>Duration: {durationLabel}</Text>
                  <Text>{r.completedAt ? `Completed ${formatDate(r.completedAt)}` : ''}</Text>
                  <Text>{r.provider ? `${r.provider.name} · ${ratingText(r.provider.rating, r.provider.ratingCount)}` : 'No provider'}</Text>
                  <Text>{r.clientName}</Text>
                </HStack>
              </JobCard>
            ))}
          </Stack>
        </Stack>
      )}
      <AdminRequestDialog requestId={openId} onClose={() => setOpenId(null)} />
      <LoadMore {...more} />
    </AdminPage>
  );
}
