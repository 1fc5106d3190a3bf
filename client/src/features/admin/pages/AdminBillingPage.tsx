import { useState } from 'react';
import { Badge, Button, Grid, HStack, Input, InputGroup, Stack, Table, Text } from '@chakra-ui/react';
import { FiAlertTriangle, FiDollarSign, FiFileText, FiSearch, FiTrendingUp } from 'react-icons/fi';
import { Link as RouterLink } from 'react-router-dom';
import { useApproveTransaction } from '../api/adminApproveTransaction';
import { useBillingSearch } from '../api/adminBillingSearch';
import { useBillingStats } from '../api/adminBillingStats';
import { useConsultationPayments } from '../api/adminConsultationPayments';
import { usePastDue } from '../api/adminPastDueBalances';
import { usePayouts } from '../api/adminPayouts';
import { useRecentInvoices } from '../api/adminRecentInvoices';
import { useAdminMoneyLive } from '../api/liveMoney';
import { useRejectTransaction } from '../api/adminRejectTransaction';
import { AdminPage } from '../components/AdminPage';
import { adminIntros } from '../intros';
import { SemiAutomatedBanner } from '../placeholders';
import { ReviewQueue } from '../components/ReviewQueue';
import { InvoiceRows } from '../components/InvoiceRows';
import { AdminRequestDialog } from '../components/LazyDialogs';
import { ReasonDialog } from '../components/ReasonDialog';
import { Empty, ListSkeleton, LoadError, Section, StatCard } from '../components/ui';
import { notify } from '../../../shell/toaster';
import { errorMessage } from '../../../lib/errors';
import { formatCents, requestNumber } from '../../../lib/money';
import { formatDate } from '../../../lib/format';
import { LoadMore } from '../../../components/pagination/LoadMore';
import { TableScroll } from '../../../components/table/TableScroll';
import { RowButton } from '../../../components/table/RowButton';

/** The server's standing of a consultation fee, as a badge (and the line under it, when it needs one). */
const standingBadge: Record<string, { label: string; palette: string; note?: string }> = {
  awaiting_review: { label: 'Pending Approval', palette: 'orange' },
  approved: { label: 'Approved', palette: 'green' },
  rejected: { label: 'Rejected', palette: 'red' },
  declined: { label: 'Declined', palette: 'red' },
  refunded: { label: 'Refunded', palette: 'purple' },
  kept_on_cancel: { label: 'Kept', palette: 'gray', note: 'Client cancelled after a provider was assigned: kept by the cancellation policy' },
};
const payoutLabel: Record<string, string> = { approved: 'Released', paid: 'Paid', pending: 'Photo review', inspection_required: 'Inspection required' };

/** /billing: money in, money held for approval, money out. */
export default function AdminBillingPage() {
  useAdminMoneyLive();
  const { stats, loading: statsLoading } = useBillingStats();
  const pastDue = usePastDue();
  const payments = useConsultationPayments();
  const recent = useRecentInvoices();
  const payouts = usePayouts();
  const [query, setQuery] = useState('');
  const search = useBillingSearch(query);
  const [openId, setOpenId] = useState<string | null>(null);
  const [approveTx, approvingTx] = useApproveTransaction();
  const [rejectTx, rejectingTx] = useRejectTransaction();
  const [rejectId, setRejectId] = useState<string | null>(null);

  return (
    <AdminPage {...adminIntros.billing}
      actions={<Button asChild colorPalette="gold"><RouterLink to="/admin/active-jobs"><FiFileText aria-hidden /> Create Invoice</RouterLink></Button>}>
      <Stack gap="10">
        <SemiAutomatedBanner />
        <Grid templateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' }} gap="4">
          <StatCard label="Total Revenue" value={statsLoading ? '…' : formatCents(stats?.totalRevenueCents)} icon={<FiTrendingUp />} />
          <StatCard label="Pending Payments" value={statsLoading ? '…' : formatCents(stats?.pendingPaymentsCents)} help={`${stats?.pendingPaymentsCount ?? 0} invoices sent, not paid`} icon={<FiDollarSign />} />
          <StatCard label="Avg. Invoice" value={statsLoading ? '…' : formatCents(stats?.avgInvoiceCents)} icon={<FiFileText />} />
          <StatCard label="Past Due (7+ Days)" value={statsLoading ? '…' : formatCents(stats?.pastDueTotalCents)} help={`${stats?.pastDueCount ?? 0} balances`} icon={<FiAlertTriangle />} />
        </Grid>

        <Stack gap="3">
          <InputGroup startElement={<FiSearch />}>
            <Input type="search" placeholder="Search by request #, invoice #, title, client name or e-mail" aria-label="Search billing" value={query} onChange={(e) => setQuery(e.currentTarget.value)} />
          </InputGroup>
          {query.trim() && (search.loading ? <ListSkeleton rows={1} /> : search.rows.length === 0 ? <Text color="fg.muted">No billing records match "{query.trim()}".</Text> : <InvoiceRows rows={search.rows} onOpen={setOpenId} />)}
        </Stack>

        <Section title="Past Due Balances" count={pastDue.more.hasMore ? `${pastDue.rows.length}+` : pastDue.rows.length}>
          {pastDue.loading ? <ListSkeleton rows={1} /> : pastDue.error ? <LoadError error={pastDue.error} fallback="Failed to fetch past-due balances" /> : pastDue.rows.length === 0 ? (
            <Empty title="No past-due balances" description="Every invoiced balance is paid or under 7 days old." />
          ) : (
            <TableScroll label="Past due balances" borderWidth="1px" rounded="xl">
              <Table.Root size="sm" interactive>
                <Table.Header><Table.Row>
                  <Table.ColumnHeader>Request</Table.ColumnHeader><Table.ColumnHeader>Client</Table.ColumnHeader><Table.ColumnHeader>Invoice</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Days overdue</Table.ColumnHeader><Table.ColumnHeader textAlign="end">Balance due</Table.ColumnHeader>
                </Table.Row></Table.Header>
                <Table.Body>
                  {pastDue.rows.map((p) => (
                    <Table.Row key={p.requestId} cursor="pointer" onClick={() => setOpenId(String(p.requestId))}>
                      <Table.Cell><RowButton onClick={() => setOpenId(String(p.requestId))}>{requestNumber(p.requestId)} {p.title}</RowButton></Table.Cell>
                      <Table.Cell><Text>{p.clientName}</Text><Text fontSize="xs" color="fg.muted">{p.clientEmail}</Text></Table.Cell>
                      <Table.Cell><Text>{p.invoiceNumber}</Text><Text fontSize="xs" color="fg.muted">{formatDate(p.invoiceCreatedAt)}</Text></Table.Cell>
                      <Table.Cell textAlign="end"><Badge colorPalette="red">{p.daysPastDue} days</Badge></Table.Cell>
                      <Table.Cell textAlign="end" fontWeight="semibold">{formatCents(p.balanceDueCents)}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </TableScroll>
          )}
          <LoadMore {...pastDue.more} />
        </Section>

        <ReviewQueue />

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
                          {canDecide && (
                            <HStack justify="end" gap="1">
                              <Button size="xs" colorPalette="green" loading={approvingTx.loading} onClick={async () => {
                                try {
                                  await approveTx(p.id);
                                  notify({ title: 'Transaction approved', type: 'success' });
                                } catch (error) {
                                  notify({ title: 'Failed to approve transaction', description: errorMessage(error, 'Error approving transaction'), type: 'error' });
                                }
                              }}>Approve</Button>
                              <Button size="xs" variant="outline" colorPalette="red" onClick={() => setRejectId(p.id)}>Reject</Button>
                            </HStack>
                          )}
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

        <Section title="Recent Invoices" count={recent.rows.length}>
          {recent.loading ? <ListSkeleton rows={2} /> : recent.error ? <LoadError error={recent.error} fallback="Failed to fetch invoices" /> : recent.rows.length === 0 ? (
            <Empty title="No invoices yet" description="Completed work appears here with its invoice." />
          ) : <InvoiceRows rows={recent.rows} onOpen={setOpenId} />}
        </Section>

        <Section title="Worker Payouts" count={payouts.more.hasMore ? `${payouts.rows.length}+` : payouts.rows.length}>
          {payouts.loading ? <ListSkeleton rows={1} /> : payouts.rows.length === 0 ? (
            <Empty title="No payouts yet" description="Payouts appear when you approve a payment." />
          ) : (
            <TableScroll label="Worker payouts" borderWidth="1px" rounded="xl">
              <Table.Root size="sm" aria-label="Worker payouts">
                <Table.Header><Table.Row>
                  <Table.ColumnHeader>Worker</Table.ColumnHeader><Table.ColumnHeader>Job</Table.ColumnHeader><Table.ColumnHeader textAlign="end">Service cost</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Payout</Table.ColumnHeader><Table.ColumnHeader>Timing</Table.ColumnHeader><Table.ColumnHeader>Status</Table.ColumnHeader>
                </Table.Row></Table.Header>
                <Table.Body>
                  {payouts.rows.map(({ payout: p, providerName, requestTitle }) => (
                    <Table.Row key={p.id}>
                      <Table.Cell>{providerName}</Table.Cell>
                      <Table.Cell>{requestNumber(p.requestId)} {requestTitle}</Table.Cell>
                      <Table.Cell textAlign="end">{formatCents(p.serviceCostCents)}</Table.Cell>
                      <Table.Cell textAlign="end" fontWeight="semibold">{formatCents(p.amountCents)}{p.tipCents > 0 && <Text fontSize="xs" color="fg.muted">incl. {formatCents(p.tipCents)} tips</Text>}</Table.Cell>
                      <Table.Cell>{p.timing.replace(/_/g, ' ')}</Table.Cell>
                      <Table.Cell><Badge colorPalette={p.status === 'approved' || p.status === 'paid' ? 'green' : 'orange'}>{payoutLabel[p.status] ?? p.status}</Badge></Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </TableScroll>
          )}
          <LoadMore {...payouts.more} />
        </Section>
      </Stack>
      <AdminRequestDialog requestId={openId} onClose={() => setOpenId(null)} />
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
    </AdminPage>
  );
}
