import { useId } from 'react';
import { Badge, Box, Grid, Stack, Table, Text } from '@chakra-ui/react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useRevenue } from '../api/analytics';
import { AdminPage } from '../components/AdminPage';
import { adminIntros } from '../intros';
import { Empty, ListSkeleton, LoadError, Section, StatCard, formatMonth } from '../components/ui';
import { formatCents, requestNumber } from '../../../lib/money';
import { formatDate } from '../../../lib/format';
import { usePrefersReducedMotion } from '../../../lib/motion';
import { TableScroll } from '../../../components/table/TableScroll';

/** /admin/revenue: money in by kind and month, money held, money paid out. */
export default function AdminRevenuePage() {
  const { revenue: r, loading, error } = useRevenue();
  const still = usePrefersReducedMotion();
  const monthlyId = useId();
  return (
    <AdminPage {...adminIntros.revenue}>
      {loading ? <ListSkeleton rows={3} /> : error || !r ? <LoadError error={error} fallback="Failed to load revenue" /> : (
        <Stack gap="10">
          <Grid templateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }} gap="4">
            <StatCard label="Total revenue" value={formatCents(r.totalRevenueCents)} />
            <StatCard label="Consultation fees" value={formatCents(r.consultationCents)} />
            <StatCard label="Service balances" value={formatCents(r.balanceCents)} />
            <StatCard label="Tips (100% to workers)" value={formatCents(r.tipsCents)} />
            <StatCard label="Held for approval" value={formatCents(r.awaitingApprovalCents)} to="/billing" />
            <StatCard label="Payouts released" value={formatCents(r.payoutsReleasedCents)} />
            <StatCard label="Payouts held (review)" value={formatCents(r.payoutsHeldCents)} />
          </Grid>
          <Section title="Revenue by Month">
            <Box h="64" role="img" aria-label="Revenue by month chart" aria-describedby={monthlyId}>
              <ResponsiveContainer width="100%" height="100%">
                <BarChart data={r.monthly.map((m) => ({ month: formatMonth(m.month), revenue: m.revenueCents / 100 }))}>
                  <CartesianGrid strokeDasharray="3 3" stroke="#333" />
                  <XAxis dataKey="month" stroke="#aaa" />
                  <YAxis stroke="#aaa" />
                  <Tooltip />
                  <Bar dataKey="revenue" name="Revenue ($)" fill="#f5b942" isAnimationActive={!still} />
                </BarChart>
              </ResponsiveContainer>
            </Box>
            {/* The chart's figures in words, for screen readers (the chart itself is an image to them). */}
            <Text id={monthlyId} srOnly>
              {r.monthly.length === 0 ? 'No revenue yet.' : r.monthly.map((m) => `${formatMonth(m.month)}: ${formatCents(m.revenueCents)}`).join('; ')}
            </Text>
          </Section>
          <Section title="Recent Payments">
            {r.recentPayments.length === 0 ? <Empty title="No payments yet" /> : (
              <TableScroll label="Recent payments">
              <Table.Root size="sm">
                <Table.Header><Table.Row><Table.ColumnHeader>Date</Table.ColumnHeader><Table.ColumnHeader>Request</Table.ColumnHeader><Table.ColumnHeader>Client</Table.ColumnHeader><Table.ColumnHeader>Kind</Table.ColumnHeader><Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader><Table.ColumnHeader>Approval</Table.ColumnHeader></Table.Row></Table.Header>
                <Table.Body>
                  {r.recentPayments.map(({ payment: p, requestTitle, clientName }) => (
                    <Table.Row key={p.id}>
                      <Table.Cell>{formatDate(p.createdAt)}</Table.Cell>
                      <Table.Cell>{requestNumber(p.requestId)} {requestTitle}</Table.Cell>
                      <Table.Cell>{clientName}</Table.Cell>
                      <Table.Cell>{p.kind === 'consultation' ? 'Consultation fee' : p.kind === 'tip' ? 'Tip' : 'Service balance'}</Table.Cell>
                      <Table.Cell textAlign="end">{formatCents(p.amountCents)}{p.tipCents > 0 && p.kind !== 'tip' && <Text as="span" display="block" fontSize="xs" color="fg.muted">incl. tip {formatCents(p.tipCents)}</Text>}</Table.Cell>
                      <Table.Cell><Badge colorPalette={p.adminApprovalStatus === 'approved' ? 'green' : p.adminApprovalStatus === 'rejected' ? 'red' : 'orange'}>{p.adminApprovalStatus}</Badge></Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
              </TableScroll>
            )}
          </Section>
        </Stack>
      )}
    </AdminPage>
  );
}
