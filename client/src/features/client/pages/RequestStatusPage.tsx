import { Suspense, useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, EmptyState, Heading, HStack, IconButton, Input, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { FiClipboard, FiPlus, FiSearch } from 'react-icons/fi';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PageContainer, PageHeader } from '../../../components/page';
import { clientIntros } from '../intros';
import { LazyRequestDetailDialog as RequestDetailDialog } from '../../../components/request-detail/lazy';
import { LazyProjectWorkflowDialog as ProjectWorkflowDialog } from '../../../components/project-workflow/lazy';
import { errorMessage } from '../../../lib/errors';
import { notify } from '../../../shell/toaster';
import { useCancelRequest } from '../api/cancelServiceRequest';
import { useMyRequests, type MyRequestsRow } from '../api/myRequests';
import { useMyClientStats } from '../api/myClientStats';
import { RequestCard } from '../components/RequestCard';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { ClientNoteForm, EditRequestDialog } from '../components/LazyDialogs';
import { SeriesVisitActions } from '../components/SeriesVisitActions';
import { LoadMore } from '../../../components/pagination/LoadMore';
import { scrollBehavior } from '../../../lib/motion';

const CURRENT = ['pending', 'scheduled', 'in_progress', 'closed_pending_review'];
const DONE = ['completed', 'closed_successful'];

/** /request-status: the client's current requests, the latest completed one, search by id; ?request=ID (an e-mail's link) opens one, &review=1 on its Rating tab. */
export default function RequestStatusPage() {
  const { requests, loading, error, more } = useMyRequests();
  const { stats } = useMyClientStats();
  const [cancel, cancelState] = useCancelRequest();
  const [params, setParams] = useSearchParams();
  const linked = params.get('request');
  const [viewing, setViewing] = useState<string | null>(linked);
  const [workflow, setWorkflow] = useState<string | null>(null);
  const [editing, setEditing] = useState<MyRequestsRow | null>(null);
  const [cancelling, setCancelling] = useState<MyRequestsRow | null>(null);
  const [search, setSearch] = useState('');
  const [highlight, setHighlight] = useState<string | null>(null);
  const cards = useRef(new Map<string, HTMLDivElement>());

  const current = requests.filter((r) => CURRENT.includes(r.status));
  const lastCompleted = requests
    .filter((r) => DONE.includes(r.status))
    .sort((a, b) => (b.completedAt ?? '').localeCompare(a.completedAt ?? ''))[0];
  const shown = lastCompleted ? [...current, lastCompleted] : current;

  useEffect(() => {
    if (!highlight) return undefined;
    const t = setTimeout(() => setHighlight(null), 3000);
    return () => clearTimeout(t);
  }, [highlight]);

  const find = () => {
    const id = String(Number(search.replace(/[^\d]/g, '')) || '');
    const el = id ? cards.current.get(id) : undefined;
    if (!el) {
      notify({ title: 'Request not found', description: `No current request matches "${search}".`, type: 'warning' });
      return;
    }
    el.scrollIntoView({ behavior: scrollBehavior(), block: 'center' });
    setHighlight(id);
  };

  const confirmCancel = async () => {
    if (!cancelling) return;
    try {
      await cancel(cancelling.id);
      notify({ title: 'Request cancelled successfully', type: 'success' });
      setCancelling(null);
      setViewing(null);
    } catch (err) {
      notify({ title: 'Failed to cancel request', description: errorMessage(err, ''), type: 'error' });
    }
  };

  // A visit of a series is skipped, moved or ends its series instead of being cancelled.
  const cardActions = (r: MyRequestsRow) =>
    !r.canCancel ? null : (
      <>
        {r.canEdit && (
          <Button size="sm" variant="outline" onClick={() => setEditing(r)}>
            Edit
          </Button>
        )}
        {r.series ? (
          <SeriesVisitActions visit={r} />
        ) : (
          <Button size="sm" variant="ghost" colorPalette="red" onClick={() => setCancelling(r)}>
            Cancel Request
          </Button>
        )}
      </>
    );

  return (
    // Room below the last card for the floating + button, so it never covers a card's buttons.
    <PageContainer pb={{ base: '28', md: '32' }}>
      <PageHeader {...clientIntros.myRequests}
        actions={
          <HStack gap="2">
            <Button asChild variant="outline">
              <RouterLink to="/client-service-history">Service History</RouterLink>
            </Button>
            <Button asChild colorPalette="brand">
              <RouterLink to="/client-app">
                <FiPlus aria-hidden /> New Request
              </RouterLink>
            </Button>
          </HStack>
        }
      />
      {stats?.pendingProviderApplication && (
        <Alert.Root status="info" mb="6" rounded="lg">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Complete Your Service Provider Onboarding</Alert.Title>
            <Alert.Description>Your provider application is under review. Check its status any time.</Alert.Description>
          </Alert.Content>
          <Button asChild size="sm" colorPalette="blue" alignSelf="center">
            <RouterLink to="/worker-pending-approval">View Application</RouterLink>
          </Button>
        </Alert.Root>
      )}
      <form
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          find();
        }}
      >
        <HStack mb="6" maxW="md">
          <Input aria-label="Search by request ID" placeholder="Search by request ID, e.g. 42" value={search} onChange={(e) => setSearch(e.target.value)} inputMode="numeric" />
          <Button type="submit" variant="outline" disabled={!search.trim()}>
            <FiSearch aria-hidden /> Find
          </Button>
        </HStack>
      </form>
      {error && !loading && (
        <Alert.Root status="error" mb="6">
          <Alert.Indicator />
          <Alert.Title>{errorMessage(error, 'Failed to fetch requests')}</Alert.Title>
        </Alert.Root>
      )}
      {loading && (
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height="48" rounded="xl" />
          ))}
        </SimpleGrid>
      )}
      {!loading && shown.length === 0 && !error && (
        <EmptyState.Root borderWidth="1px" rounded="xl" bg="bg.panel">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <FiClipboard />
            </EmptyState.Indicator>
            <EmptyState.Title>No requests yet</EmptyState.Title>
            <EmptyState.Description>Tell us what you need and we'll match you with a trusted local pro.</EmptyState.Description>
            <Button asChild colorPalette="brand">
              <RouterLink to="/client-app">Request a Service</RouterLink>
            </Button>
          </EmptyState.Content>
        </EmptyState.Root>
      )}
      {!loading && current.length > 0 && (
        <Stack gap="4" mb="8">
          <Heading as="h2" size="lg">
            Current Requests
          </Heading>
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
            {current.map((r) => (
              <RequestCard
                key={r.id}
                ref={(el) => {
                  if (el) cards.current.set(r.id, el);
                  else cards.current.delete(r.id);
                }}
                request={r}
                highlighted={highlight === r.id}
                onView={() => setViewing(r.id)}
                actions={cardActions(r)}
              />
            ))}
          </SimpleGrid>
        </Stack>
      )}
      {!loading && lastCompleted && (
        <Stack gap="4">
          <HStack justify="space-between">
            <Heading as="h2" size="lg">
              Most Recent Completed Service
            </Heading>
            <Button asChild variant="ghost" size="sm">
              <RouterLink to="/client-service-history">View all</RouterLink>
            </Button>
          </HStack>
          <Box maxW={{ lg: '50%' }}>
            <RequestCard
              ref={(el) => {
                if (el) cards.current.set(lastCompleted.id, el);
              }}
              request={lastCompleted}
              highlighted={highlight === lastCompleted.id}
              onView={() => setViewing(lastCompleted.id)}
            />
          </Box>
        </Stack>
      )}
      <RequestDetailDialog
        requestId={viewing}
        open={viewing !== null}
        onClose={() => {
          setViewing(null);
          if (linked) setParams({}, { replace: true });
        }}
        initialTab={viewing !== null && viewing === linked && params.get('review') ? 'rating' : undefined}
        viewer="client"
        onOpenProjectWorkflow={(r) => setWorkflow(r.id)}
        detailsExtra={viewing ? <Suspense fallback={null}><ClientNoteForm requestId={viewing} /></Suspense> : null}
        footer={(r) => {
          const card = requests.find((x) => x.id === r.id);
          if (!card?.canCancel) return null;
          if (card.series)
            return (
              <HStack gap="2" me="auto" wrap="wrap">
                <SeriesVisitActions visit={card} onChanged={() => setViewing(null)} />
              </HStack>
            );
          return (
            <HStack gap="2" me="auto">
              <Button variant="outline" onClick={() => setEditing(card)}>
                Edit Request
              </Button>
              <Button variant="ghost" colorPalette="red" onClick={() => setCancelling(card)}>
                Cancel Request
              </Button>
            </HStack>
          );
        }}
      />
      <ProjectWorkflowDialog requestId={workflow} viewer="client" onClose={() => setWorkflow(null)} />
      <EditRequestDialog request={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={cancelling !== null}
        title="Cancel this request?"
        message={`${cancelling?.cancelTerms ?? ''} Are you sure you want to cancel this request? This action cannot be undone.`.trim()}
        confirmLabel="Yes, Cancel Request"
        cancelLabel="Keep Request"
        loading={cancelState.loading}
        onConfirm={confirmCancel}
        onCancel={() => setCancelling(null)}
      />
      <Box position="fixed" bottom={{ base: 6, md: 10 }} right={{ base: 6, md: 10 }} zIndex="docked">
        <IconButton asChild aria-label="Request a new service" rounded="full" size="xl" colorPalette="brand" shadow="lg">
          <RouterLink to="/client-app">
            <FiPlus />
          </RouterLink>
        </IconButton>
      </Box>
      <Text srOnly aria-live="polite">
        {highlight ? `Request ${highlight} highlighted` : ''}
      </Text>
      <LoadMore {...more} />
    </PageContainer>
  );
}
