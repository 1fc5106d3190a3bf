import { useState } from 'react';
import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { FiInbox } from 'react-icons/fi';
import { usePendingPaidRequests } from '../api/adminPendingPaidRequests';
import { useAvailableWorkers } from '../api/adminAvailableWorkers';
import { AdminPage } from '../components/AdminPage';
import { adminIntros } from '../intros';
import { JobCard } from '../components/JobCard';
import { AdminRequestDialog } from '../components/LazyDialogs';
import { AssignWorkerDialog } from '../components/LazyAssignWorkerDialog';
import type { AssignTarget } from '../components/AssignWorkerDialog';
import { RefundDeadlines } from '../components/RefundDeadlines';
import { Empty, ListSkeleton, LoadError } from '../components/ui';
import { formatDate } from '../../../lib/format';
import { LoadMore } from '../../../components/pagination/LoadMore';
import { RequestAddress } from '../../../components/address/RequestAddress';

/** /admin/pending-paid: pending and paid requests, with every available worker to pick from. */
export default function AdminPendingPaidPage() {
  const { requests, loading, error, more } = usePendingPaidRequests();
  const { workers, loading: workersLoading } = useAvailableWorkers(null);
  const [target, setTarget] = useState<AssignTarget | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <AdminPage {...adminIntros.pendingPaid} actions={
      <HStack gap="2" wrap="wrap">
        <Badge colorPalette="green" size="lg">{requests.length}{more.hasMore ? '+' : ''} paid</Badge>
        {!workersLoading && <Badge size="lg">{workers.length} available {workers.length === 1 ? 'worker' : 'workers'}</Badge>}
      </HStack>
    }>
      <RefundDeadlines />
      {loading ? <ListSkeleton /> : error ? <LoadError error={error} fallback="Failed to fetch pending jobs" /> : requests.length === 0 ? (
        <Empty title="No Pending Jobs" description="All jobs have been reviewed and assigned." icon={<FiInbox />} />
      ) : (
        <Stack gap="4">
          {requests.map((r) => (
            <JobCard key={r.id} id={r.id} title={r.title} series={r.series} priority={r.priority} categoryName={r.category.name} onOpen={() => setOpenId(r.id)}
              actions={<Button size="sm" colorPalette="gold" onClick={() => setTarget({ id: r.id, title: r.title })}>Assign Worker</Button>}>
              <HStack gap="5" wrap="wrap" fontSize="sm" color="fg.muted">
                <Text>{r.clientName || 'Unknown Client'}</Text>
                <Text><RequestAddress address={r.address} shown="town" /></Text>
                <Text>Paid · requested {formatDate(r.createdAt)}</Text>
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
