import { useEffect, useRef, useState } from 'react';
import { Badge, Box, Button, Collapsible, Heading, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { FiChevronDown, FiChevronUp, FiInbox, FiMapPin, FiZap } from 'react-icons/fi';
import { Link as RouterLink } from 'react-router-dom';
import { PageContainer, PageHeader } from '../../../components/page';
import { apiErrorInfo } from '../../../lib/errors';
import { formatPlace, formatRelativeTime } from '../../../lib/format';
import { formatCents, preferredTimeLabel, requestNumber } from '../../../lib/money';
import { notify } from '../../../shell/toaster';
import { useAcceptJob, useOpenJobs, type QueueEntry } from '../api/jobs';
import { LoadError } from '../components/LoadError';
import { WorkerOnly } from '../components/WorkerOnly';
import { LoadMore } from '../../../components/pagination/LoadMore';
import { CategoryIcon } from '../../../components/category/CategoryIcon';
import { LiveAnnouncer, useArrivalMessage } from '../../../components/live/LiveAnnouncer';

const PRIORITY: Record<string, string> = { urgent: 'red', high: 'orange', medium: 'yellow', normal: 'gray', low: 'green' };

function QueueCard({ entry, onStale, onAccepted }: { entry: QueueEntry; onStale: () => void; onAccepted: (id: string, title: string) => void }) {
  const r = entry.request;
  const [open, setOpen] = useState(false);
  const [accept, { loading }] = useAcceptJob();
  const onAccept = async () => {
    try {
      await accept(r.id);
      notify({ type: 'success', title: 'Job Started!', description: 'Request accepted and job automatically started. The client has been notified.' });
      onAccepted(r.id, r.title);
    } catch (error) {
      const info = apiErrorInfo(error);
      notify({ type: 'error', title: 'Error', description: info.message || 'Failed to accept request. Please try again.' });
      if (info.code === 'CONFLICT' || info.code === 'NOT_FOUND') onStale();
    }
  };
  return (
    <Collapsible.Root open={open} onOpenChange={(e) => setOpen(e.open)}>
      <Box
        p="5"
        borderWidth="1px"
        rounded="xl"
        bg="bg.panel"
        aria-label={`Request ${requestNumber(r.id)}: ${r.title}`}
        role="article"
        data-queue-card={r.id}
        tabIndex={-1}
        outline="none"
        _focusVisible={{ outline: '2px solid', outlineColor: 'gold.focusRing', outlineOffset: '2px' }}
      >
        <Stack gap="3">
          <HStack justify="space-between" align="start" gap="3">
            <Stack gap="1">
              <HStack gap="2" wrap="wrap">
                <Text fontSize="xs" color="fg.muted">
                  {requestNumber(r.id)}
                </Text>
                <Badge colorPalette={PRIORITY[r.priority] ?? 'gray'}>{r.priority}</Badge>
                <Badge variant="outline">
                  <CategoryIcon category={r.category} /> {r.category.name}
                </Badge>
              </HStack>
              <Heading as="h2" size="md">
                {r.title}
              </Heading>
              <HStack gap="1.5" fontSize="sm" color="fg.muted">
                <FiMapPin aria-hidden />
                <Text>
                  {r.serviceCity}, {r.serviceState} {r.serviceZipCode} · {entry.distanceMiles.toFixed(1)} mi away
                </Text>
              </HStack>
            </Stack>
            <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
              {formatRelativeTime(r.createdAt)}
            </Text>
          </HStack>
          <Collapsible.Content>
            <Stack gap="2" fontSize="sm" pt="1">
              <Text whiteSpace="pre-wrap">{r.description}</Text>
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2" color="fg.muted">
                <Text>Service: {r.serviceTypeName ?? r.title}</Text>
                <Text>Client: {r.clientName}</Text>
                <Text>Area: {formatPlace(r)} (street address once you accept)</Text>
                <Text>
                  Preferred: {r.preferredDate ?? 'No date specified'} {preferredTimeLabel(r.preferredTime, r.specificTime)}
                </Text>
                {r.estimatedCostCents != null && <Text>Estimate: {formatCents(r.estimatedCostCents)}</Text>}
                <Text>Consultation fee: paid</Text>
              </SimpleGrid>
            </Stack>
          </Collapsible.Content>
          <HStack justify="space-between" gap="3" wrap="wrap">
            <Collapsible.Trigger asChild>
              <Button variant="ghost" size="sm">
                {open ? <FiChevronUp aria-hidden /> : <FiChevronDown aria-hidden />} {open ? 'Hide Details' : 'Show Details'}
              </Button>
            </Collapsible.Trigger>
            <Button colorPalette="gold" onClick={() => void onAccept()} loading={loading} loadingText="Accepting">
              <FiZap aria-hidden /> Accept This Job
            </Button>
          </HStack>
        </Stack>
      </Box>
    </Collapsible.Root>
  );
}

/** /worker-queue (Available Requests): paid requests the worker can take, live by subscription. */
export default function WorkerQueuePage() {
  return (
    <PageContainer>
      <PageHeader title="Available Requests" description="Paid requests in your categories and service area. New requests appear here the moment a client pays." back={{ to: '/worker-dashboard', label: 'Back to Dashboard' }} />
      <WorkerOnly>
        <Queue />
      </WorkerOnly>
    </PageContainer>
  );
}

function Queue() {
  const { jobs, loading, error, refetch, more } = useOpenJobs();
  const [accepted, setAccepted] = useState('');
  // A job that arrives live is announced politely; the list does not take focus.
  const arrival = useArrivalMessage(jobs, !loading, more.hasMore, (e) => e.request.id, (fresh) => fresh.length === 1 ? `New request available: ${fresh[0].request.title}` : `${fresh.length} new requests available`);
  return (
    <>
      <LiveAnnouncer message={arrival} />
      <LiveAnnouncer message={accepted} />
      <QueueList jobs={jobs} loading={loading} error={error} refetch={refetch} more={more} onAccepted={(title) => setAccepted(`Job accepted: ${title}. It is now in My Jobs.`)} />
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
    // The job may have left the list already (the refetch, or the live queue event, came first).
    moveFocus();
  };
}

function QueueList({ jobs, loading, error, refetch, more, onAccepted }: ReturnType<typeof useOpenJobs> & { onAccepted: (title: string) => void }) {
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
          onStale={() => void refetch()}
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
