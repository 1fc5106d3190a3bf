import { useState } from 'react';
import { Alert, Badge, Grid, Stack, Text } from '@chakra-ui/react';
import { FiCheckCircle } from 'react-icons/fi';
import { useQueuedRequests } from '../api/adminQueuedRequests';
import { AdminPage } from '../components/AdminPage';
import { adminIntros } from '../intros';
import { JobCard } from '../components/JobCard';
import { AdminRequestDialog } from '../components/LazyDialogs';
import { Empty, ListSkeleton, LoadError, priorityPalette } from '../components/ui';
import { formatCents, preferredTimeLabel } from '../../../lib/money';
import { LoadMore } from '../../../components/pagination/LoadMore';
import { RequestAddress } from '../../../components/address/RequestAddress';

/** /admin/queued-requests: pending requests whose consultation fee is unpaid. */
export default function AdminQueuedRequestsPage() {
  const { requests, loading, error, more } = useQueuedRequests();
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <AdminPage {...adminIntros.queuedRequests} actions={<Badge colorPalette="orange" size="lg">{requests.length}{more.hasMore ? '+' : ''} Unpaid</Badge>}>
      <Stack gap="6">
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Payment Required:</Alert.Title>
            <Alert.Description>These requests are invisible to workers until clients pay the $100 consultation fee.</Alert.Description>
          </Alert.Content>
        </Alert.Root>
        {loading ? <ListSkeleton /> : error ? <LoadError error={error} fallback="Failed to fetch queued jobs" /> : requests.length === 0 ? (
          <Empty title="All Caught Up!" description="No unpaid requests waiting in queue. All clients have completed payment." icon={<FiCheckCircle />} />
        ) : (
          requests.map((r) => (
            <JobCard key={r.id} id={r.id} title={r.title} series={r.series} priority={r.priority} categoryName={r.category.name} displayStatus={r.displayStatus} onOpen={() => setOpenId(r.id)}
              actions={<Badge colorPalette={priorityPalette(r.priority)}>{r.priority}</Badge>}>
              <Text color="fg.muted">{r.description}</Text>
              <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }} gap="1.5" fontSize="sm">
                <Text>Client: {r.clientName || 'Unknown Client'}</Text>
                <Text>Address: <RequestAddress address={r.address} /></Text>
                <Text>Preferred date: {r.preferredDate ?? 'No date specified'}</Text>
                <Text>Preferred time: {preferredTimeLabel(r.preferredTime, r.specificTime) || 'Any time'}</Text>
                <Text>Estimated cost: {r.estimatedCostCents !== null && r.estimatedCostCents !== undefined ? formatCents(r.estimatedCostCents) : 'Not set'}</Text>
                <Text color="orange.300">Consultation Fee: $100.00 (Unpaid)</Text>
              </Grid>
              {r.notes && <Text fontSize="sm">Notes: {r.notes}</Text>}
            </JobCard>
          ))
        )}
      </Stack>
      <AdminRequestDialog requestId={openId} onClose={() => setOpenId(null)} />
      <LoadMore {...more} />
    </AdminPage>
  );
}
