import { useState } from 'react';
import { Badge, Button, HStack, Table, Text } from '@chakra-ui/react';
import { useApproveTransaction } from '../../api/adminApproveTransaction';
import { useConsultationPayments } from '../../api/adminConsultationPayments';
import { useRejectTransaction } from '../../api/adminRejectTransaction';
import { ReasonDialog } from '../ReasonDialog';
import { Empty, ListSkeleton, LoadError, Section } from '../ui';
import { notify } from '../../../../shell/toaster';
import { afterNextPaint } from '../../../../lib/next-paint';
import { errorMessage } from '../../../../lib/errors';
import { formatCents, requestNumber } from '../../../../lib/money';
import { formatDate } from '../../../../lib/format';
import { LoadMore } from '../../../../components/pagination/LoadMore';
import { TableScroll } from '../../../../components/table/TableScroll';

/** The server's standing of a consultation fee, as a badge (and the line under it, when it needs one). */
const standingBadge: Record<string, { label: string; palette: string; note?: string }> = {
  awaiting_review: { label: 'Pending Approval', palette: 'orange' },
  approved: { label: 'Approved', palette: 'green' },
  rejected: { label: 'Rejected', palette: 'red' },
  declined: { label: 'Declined', palette: 'red' },
  refunded: { label: 'Refunded', palette: 'purple' },
  kept_on_cancel: { label: 'Kept', palette: 'gray', note: 'Client cancelled after a provider was assigned: kept by the cancellation policy' },
};

/**
 * A consultation fee's Approve and Reject: the row's own component, so approving re-renders this
 * row's buttons (and its progress) instead of the whole billing page.
 */
function PaymentDecision({ paymentId, onReject }: { paymentId: string; onReject: () => void }) {
  const [approveTx, approvingTx] = useApproveTransaction();
  const [starting, setStarting] = useState(false);
  return (
    <HStack justify="end" gap="1">
      <Button size="xs" colorPalette="green" loading={starting || approvingTx.loading} onClick={async () => {
        // The button shows its progress in the frame after the tap; the mutation starts after that frame.
        setStarting(true);
        await afterNextPaint();
        try {
          await approveTx(paymentId);
          notify({ title: 'Transaction approved', type: 'success' });
        } catch (error) {
          notify({ title: 'Failed to approve transaction', description: errorMessage(error, 'Error approving transaction'), type: 'error' });
        } finally {
          setStarting(false);
        }
      }}>Approve</Button>
      <Button size="xs" variant="outline" colorPalette="red" onClick={onReject}>Reject</Button>
    </HStack>
  );
}

/** /billing: money in/** All Consultation Fee Payments, with Approve and Reject for those waiting for a decision. */
export function PaymentsSection() {
  const payments = useConsultationPayments();
  const [rejectTx, rejectingTx] = useRejectTransaction();
  const [rejectId, setRejectId] = useState<string | null>(null);
  return (
    <>
      <Section title="All Consultation Fee Payments" count={payments.more.hasMore ? `${payments.rows.length}+` : payments.rows.length}>
        {payments.loading ? <ListSkeleton rows={1} /> : payments.error ? <LoadError error={payments.error} fallback="Failed to fetch payments" /> : payments.rows.length === 0 ? (
          <Empty title="No consultation fee payments yet" />
        ) : (
          <TableScroll label="Consultation fee payments" borderWidth="1px" rounded="xl">
            <Table.Root size="sm">
              <Table.Header><Table.Row>
                <Table.ColumnHeader>Request</Table.ColumnHeader><Table.ColumnHeader>Client</Table.ColumnHeader><Table.ColumnHeader>Date</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader><Table.ColumnHeader>Status</Table.ColumnHeader><Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
              </Table.Row></Table.Header>
              <Table.Body>
                {payments.rows.map(({ payment: p, requestTitle, clientName, standing, canDecide }) => {
                  const b = standingBadge[standing] ?? { label: standing, palette: 'gray' };
                  return (
                    <Table.Row key={p.id}>
                      <Table.Cell>{requestNumber(p.requestId)} {requestTitle}</Table.Cell>
                      <Table.Cell>{clientName}</Table.Cell>
                      <Table.Cell>{formatDate(p.createdAt)}</Table.Cell>
                      <Table.Cell textAlign="end">{formatCents(p.amountCents)}</Table.Cell>
                      <Table.Cell><Badge colorPalette={b.palette}>{b.label}</Badge>{b.note && <Text fontSize="xs" color="fg.muted">{b.note}</Text>}{p.adminNotes && <Text fontSize="xs" color="fg.muted">{p.adminNotes}</Text>}</Table.Cell>
                      <Table.Cell textAlign="end">
                        {canDecide && <PaymentDecision paymentId={p.id} onReject={() => setRejectId(p.id)} />}
                      </Table.Cell>
                    </Table.Row>
                  );
                })}
              </Table.Body>
            </Table.Root>
          </TableScroll>
        )}
        <LoadMore {...payments.more} />
      </Section>
      <ReasonDialog open={rejectId !== null} title="Reject transaction" label="Reason for rejecting" confirmLabel="Reject Transaction" loading={rejectingTx.loading}
        onCancel={() => setRejectId(null)}
        onConfirm={async (reason) => {
          try {
            await rejectTx(rejectId!, reason);
            notify({ title: 'Transaction rejected', type: 'success' });
          } catch (error) {
            notify({ title: 'Failed to reject transaction', description: errorMessage(error, 'Error rejecting transaction'), type: 'error' });
          } finally {
            setRejectId(null);
          }
        }} />
    </>
  );
}
