import { useState } from 'react';
import { Alert, Badge, Grid, Stack, Text } from '@chakra-ui/react';
import { FiBriefcase } from 'react-icons/fi';
import { useActiveJobs } from '../api/adminActiveJobs';
import { AdminPage } from '../components/AdminPage';
import { adminIntros } from '../intros';
import { JobCard } from '../components/JobCard';
import { AdminRequestDialog } from '../components/LazyDialogs';
import { Empty, ListSkeleton, LoadError, ratingText } from '../components/ui';
import { formatCents } from '../../../lib/money';
import { formatDate, formatDateTime } from '../../../lib/format';
import { LoadMore } from '../../../components/pagination/LoadMore';
import { RequestAddress } from '../../../components/address/RequestAddress';

/** /admin/active-jobs: scheduled or in-progress work. */
export default function AdminActiveJobsPage() {
  const { jobs, loading, error, more } = useActiveJobs();
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <AdminPage {...adminIntros.activeJobs} actions={<Badge colorPalette="gold" size="lg">{jobs.length}{more.hasMore ? '+' : ''} active</Badge>}>
      {loading ? <ListSkeleton /> : error ? <LoadError error={error} fallback="Failed to fetch service requests" /> : jobs.length === 0 ? (
        <Empty title="No Active Jobs" description="Scheduled and in-progress jobs appear here." icon={<FiBriefcase />} />
      ) : (
        <Stack gap="4">
          {jobs.map((j) => (
            <JobCard key={j.id} id={j.id} title={j.title} series={j.series} priority={j.priority} categoryName={j.category.name} displayStatus={j.displayStatus} onOpen={() => setOpenId(j.id)}>
              {j.provider ? (
                <Text fontSize="sm">Provider: <b>{j.provider.name}</b> · {j.provider.phone} · {ratingText(j.provider.rating, j.provider.ratingCount)}</Text>
              ) : (
                <Alert.Root status="warning" size="sm"><Alert.Indicator /><Alert.Title>Unassigned</Alert.Title><Alert.Description>This job needs to be assigned to a service provider</Alert.Description></Alert.Root>
              )}
              <Grid templateColumns={{ base: '1fr', md: 'repeat(4, 1fr)' }} gap="2" fontSize="sm" color="fg.muted">
                <Text><RequestAddress address={j.address} shown="town" /></Text>
                <Text>Estimated: {j.estimatedCostCents !== null && j.estimatedCostCents !== undefined ? formatCents(j.estimatedCostCents) : 'Not set'}</Text>
                <Text>Created {formatDate(j.createdAt)}</Text>
                <Text>{j.scheduledAt ? `Visit ${formatDateTime(j.scheduledAt)}` : 'No visit time set yet'}</Text>
              </Grid>
              {j.notes && <Text fontSize="sm">Notes: {j.notes}</Text>}
            </JobCard>
          ))}
        </Stack>
      )}
      <AdminRequestDialog requestId={openId} onClose={() => setOpenId(null)} />
      <LoadMore {...more} />
    </AdminPage>
  );
}
