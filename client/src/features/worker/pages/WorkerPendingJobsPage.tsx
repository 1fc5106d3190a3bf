import { Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { PageContainer, PageHeader } from '../../../components/page';
import { workerIntros } from '../intros';
import { useMyJobs } from '../api/myJobs';
import { WorkerOnly } from '../components/WorkerOnly';
import { JobCard } from '../components/JobCard';
import { WorkerJobDialog } from '../components/LazyDialogs';
import { useState } from 'react';
import { LoadMore } from '../../../components/pagination/LoadMore';

/** /worker-pending-jobs: assigned jobs that are scheduled but not started yet. */
export default function WorkerPendingJobsPage() {
  return (
    <PageContainer>
      <PageHeader {...workerIntros.pendingJobs} />
      <WorkerOnly>
        <Pending />
      </WorkerOnly>
    </PageContainer>
  );
}

function Pending() {
  const { jobs, loading, more } = useMyJobs('active');
  const [open, setOpen] = useState<string | null>(null);
  const scheduled = jobs.filter((j) => j.status === 'scheduled');
  if (loading) return <Skeleton height="24" rounded="xl" />;
  return (
    <Stack gap="3">
      {scheduled.length === 0 ? (
        <HStack gap="3" p="6" borderWidth="1px" rounded="xl" bg="bg.panel" justify="space-between" wrap="wrap">
          <Text color="fg.muted">No scheduled jobs waiting to start.</Text>
          <Button asChild size="sm" variant="outline">
            <RouterLink to="/worker-queue">Browse Available Requests</RouterLink>
          </Button>
        </HStack>
      ) : (
        scheduled.map((j) => <JobCard key={j.id} job={j} onOpen={() => setOpen(j.id)} />)
      )}
      <LoadMore {...more} />
      <WorkerJobDialog requestId={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
