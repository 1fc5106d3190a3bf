import { useId } from 'react';
import { Box, Grid, HStack, Progress, Stack, Table, Text } from '@chakra-ui/react';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { FiDollarSign, FiPercent, FiTrendingUp, FiUsers } from 'react-icons/fi';
import { useAdvancedEarnings } from '../api/analytics';
import { AdminPage } from '../components/AdminPage';
import { adminIntros } from '../intros';
import { ListSkeleton, LoadError, Section, StatCard, formatMonth } from '../components/ui';
import { formatCents } from '../../../lib/money';
import { usePrefersReducedMotion } from '../../../lib/motion';

const dollars = (cents: number) => Math.round(cents) / 100;
const pct = (n: number) => `${n.toFixed(1)}%`;

function Line2({ label, value }: { label: string; value: string }) {
  return (
    <HStack justify="space-between" py="1.5" borderBottomWidth="1px">
      <Text color="fg.muted">{label}</Text>
      <Text fontWeight="semibold">{value}</Text>
    </HStack>
  );
}

/** /admin/analytics: Advanced Earnings Analytics, every figure from real data. */
export default function AdminAnalyticsPage() {
  const { earnings: e, loading, error } = useAdvancedEarnings();
  const still = usePrefersReducedMotion();
  const trendsId = useId();
  const categoriesId = useId();
  return (
    <AdminPage {...adminIntros.analytics}>
      {loading ? <ListSkeleton rows={4} /> : error || !e ? <LoadError error={error} fallback="Failed to load analytics" /> : (
        <Stack gap="10">
          <Grid templateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' }} gap="4">
            <StatCard label="Total Revenue" value={formatCents(e.revenueBreakdown.totalRevenueCents)} icon={<FiDollarSign />} />
            <StatCard label="Net Profit" value={formatCents(e.profitAnalysis.netProfitCents)} help="after worker payouts" icon={<FiTrendingUp />} />
            <StatCard label="Profit Margin" value={pct(e.profitAnalysis.profitMargin)} icon={<FiPercent />} />
            <StatCard label="Active Customers" value={e.customerMetrics.totalActiveCustomers} help="with a paid request" icon={<FiUsers />} />
          </Grid>
          <Grid templateColumns={{ base: '1fr', lg: 'repeat(3, 1fr)' }} gap="8">
            <Section title="Revenue Breakdown">
              <Stack gap="0">
                <Line2 label="Outstanding consultation fees" value={formatCents(e.revenueBreakdown.outstandingConsultationFeesCents)} />
                <Line2 label="Consultation fees" value={formatCents(e.revenueBreakdown.consultationFeesCents)} />
                <Line2 label="Service revenue" value={formatCents(e.revenueBreakdown.serviceRevenueCents)} />
                <Line2 label="Processing fees" value={formatCents(e.revenueBreakdown.processingFeesCents)} />
                <Line2 label="Worker payouts" value={formatCents(e.profitAnalysis.workerCostsCents)} />
              </Stack>
            </Section>
            <Section title="Customer Analytics">
              <Stack gap="3">
                <Line2 label="Average customer value" value={formatCents(e.customerMetrics.avgCustomerValueCents)} />
                <Line2 label="Repeat customer rate" value={pct(e.customerMetrics.repeatCustomerRate)} />
                <Line2 label="Recurring series running" value={String(e.customerMetrics.activeSeries)} />
                <Progress.Root value={e.customerMetrics.repeatCustomerRate} colorPalette="gold" aria-label="Retention">
                  <Progress.Label>Retention</Progress.Label>
                  <Progress.Track><Progress.Range /></Progress.Track>
                </Progress.Root>
              </Stack>
            </Section>
            <Section title="Operational Metrics">
              <Stack gap="0">
                <Line2 label="Worker utilization" value={pct(e.operationalMetrics.workerUtilizationRate)} />
                <Line2 label="Average wait time" value={`${e.operationalMetrics.avgWaitTimeHours.toFixed(1)} h`} />
                <Line2 label="Cancellation rate" value={pct(e.operationalMetrics.cancellationRate)} />
              </Stack>
            </Section>
          </Grid>
          <Section title="Monthly Revenue Trends">
            <Box h="72" aria-label="Monthly revenue chart" role="img" aria-describedby={trendsId}>
              <ResponsiveContainer width="100%" height="100%">
                <LineChart data={e.monthlyTrends.map((m) => ({ month: formatMonth(m.month), revenue: dollars(m.revenueCents), jobs: m.completedJobs }))}>
                  <CartesianGrid strokeDasharray="3 3" stroke="#333" />
                  <XAxis dataKey="month" stroke="#aaa" />
                  <YAxis yAxisId="left" stroke="#aaa" />
                  <YAxis yAxisId="right" orientation="right" stroke="#aaa" allowDecimals={false} />
                  <Tooltip />
                  <Legend />
                  <Line yAxisId="left" type="monotone" dataKey="revenue" name="Revenue ($)" stroke="#f5b942" strokeWidth={2} isAnimationActive={!still} />
                  <Line yAxisId="right" type="monotone" dataKey="jobs" name="Completed jobs" stroke="#5a6fcd" strokeWidth={2} isAnimationActive={!still} />
                </LineChart>
              </ResponsiveContainer>
            </Box>
            <Table.Root size="sm">
              <Table.Caption id={trendsId} captionSide="top" textAlign="start" color="fg.muted">The chart's figures by month</Table.Caption>
              <Table.Header><Table.Row><Table.ColumnHeader>Month</Table.ColumnHeader><Table.ColumnHeader textAlign="end">Revenue</Table.ColumnHeader><Table.ColumnHeader textAlign="end">Completed jobs</Table.ColumnHeader><Table.ColumnHeader textAlign="end">Avg. order value</Table.ColumnHeader></Table.Row></Table.Header>
              <Table.Body>
                {e.monthlyTrends.map((m) => (
                  <Table.Row key={m.month}><Table.Cell>{formatMonth(m.month)}</Table.Cell><Table.Cell textAlign="end">{formatCents(m.revenueCents)}</Table.Cell><Table.Cell textAlign="end">{m.completedJobs}</Table.Cell><Table.Cell textAlign="end">{formatCents(m.avgOrderValueCents)}</Table.Cell></Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Section>
          <Section title="Top 5 Service Categories">
            <Box h="72" aria-label="Top categories chart" role="img" aria-describedby={categoriesId}>
              <ResponsiveContainer width="100%" height="100%">
                <BarChart data={e.topCategories.map((c) => ({ name: c.categoryName, revenue: dollars(c.revenueCents) }))}>
                  <CartesianGrid strokeDasharray="3 3" stroke="#333" />
                  <XAxis dataKey="name" stroke="#aaa" />
                  <YAxis stroke="#aaa" />
                  <Tooltip />
                  <Bar dataKey="revenue" name="Revenue ($)" fill="#f5b942" isAnimationActive={!still} />
                </BarChart>
              </ResponsiveContainer>
            </Box>
            <Table.Root size="sm">
              <Table.Caption id={categoriesId} captionSide="top" textAlign="start" color="fg.muted">The chart's figures by category</Table.Caption>
              <Table.Header><Table.Row><Table.ColumnHeader>Category</Table.ColumnHeader><Table.ColumnHeader textAlign="end">Jobs</Table.ColumnHeader><Table.ColumnHeader textAlign="end">Revenue</Table.ColumnHeader><Table.ColumnHeader textAlign="end">Margin</Table.ColumnHeader></Table.Row></Table.Header>
              <Table.Body>
                {e.topCategories.map((c) => (
                  <Table.Row key={c.categoryId}><Table.Cell>{c.categoryName}</Table.Cell><Table.Cell textAlign="end">{c.jobs}</Table.Cell><Table.Cell textAlign="end">{formatCents(c.revenueCents)}</Table.Cell><Table.Cell textAlign="end">{pct(c.profitMargin)}</Table.Cell></Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Section>
        </Stack>
      )}
    </AdminPage>
  );
}
