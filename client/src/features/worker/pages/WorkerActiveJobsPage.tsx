import { Box, Button, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { FiBriefcase } from 'react-icons/fi';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PageContainer, PageHeader } from '../../../components/page';
import { workerIntros } from '../intros';
import { useMyJobs } from '../api/myJobs';
import { JobCard } from '../components/JobCard';
import { LoadError } from '../components/LoadError';
import { WorkerJobDialog } from '../components/LazyDialogs';
import { WorkerOnly } from '../components/WorkerOnly';
import { LoadMore } from '../../../components/pagination/LoadMore';

/** /worker-active-jobs: the worker's scheduled and in-progress jobs (live); a job opens the detail dialog with the worker's actions. */
export default function WorkerActiveJobsPage() {
  return (
    <PageContainer>
      <PageHeader {...workerIntros.activeJobs} />
      <WorkerOnly>
        <ActiveJobs />
      </WorkerOnly>
    </PageContainer>
  );
}

function ActiveJobs() {
  const { jobs, loading, error, more } = useMyJobs('active');
  const [params, setParams] = useSearchParams();
  const openId = params.get('job');
  const setOpen = (id: string | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set('job', id);
    else next.delete('job');
    setParams(next, { replace: true });
  };

  return (
    <>
      {error && jobs.length === 0 && <LoadError title="Error Loading Jobs" error={error} />}
      {loading && (
        <Stack gap="3" role="status" aria-busy="true" aria-label="Loading jobs">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height="28" rounded="xl" />
          ))}
        </Stack>
      )}
      {!loading && !error && jobs.length === 0 && (
        <Stack align="center" textAlign="center" gap="3" p="10" borderWidth="1px" rounded="2xl" bg="bg.panel">
          <Box fontSize="3xl" color="fg.muted" aria-hidden>
            <FiBriefcase />
          </Box>
          <Heading as="h2" size="md">
            No active jobs
          </Heading>
          <Text color="fg.muted">Accept a request from the queue to get started.</Text>
          <Button asChild colorPalette="gold" size="sm">
            <RouterLink to="/worker-queue">Browse Available Requests</RouterLink>
          </Button>
        </Stack>
      )}
      <Stack gap="3">
        {jobs.map((job) => (
          <JobCard key={job.id} job={job} onOpen={() => setOpen(job.id)} />
        ))}
      </Stack>
      <LoadMore {...more} />
      <WorkerJobDialog requestId={openId} onClose={() => setOpen(null)} />
    </>
  );
}
