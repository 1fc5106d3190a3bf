import { useState } from 'react';
import { Button, Heading, Input, InputGroup, Skeleton, Stack, Text } from '@chakra-ui/react';
import { FiSearch } from 'react-icons/fi';
import { Link as RouterLink } from 'react-router-dom';
import { PageContainer, PageHeader } from '../../../components/page';
import { workerIntros } from '../intros';
import { useMyJobs, type WorkerJob } from '../api/myJobs';
import { JobCard } from '../components/JobCard';
import { LoadError } from '../components/LoadError';
import { WorkerJobDialog } from '../components/LazyDialogs';
import { WorkerOnly } from '../components/WorkerOnly';
import { LoadMore } from '../../../components/pagination/LoadMore';

const ACTIVE = ['scheduled', 'in_progress'];

/** /worker-service-history: Active Jobs and Job History, searchable by request number. */
export default function WorkerServiceHistoryPage() {
  return (
    <PageContainer>
      <PageHeader {...workerIntros.serviceHistory} />
      <WorkerOnly>
        <History />
      </WorkerOnly>
    </PageContainer>
  );
}

function Section({ title, jobs, onOpen }: { title: string; jobs: WorkerJob[]; onOpen: (id: string) => void }) {
  return (
    <Stack gap="3">
      <Heading as="h2" size="md">
        {title} ({jobs.length})
      </Heading>
      {jobs.length === 0 ? <Text color="fg.muted">None.</Text> : jobs.map((j) => <JobCard key={j.id} job={j} onOpen={() => onOpen(j.id)} />)}
    </Stack>
  );
}

function History() {
  const { jobs, loading, error, more } = useMyJobs('all');
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  const digits = search.replace(/\D/g, '');
  const shown = digits ? jobs.filter((j) => String(j.id).includes(digits)) : jobs;
  if (error && jobs.length === 0) return <LoadError title="Error Loading Jobs" error={error} />;
  return (
    <Stack gap="6">
      <InputGroup startElement={<FiSearch aria-hidden />} maxW="sm">
        <Input placeholder="Search by request number" aria-label="Search by request number" inputMode="numeric" value={search} onChange={(e) => setSearch(e.target.value)} />
      </InputGroup>
      {loading ? (
        <Stack gap="3" role="status" aria-busy="true" aria-label="Loading jobs">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height="24" rounded="xl" />
          ))}
        </Stack>
      ) : jobs.length === 0 ? (
        <Stack gap="3" align="start" p="8" borderWidth="1px" rounded="2xl" bg="bg.panel">
          <Heading as="h2" size="md">
            No jobs yet
          </Heading>
          <Text color="fg.muted">Your accepted jobs appear here.</Text>
          <Button asChild colorPalette="gold" size="sm">
            <RouterLink to="/worker-queue">Browse Available Requests</RouterLink>
          </Button>
        </Stack>
      ) : (
        <>
          {digits && shown.length === 0 && <Text color="fg.muted">No job matches request number "{search}".</Text>}
          <Section title="Active Jobs" jobs={shown.filter((j) => ACTIVE.includes(j.status))} onOpen={setOpen} />
          <Section title="Job History" jobs={shown.filter((j) => !ACTIVE.includes(j.status))} onOpen={setOpen} />
          <LoadMore {...more} />
        </>
      )}
      <WorkerJobDialog requestId={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
