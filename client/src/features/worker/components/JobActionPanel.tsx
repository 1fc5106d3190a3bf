import { useState } from 'react';
import { Alert, Box, Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FiCalendar, FiCheckCircle, FiDollarSign, FiFileText, FiLogOut, FiRepeat, FiEdit, FiTruck } from 'react-icons/fi';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../lib/errors';
import { formatDateTime, formatTime } from '../../../lib/format';
import { formatCents } from '../../../lib/money';
import { notify } from '../../../shell/toaster';
import { completedNotice, jobOutcomeWords } from '../../../lib/status-words';
import type { RequestDetail } from '../../../components/request-detail';
import { useCompleteJob } from '../api/completeJob';
import { useCompleteSpecial } from '../api/completeSpecial';
import { useUnassignJob } from '../api/unassignJob';
import { useReleaseVisit } from '../api/releaseVisit';
import { useAnnounceOnMyWay } from '../api/announceOnMyWay';
import { useJobInvoices } from '../api/workerJobInvoices';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { ScheduleForm } from './ScheduleForm';
import { AddToCalendarButton } from '../../../components/calendar/AddToCalendarButton';
import { InvoiceDialog } from './InvoiceDialog';

type Confirm = 'special' | 'unassign' | 'release' | 'complete' | null;

/**
 * The worker's actions on one of their jobs: schedule, next visit, invoice, complete, $100 Special,
 * unassign, each offered when the server lists it (ServiceRequest.workerActions); a finished job
 * shows how it ended instead.
 */
export function JobActionPanel({ request: r, onClose }: { request: RequestDetail; onClose: () => void }) {
  const navigate = useNavigate();
  const [scheduling, setScheduling] = useState<'first' | 'next' | null>(null);
  const [invoiceOpen, setInvoiceOpen] = useState<'create' | 'edit' | null>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [complete, completing] = useCompleteJob();
  const [special, specialing] = useCompleteSpecial();
  const [unassign, unassigning] = useUnassignJob();
  const [release, releasing] = useReleaseVisit();
  const [announce, announcing] = useAnnounceOnMyWay();
  const [onMyWayError, setOnMyWayError] = useState<string | null>(null);
  const { invoices } = useJobInvoices(r.id);
  const latest = invoices.length ? invoices[invoices.length - 1] : null;
  const can = (action: (typeof r.workerActions)[number]) => r.workerActions.includes(action);
  const workflow = r.isProjectWorkflow;

  const run = async (what: Exclude<Confirm, null>) => {
    try {
      if (what === 'complete') {
        const done = await complete(r.id);
        notify({ type: 'success', ...completedNotice(done.status) });
      } else if (what === 'special') {
        await special(r.id);
        notify({ type: 'success', title: '$100 Special Complete!', description: 'You earn $78.25 plus tips once an admin reviews it.' });
        onClose();
        navigate('/worker-active-jobs');
      } else if (what === 'release') {
        await release(r.id);
        notify({ type: 'success', title: 'Visit handed back', description: 'This visit is in the queue for other workers; the rest of the series stays yours.' });
        onClose();
      } else {
        await unassign(r.id);
        notify({ type: 'success', title: 'Worker unassigned successfully', description: 'The request is back in the queue for other workers.' });
        onClose();
      }
    } catch (error) {
      const fallback = what === 'special' ? 'Failed to complete $100 Special' : what === 'unassign' ? 'Failed to unassign from this job' : what === 'release' ? 'Failed to hand back this visit' : 'Failed to complete the job';
      notify({ type: 'error', title: 'Error', description: errorMessage(error, fallback) });
    } finally {
      setConfirm(null);
    }
  };

  const onMyWay = async () => {
    setOnMyWayError(null);
    try {
      const job = await announce(r.id);
      notify({
        type: 'success',
        title: 'The client knows you are on the way',
        description: job.etaMinutes ? `We told them you arrive in about ${job.etaMinutes} min.` : 'We could not estimate the drive from your ZIP code, so we told them without a time.',
      });
    } catch (error) {
      setOnMyWayError(errorMessage(error, 'Could not tell the client you are on the way. Please try again.'));
    }
  };

  const outcome = jobOutcomeWords(r.status, r.billing.hundredDollarSpecial);
  if (outcome) {
    return (
      <Alert.Root status={outcome.waiting ? 'info' : 'success'}>
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{outcome.title}</Alert.Title>
          <Alert.Description>
            {outcome.description ?? `Your payout for this job: ${formatCents(r.billing.workerPayoutCents)}.`}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  if (!r.workerActions.length) return null;

  return (
    <Stack gap="3" p="4" borderWidth="1px" rounded="xl" bg="bg.panel" role="group" aria-label="Worker actions">
      <Heading as="h3" size="sm">
        Worker Actions
      </Heading>
      {r.series && (
        <Text fontSize="sm" fontWeight="semibold" data-testid="job-series-position">
          Visit {r.series.position} of {r.series.total}
        </Text>
      )}
      <Text fontSize="sm" color="fg.muted">
        {r.scheduledAt ? `Next visit: ${formatDateTime(r.scheduledAt)}` : 'No visit scheduled yet.'}
        {workflow ? ' · Project Workflow: completion goes to admin inspection.' : ''}
      </Text>
      {can('on_my_way') && (
      <Stack gap="1">
        <Button colorPalette="blue" onClick={() => void onMyWay()} loading={announcing.loading} loadingText="Telling the client…">
          <FiTruck aria-hidden /> On my way
        </Button>
        {r.onMyWayAt && (
          <Text fontSize="sm" color="fg.muted">
            {`You told the client at ${formatTime(r.onMyWayAt)}${r.etaMinutes ? `: arriving in about ${r.etaMinutes} min` : ''}.`}
          </Text>
        )}
        {onMyWayError && (
          <Text fontSize="sm" color="fg.error" role="alert">
            {onMyWayError}
          </Text>
        )}
      </Stack>
      )}
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2">
        {can('schedule_visit') && (
          <>
            <Button variant="outline" onClick={() => setScheduling('first')}>
              <FiCalendar aria-hidden /> {r.scheduledAt ? 'Reschedule Visit' : 'Schedule Visit'}
            </Button>
            <Button variant="outline" onClick={() => setScheduling('next')} disabled={!r.scheduledAt}>
              <FiRepeat aria-hidden /> Schedule Next Visit
            </Button>
          </>
        )}
        {r.scheduledAt && <AddToCalendarButton requestId={r.id} size="md" />}
        {/* One invoice per job: once it exists, changes go through Edit Invoice, which needs a reason. */}
        {!can('invoice') ? null : latest ? (
          <Button variant="outline" onClick={() => setInvoiceOpen('edit')}>
            <FiEdit aria-hidden /> Edit Invoice
          </Button>
        ) : (
          <Button variant="outline" onClick={() => setInvoiceOpen('create')}>
            <FiFileText aria-hidden /> Create Invoice
          </Button>
        )}
        {can('complete') && (
          <Button colorPalette="green" onClick={() => setConfirm('complete')} loading={completing.loading}>
            <FiCheckCircle aria-hidden /> Mark Complete
          </Button>
        )}
        {can('complete_special') && (
          <Button colorPalette="gold" onClick={() => setConfirm('special')} loading={specialing.loading}>
            <FiDollarSign aria-hidden /> $100 Special
          </Button>
        )}
        {can('unassign') && r.series ? (
          <Button variant="ghost" colorPalette="red" onClick={() => setConfirm('release')} loading={releasing.loading}>
            <FiLogOut aria-hidden /> Hand back this visit
          </Button>
        ) : can('unassign') && (
          <Button variant="ghost" colorPalette="red" onClick={() => setConfirm('unassign')} loading={unassigning.loading}>
            <FiLogOut aria-hidden /> Unassign Me
          </Button>
        )}
      </SimpleGrid>
      {scheduling && (
        <Box>
          <ScheduleForm requestId={r.id} next={scheduling === 'next'} onDone={() => setScheduling(null)} />
        </Box>
      )}
      <InvoiceDialog requestId={r.id} invoice={invoiceOpen === 'edit' ? latest : null} open={invoiceOpen !== null} onClose={() => setInvoiceOpen(null)} />
      <ConfirmDialog
        open={confirm === 'complete'}
        title="Mark this job complete?"
        message={workflow ? 'This is a Project Workflow job: it will be closed pending admin review and inspection.' : 'The client will be notified that the job is complete.'}
        confirmLabel="Mark Complete"
        palette="green"
        loading={completing.loading}
        onConfirm={() => void run('complete')}
        onCancel={() => setConfirm(null)}
      />
      <ConfirmDialog
        open={confirm === 'special'}
        title="Complete as the $100 Special?"
        message="The consultation fee covers the whole job: the client owes nothing more, you earn $78.25 plus tips, and an admin reviews it before paying out."
        confirmLabel="Complete $100 Special"
        palette="gold"
        loading={specialing.loading}
        onConfirm={() => void run('special')}
        onCancel={() => setConfirm(null)}
      />
      <ConfirmDialog
        open={confirm === 'unassign'}
        title="Unassign yourself?"
        message="Are you sure you want to unassign yourself from this job? The request will be returned to the queue for other workers."
        confirmLabel="Unassign Me"
        loading={unassigning.loading}
        onConfirm={() => void run('unassign')}
        onCancel={() => setConfirm(null)}
      />
      <ConfirmDialog
        open={confirm === 'release'}
        title="Hand back this visit?"
        message={`Visit ${r.series?.position ?? ''} of ${r.series?.total ?? ''} goes back to the queue for other workers. The other visits of the series stay yours.`}
        confirmLabel="Hand back this visit"
        loading={releasing.loading}
        onConfirm={() => void run('release')}
        onCancel={() => setConfirm(null)}
      />
    </Stack>
  );
}
