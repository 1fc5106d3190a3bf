import { useState } from 'react';
import { Alert, Badge, Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { graphql, useFragment } from '../../../gql';
import { useApprovePayment } from '../api/releasePayout';
import { useRejectPayment } from '../api/adminRejectPayment';
import { useSimulateClientPayment } from '../api/adminSimulateClientPayment';
import { AssignWorkerDialog, type AssignTarget } from './AssignWorkerDialog';
import { InvoicePanel } from './InvoicePanel';
import { ReasonDialog } from './ReasonDialog';
import { notify } from '../../../shell/toaster';
import { errorMessage } from '../../../lib/errors';
import { formatCents } from '../../../lib/money';

/**
 * What the panel shows of a request. The admin's live event and resync carry it too (in
 * AdminLiveRow_request), so the panel moves on when the request does, with no refetch.
 */
export const AdminActionPanelFields = graphql(`
  fragment AdminActionPanel_request on ServiceRequest {
    id title status displayStatus adminApprovalStatus adminNotes awaitingPaymentDecision allowedActions
    billing { workerPayoutCents }
  }
`);

export const AdminRequestStateDocument = graphql(`
  query AdminRequestState($id: ID!) {
    serviceRequest(id: $id) {
      id
      ...AdminActionPanel_request
    }
  }
`);

/** The admin's actions on one request, shown in the request detail dialog. */
export function AdminActionPanel({ requestId, onDone }: { requestId: string; onDone?: () => void }) {
  const { data, loading } = useQuery(AdminRequestStateDocument, { variables: { id: requestId }, fetchPolicy: 'cache-and-network' });
  const [approve, approving] = useApprovePayment();
  const [reject, rejecting] = useRejectPayment();
  const [simulate, simulating] = useSimulateClientPayment();
  const [assignTarget, setAssignTarget] = useState<AssignTarget | null>(null);
  const [rejectOpen, setRejectOpen] = useState(false);
  const navigate = useNavigate();
  const r = useFragment(AdminActionPanelFields, data?.serviceRequest);
  if (loading && !r) return <Skeleton height="20" rounded="md" />;
  if (!r) return null;

  // What the server allows now: the panel offers exactly these.
  const allowed = new Set(r.allowedActions);
  const canAssign = allowed.has('assign_worker');
  const canSimulate = allowed.has('simulate_client_payment');
  const canApprove = allowed.has('approve_payment');
  const canReject = allowed.has('reject_payment');
  const inReview = r.awaitingPaymentDecision;

  return (
    <Stack gap="4" role="group" aria-label="Admin actions">
      <HStack justify="space-between" wrap="wrap">
        <Text fontWeight="semibold">Admin actions</Text>
        {r.adminApprovalStatus === 'approved' && <Badge colorPalette="green">Approved &amp; Complete</Badge>}
        {r.adminApprovalStatus === 'rejected' && <Badge colorPalette="red">Rejected</Badge>}
      </HStack>
      {r.adminApprovalStatus === 'rejected' && r.adminNotes && <Text fontSize="sm" color="fg.muted">Reason: {r.adminNotes}</Text>}
      <HStack gap="2" wrap="wrap" display={canAssign || canSimulate ? 'flex' : 'none'}>
        {canAssign && (
          <Button size="sm" colorPalette="gold" onClick={() => setAssignTarget({ id: r.id, title: r.title })}>
            Assign Worker
          </Button>
        )}
        {canSimulate && (
          <Button size="sm" variant="outline" loading={simulating.loading} onClick={async () => {
            try {
              await simulate(r.id);
              notify({ title: 'Payment Successful', description: 'The simulated client payment was recorded.', type: 'success' });
            } catch (error) {
              notify({ title: 'Failed to process payment', description: errorMessage(error, 'Error processing payment'), type: 'error' });
            }
          }}>
            Simulate Client Payment
          </Button>
        )}
      </HStack>
      {r.status === 'closed_pending_review' && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Project closed for review</Alert.Title>
            <Alert.Description>Schedule the inspection and approve the project and payout from the Project Workflow.</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {inReview && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Waiting for Admin Approval</Alert.Title>
            <Alert.Description>
              {canApprove
                ? `Approving releases the worker payout of ${formatCents(r.billing.workerPayoutCents)}.`
                : `Next step: approve the worker's invoice below (Approve Invoice). Then Approve Payment releases the worker payout of ${formatCents(r.billing.workerPayoutCents)}.${canReject ? ' You can also reject the payment now.' : ''}`}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {(canApprove || canReject) && (
        <HStack gap="2" wrap="wrap">
          {canApprove && (
          <Button size="sm" colorPalette="green" loading={approving.loading} onClick={async () => {
            try {
              const res = await approve(r.id);
              notify({ title: 'Payment Approved', description: res.data?.approvePayout.message ?? 'Payment approved and funds released successfully!', type: 'success' });
              onDone?.();
              navigate('/dashboard');
            } catch (error) {
              notify({ title: 'Failed to approve payment', description: errorMessage(error, 'Please try again.'), type: 'error' });
            }
          }}>
            Approve Payment &amp; Release Funds
          </Button>
          )}
          {canReject && (
          <Button size="sm" colorPalette="red" variant="outline" onClick={() => setRejectOpen(true)}>
            Reject
          </Button>
          )}
        </HStack>
      )}
      <InvoicePanel requestId={r.id} />
      <AssignWorkerDialog target={assignTarget} onClose={() => setAssignTarget(null)} />
      <ReasonDialog
        open={rejectOpen}
        title="Reject transaction"
        label="Reason for rejecting"
        confirmLabel="Reject Transaction"
        loading={rejecting.loading}
        onCancel={() => setRejectOpen(false)}
        onConfirm={async (reason) => {
          try {
            await reject(r.id, reason);
            notify({ title: 'Transaction Rejected', description: reason, type: 'success' });
          } catch (error) {
            notify({ title: 'Failed to reject transaction', description: errorMessage(error, 'Error rejecting transaction'), type: 'error' });
          } finally {
            setRejectOpen(false);
          }
        }}
      />
    </Stack>
  );
}
