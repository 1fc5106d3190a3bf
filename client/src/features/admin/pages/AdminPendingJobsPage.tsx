import { useState } from 'react';
import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { FiInbox, FiMapPin, FiUser, FiCalendar } from 'react-icons/fi';
import { usePendingPaidRequests } from '../api/adminPendingPaidRequests';
import { AdminPage } from '../components/AdminPage';
import { adminIntros } from '../intros';
import { JobCard } from '../components/JobCard';
import { AdminRequestDialog } from '../components/LazyDialogs';
import { AssignWorkerDialog } from '../components/LazyAssignWorkerDialog';
import type { AssignTarget } from '../components/AssignWorkerDialog';
import { Empty, ListSkeleton, LoadError } from '../components/ui';
import { LoadMore } from '../../../components/pagination/LoadMore';
import { RequestAddress } from '../../../components/address/RequestAddress';

/** /admin/pending-jobs: paid pending requests and their assignment. */
export default function AdminPendingJobsPage() {
  const { requests, loading, error, more } = usePendingPaidRequests();
  const [target, setTarget] = useState<AssignTarget | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <AdminPage {...adminIntros.pendingJobs} actions={<Badge colorPalette="gold" size="lg">{requests.length}{more.hasMore ? '+' : ''} pending</Badge>}>
      {loading ? (
        <ListSkeleton />
      ) : error ? (
        <LoadError error={error} fallback="Failed to fetch pending jobs" />
      ) : requests.length === 0 ? (
        <Empty title="No Pending Jobs" description="All jobs have been reviewed and assigned." icon={<FiInbox />} />
      ) : (
        <Stack gap="4">
          {requests.map((r) => (
            <JobCard key={r.id} id={r.id} title={r.title} series={r.series} priority={r.priority} categoryName={r.category.name} onOpen={() => setOpenId(r.id)}
              actions={<Button colorPalette="gold" size="sm" onClick={() => setTarget({ id: r.id, title: r.title })} aria-label={`Assign Worker to ${r.title}`}>Assign Worker</Button>}>
              <Text color="fg.muted">{r.description}</Text>
              <HStack gap="5" wrap="wrap" fontSize="sm">
                <HStack><FiUser aria-hidden /> <Text>{r.clientName || 'Unknown Client'}</Text></HStack>
                <HStack><FiMapPin aria-hidden /> <Text><RequestAddress address={r.address} shown="town" /></Text></HStack>
                <HStack><FiCalendar aria-hidden /> <Text>{r.preferredDate ?? 'No date specified'}</Text></HStack>
              </HStack>
            </JobCard>
          ))}
        </Stack>
      )}
      <AssignWorkerDialog target={target} onClose={() => setTarget(null)} />
      <AdminRequestDialog requestId={openId} onClose={() => setOpenId(null)} />
      <LoadMore {...more} />
    </AdminPage>
  );
}
