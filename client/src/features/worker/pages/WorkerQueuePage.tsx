import { useEffect, useRef, useState } from 'react';
import { Box, Button, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { FiInbox } from 'react-icons/fi';
import { Link as RouterLink } from 'react-router-dom';
import { PageContainer, PageHeader } from '../../../components/page';
import { useOpenJobs, type QueueEntry } from '../api/openJobs';
import { LoadError } from '../components/LoadError';
import { QueueCard } from '../components/QueueCard';
import { WorkerOnly } from '../components/WorkerOnly';
import { queueIntro } from '../placeholders';
import { LoadMore } from '../../../components/pagination/LoadMore';
import { LiveAnnouncer, useArrivalMessage } from '../../../components/live/LiveAnnouncer';

/** /worker-queue (Available Requests): paid requests the worker can take, live by subscription. */
export default function WorkerQueuePage() {
  return (
    <PageContainer>
      <PageHeader {...queueIntro} />
      <WorkerOnly>
        <Queue />
      </WorkerOnly>
    </PageContainer>
  );
}

function Queue() {
  const { jobs, loading, error, more } = useOpenJobs();
  const [accepted, setAccepted] = useState('');
  // A job that arrives live is announced politely; the list does not take focus.
  const arrival = useArrivalMessage(jobs, !loading, more.hasMore, (e) => e.request.id, (fresh) => fresh.length === 1 ? `New request available: ${fresh[0].request.title}` : `${fresh.length} new requests available`);
  return (
    <>
      <LiveAnnouncer message={arrival} />
      <LiveAnnouncer message={accepted} />
      <QueueList jobs={jobs} loading={loading} error={error} more={more} onAccepted={(title) => setAccepted(`Job accepted: ${title}. It is now in My Jobs.`)} />
    </>
  );
}

/**
 * Where the focus goes once an accepted job has left the list: the card now in its place (the
 * next one, else the one before), or the list's heading when none is left. Never <body>.
 */
function useFocusAfterAccept(jobs: QueueEntry[]) {
  const pending = useRef<{ id: string; next: string | null } | null>(null);
  const latest = useRef(jobs);
  const moveFocus = () => {
    const p = pending.current;
    if (!p || latest.current.some((e) => e.request.id === p.id)) return;
    pending.current = null;
    const card = p.next ? document.querySelector<HTMLElement>(`[data-queue-card="${p.next}"]`) : null;
    const target = card ?? document.querySelector<HTMLElement>('[data-queue-heading]');
    target?.focus();
  };
  useEffect(() => {
    latest.current = jobs;
    moveFocus();
  });
  /** `id` was accepted; `seen` is the list as it was when its button was pressed. */
  return (id: string, seen: QueueEntry[]) => {
    const i = seen.findIndex((e) => e.request.id === id);
    const next = seen.slice(i + 1).concat(seen.slice(0, Math.max(0, i)).reverse()).find((e) => latest.current.some((l) => l.request.id === e.request.id));
    pending.current = { id, next: next?.request.id ?? null };
    // The job may have left the list already (a refused accept, or the live queue event, came first).
    moveFocus();
  };
}

function QueueList({ jobs, loading, error, more, onAccepted }: ReturnType<typeof useOpenJobs> & { onAccepted: (title: string) => void }) {
  const leaving = useFocusAfterAccept(jobs);
  if (error && jobs.length === 0) return <LoadError title="Error Loading Requests" error={error} />;
  if (loading) {
    return (
      <Stack gap="4" role="status" aria-busy="true" aria-label="Loading requests">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height="32" rounded="xl" />
        ))}
      </Stack>
    );
  }
  if (jobs.length === 0) {
    return (
      <Stack align="center" textAlign="center" gap="3" p="10" borderWidth="1px" rounded="2xl" bg="bg.panel">
        <Box fontSize="3xl" color="fg.muted" aria-hidden>
          <FiInbox />
        </Box>
        <Heading as="h2" size="md" tabIndex={-1} data-queue-heading="" outline="none">
          No requests available right now
        </Heading>
        <Text color="fg.muted">This list updates live: paid requests in your categories and radius show up here without reloading.</Text>
        <Button asChild variant="outline" size="sm">
          <RouterLink to="/worker-active-jobs">View My Active Jobs</RouterLink>
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="4">
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {jobs.length}{more.hasMore ? '+' : ''} request{jobs.length === 1 ? '' : 's'} available
      </Text>
      {jobs.map((entry) => (
        <QueueCard
          key={entry.request.id}
          entry={entry}
          onAccepted={(id, title) => {
            leaving(id, jobs);
            onAccepted(title);
          }}
        />
      ))}
      <LoadMore {...more} />
    </Stack>
  );
}
