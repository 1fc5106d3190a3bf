import { useState } from 'react';
import { Badge, Button, HStack, Table, Text } from '@chakra-ui/react';
import { useSimulateClientPayment } from '../api/adminSimulateClientPayment';
import { type InvoiceRow } from '../api/adminRecentInvoices';
import { useRequestInvoice } from '../api/adminRequestInvoice';
import { InvoiceEditDialog } from './LazyInvoiceEditDialog';
import { notify } from '../../../shell/toaster';
import { errorMessage } from '../../../lib/errors';
import { formatCents, requestNumber } from '../../../lib/money';
import { formatDate } from '../../../lib/format';
import { TableScroll } from '../../../components/table/TableScroll';
import { RowButton } from '../../../components/table/RowButton';

function stateBadge(state: string) {
  switch (state) {
    case 'approved': return <Badge colorPalette="green">Approved &amp; Complete</Badge>;
    case 'awaiting_review': return <Badge colorPalette="orange">Awaiting Admin Review</Badge>;
    case 'rejected': return <Badge colorPalette="red">Rejected</Badge>;
    case 'covered': return <Badge colorPalette="green">Completed</Badge>;
    default: return <Badge colorPalette="red">Payment Due</Badge>;
  }
}

/** Loads a request's invoice with its lines, then opens the edit dialog. */
function EditAmount({ requestId, onClose }: { requestId: string; onClose: () => void }) {
  const { details } = useRequestInvoice(requestId);
  if (!details) return null;
  return <InvoiceEditDialog invoice={{ ...details.invoice, requestId, version: details.version, lineItems: details.lineItems }} onClose={onClose} />;
}

/** Recent Invoices (and billing search results): badges, the Pay button and the edit-amount dialog. */
export function InvoiceRows({ rows, onOpen }: { rows: InvoiceRow[]; onOpen: (requestId: string) => void }) {
  const [pay, paying] = useSimulateClientPayment();
  const [payingId, setPayingId] = useState<string | null>(null);
  const [editId, setEditId] = useState<string | null>(null);
  return (
    <TableScroll label="Invoices" borderWidth="1px" rounded="xl">
      <Table.Root size="sm" interactive>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Request</Table.ColumnHeader>
            <Table.ColumnHeader>Client</Table.ColumnHeader>
            <Table.ColumnHeader>Invoice</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.request.id} cursor="pointer" onClick={() => onOpen(row.request.id)}>
              <Table.Cell>
                <RowButton onClick={() => onOpen(row.request.id)}><Text as="span" fontWeight="medium">{requestNumber(row.request.id)} {row.request.title}</Text></RowButton>
                <Text fontSize="xs" color="fg.muted">{row.request.completedAt ? formatDate(row.request.completedAt) : formatDate(row.request.createdAt)}</Text>
              </Table.Cell>
              <Table.Cell>{row.request.clientName}</Table.Cell>
              <Table.Cell>
                <HStack gap="1" wrap="wrap">
                  <Text>{row.invoice?.invoiceNumber ?? 'No invoice'}</Text>
                  <Badge variant="outline">{row.minService ? 'Min. Service' : 'Service Invoice'}</Badge>
                </HStack>
              </Table.Cell>
              <Table.Cell textAlign="end">
                <Text>{formatCents(row.serviceCostCents)}</Text>
                {row.balanceDueCents > 0 && <Text fontSize="xs" color="fg.muted">Balance {formatCents(row.balanceDueCents)}</Text>}
              </Table.Cell>
              <Table.Cell>{stateBadge(row.billingState)}</Table.Cell>
              <Table.Cell textAlign="end" onClick={(e) => e.stopPropagation()}>
                <HStack justify="end" gap="1">
                  {row.billingState === 'payment_due' && row.balanceDueCents > 0 && (
                    <Button size="xs" colorPalette="gold" loading={paying.loading && payingId === row.request.id} onClick={async () => {
                      setPayingId(row.request.id);
                      try {
                        await pay(row.request.id);
                        notify({ title: 'Payment Successful', description: `${formatCents(row.balanceDueCents)} recorded for ${requestNumber(row.request.id)}; it now waits for approval.`, type: 'success' });
                      } catch (error) {
                        notify({ title: 'Failed to process payment', description: errorMessage(error, 'Error processing payment'), type: 'error' });
                      } finally {
                        setPayingId(null);
                      }
                    }}>
                      Pay
                    </Button>
                  )}
                  {row.invoice && row.billingState !== 'approved' && (
                    <Button size="xs" variant="outline" onClick={() => setEditId(row.request.id)} aria-label={`Edit amount of ${row.invoice.invoiceNumber}`}>
                      Edit amount
                    </Button>
                  )}
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {editId && <EditAmount requestId={editId} onClose={() => setEditId(null)} />}
    </TableScroll>
  );
}
