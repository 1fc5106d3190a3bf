import { useState } from 'react';
import { Badge, Button, HStack, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { useApproveInvoice, useDeleteInvoice } from '../api/invoices';
import { useRequestInvoice } from '../api/adminRequestInvoice';
import { useAdminMoneyLive } from '../api/liveMoney';
import { InvoiceEditDialog, type EditableInvoice } from './InvoiceEditDialog';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { notify } from '../../../shell/toaster';
import { errorMessage } from '../../../lib/errors';
import { formatCents } from '../../../lib/money';
import { formatDate } from '../../../lib/format';
import { TableScroll } from '../../../components/table/TableScroll';

const DELETE_MESSAGE = 'Are you sure you want to delete this invoice? This action cannot be undone and will remove all associated line items.';

const invoiceStatus: Record<string, { label: string; palette: string }> = {
  pending_approval: { label: 'Pending Approval', palette: 'orange' },
  approved: { label: 'Approved', palette: 'green' },
  sent: { label: 'Sent', palette: 'blue' },
};

/** Invoice Details for an admin: the latest invoice of a request, with approve, edit and delete. */
export function InvoicePanel({ requestId }: { requestId: string }) {
  const { details, loading } = useRequestInvoice(requestId);
  useAdminMoneyLive();
  const [approve, approving] = useApproveInvoice();
  const [remove, removing] = useDeleteInvoice();
  const [editing, setEditing] = useState<EditableInvoice | null>(null);
  const [confirming, setConfirming] = useState(false);

  if (loading) return <Skeleton height="24" rounded="md" />;
  if (!details) return <Text color="fg.muted">No invoice has been created for this request yet.</Text>;
  const { invoice, lineItems, version } = details;
  const st = invoiceStatus[invoice.status] ?? { label: invoice.status, palette: 'gray' };

  return (
    <Stack gap="3" borderWidth="1px" rounded="lg" p="4" role="group" aria-label="Invoice details">
      <HStack justify="space-between" wrap="wrap">
        <HStack>
          <Text fontWeight="semibold">Invoice {invoice.invoiceNumber}</Text>
          <Badge colorPalette={st.palette}>{st.label}</Badge>
          {invoice.lastEditedBy && <Badge variant="outline">Edited by {invoice.lastEditedBy}</Badge>}
        </HStack>
        <Text fontWeight="bold">{formatCents(invoice.finalAmountCents)}</Text>
      </HStack>
      {lineItems.length === 0 ? (
        <Text color="fg.muted">No line items found for this invoice</Text>
      ) : (
        <TableScroll label="Invoice line items">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Description</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Qty</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Rate</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {lineItems.map((l) => (
                <Table.Row key={l.id}>
                  <Table.Cell>{l.description} <Text as="span" color="fg.muted" fontSize="xs">({l.type})</Text></Table.Cell>
                  <Table.Cell textAlign="end">{l.quantity}</Table.Cell>
                  <Table.Cell textAlign="end">{formatCents(l.rateCents)}</Table.Cell>
                  <Table.Cell textAlign="end">{formatCents(l.amountCents)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </TableScroll>
      )}
      {invoice.editReason && <Text fontSize="sm" color="fg.muted">Last edit: {invoice.editReason}{invoice.originalAmountCents !== null && invoice.originalAmountCents !== undefined ? ` (was ${formatCents(invoice.originalAmountCents)})` : ''}</Text>}
      {invoice.notes && <Text fontSize="sm">{invoice.notes}</Text>}
      <Text fontSize="xs" color="fg.muted">Created {formatDate(invoice.createdAt)}{invoice.paidAt ? ` · Paid ${formatDate(invoice.paidAt)}` : ''}</Text>
      <HStack gap="2" wrap="wrap">
        {invoice.status === 'pending_approval' && (
          <Button size="sm" colorPalette="green" loading={approving.loading} onClick={async () => {
            try {
              await approve(invoice.id);
              notify({ title: 'Invoice Approved', description: `${invoice.invoiceNumber} is approved.`, type: 'success' });
            } catch (error) {
              notify({ title: 'Error', description: errorMessage(error, 'Failed to approve invoice'), type: 'error' });
            }
          }}>
            Approve Invoice
          </Button>
        )}
        {invoice.paidAt ? (
          <Text fontSize="sm" color="fg.muted">Paid: the amount is frozen and can no longer be edited or deleted.</Text>
        ) : (
          <>
            <Button size="sm" variant="outline" onClick={() => setEditing({ id: invoice.id, requestId, invoiceNumber: invoice.invoiceNumber, finalAmountCents: invoice.finalAmountCents, version, notes: invoice.notes, lineItems })}>
              Edit Invoice
            </Button>
            <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
              Delete Invoice
            </Button>
          </>
        )}
      </HStack>
      <InvoiceEditDialog invoice={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={confirming}
        title="Delete invoice"
        message={DELETE_MESSAGE}
        confirmLabel="Delete Invoice"
        loading={removing.loading}
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          try {
            await remove(invoice.id);
            notify({ title: 'Invoice Deleted', type: 'success' });
          } catch (error) {
            notify({ title: 'Failed to delete invoice', description: errorMessage(error, 'Please try again.'), type: 'error' });
          } finally {
            setConfirming(false);
          }
        }}
      />
    </Stack>
  );
}
