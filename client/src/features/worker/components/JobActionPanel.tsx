import { useState } from 'react';
import { Alert, Box, Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FiCalendar, FiCheckCircle, FiDollarSign, FiFileText, FiLogOut, FiRepeat, FiEdit } from 'react-icons/fi';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../lib/errors';
import { formatDateTime } from '../../../lib/format';
import { notify } from '../../../shell/toaster';
import type { RequestDetail } from '../../../components/request-detail';
import { useCompleteJob } from '../api/completeJob';
import { useCompleteSpecial } from '../api/completeSpecial';
import { useUnassignJob } from '../api/unassignJob';
import { useJobInvoices } from '../api/workerJobInvoices';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { ScheduleForm } from './ScheduleForm';
import { InvoiceDialog } from './InvoiceDialog';

type Confirm = 'special' | 'unassign' | 'complete' | null;

/** The worker's actions on one of their jobs: schedule, next visit, invoice, complete, $100 Special, unassign. */
export function JobActionPanel({ request: r, onClose }: { request: RequestDetail; onClose: () => void }) {
  const navigate = useNavigate();
  const [scheduling, setScheduling] = useState<'first' | 'next' | null>(null);
  const [invoiceOpen, setInvoiceOpen] = useState<'create' | 'edit' | null>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [complete, completing] = useCompleteJob();
  const [special, specialing] = useCompleteSpecial();
  const [unassign, unassigning] = useUnassignJob();
  const { invoices } = useJobInvoices(r.id);
  const latest = invoices.length ? invoices[invoices.length - 1] : null;
  const active = r.status === 'scheduled' || r.status === 'in_progress';
  const workflow = r.isProjectWorkflow;

  const run = async (what: Exclude<Confirm, null>) => {
    try {
      if (what === 'complete') {
        const done = await complete(r.id);
        if (done.status === 'closed_pending_review') notify({ type: 'success', title: 'Project marked as completed - pending admin review' });
        else notify({ type: 'success', title: 'Job Completed!', description: 'Job marked as complete. Client has been notified.' });
      } else if (what === 'special') {
        await special(r.id);
        notify({ type: 'success', title: '$100 Special Complete!', description: 'You earn $78.25 plus tips once an admin reviews it.' });
        onClose();
        navigate('/worker-active-jobs');
      } else {
        await unassign(r.id);
        notify({ type: 'success', title: 'Worker unassigned successfully', description: 'The request is back in the queue for other workers.' });
        onClose();
      }
    } catch (error) {
      const fallback = what === 'special' ? 'Failed to complete $100 Special' : what === 'unassign' ? 'Failed to unassign from this job' : 'Failed to complete the job';
      notify({ type: 'error', title: 'Error', description: errorMessage(error, fallback) });
    } finally {
      setConfirm(null);
    }
  };

  if (!active) {
    const waiting = (r.status === 'completed' && r.billing.hundredDollarSpecial) || r.status === 'closed_pending_review';
    return (
      <Alert.Root status={waiting ? 'info' : 'success'}>
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{waiting ? 'Waiting for Admin Approval' : r.status === 'cancelled' ? 'This request was cancelled' : 'Job finished'}</Alert.Title>
          <Alert.Description>
            {r.status === 'closed_pending_review' ? 'Our team inspects the work before closing the project and releasing your payout.' : `Your payout for this job: ${(r.billing.workerPayoutCents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' })}.`}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }

  return (
    <Stack gap="3" p="4" borderWidth="1px" rounded="xl" bg="bg.panel" role="group" aria-label="Worker actions">
      <Heading as="h3" size="sm">
        Worker Actions
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        {r.scheduledAt ? `Next visit: ${formatDateTime(r.scheduledAt)}` : 'No visit scheduled yet.'}
        {workflow ? ' · Project Workflow: completion goes to admin inspection.' : ''}
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2">
        <Button variant="outline" onClick={() => setScheduling('first')}>
          <FiCalendar aria-hidden /> {r.scheduledAt ? 'Reschedule Visit' : 'Schedule Visit'}
        </Button>
        <Button variant="outline" onClick={() => setScheduling('next')} disabled={!r.scheduledAt}>
          <FiRepeat aria-hidden /> Schedule Next Visit
        </Button>
        {/* One invoice per job: once it exists, changes go through Edit Invoice, which needs a reason. */}
        {latest ? (
          <Button variant="outline" onClick={() => setInvoiceOpen('edit')}>
            <FiEdit aria-hidden /> Edit Invoice
          </Button>
        ) : (
          <Button variant="outline" onClick={() => setInvoiceOpen('create')}>
            <FiFileText aria-hidden /> Create Invoice
          </Button>
        )}
        <Button colorPalette="green" onClick={() => setConfirm('complete')} loading={completing.loading}>
          <FiCheckCircle aria-hidden /> Mark Complete
        </Button>
        <Button colorPalette="gold" onClick={() => setConfirm('special')} loading={specialing.loading}>
          <FiDollarSign aria-hidden /> $100 Special
        </Button>
        <Button variant="ghost" colorPalette="red" onClick={() => setConfirm('unassign')} loading={unassigning.loading}>
          <FiLogOut aria-hidden /> Unassign Me
        </Button>
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
    </Stack>
  );
}
