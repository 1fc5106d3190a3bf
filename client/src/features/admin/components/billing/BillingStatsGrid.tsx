import { Grid } from '@chakra-ui/react';
import { FiAlertTriangle, FiDollarSign, FiFileText, FiTrendingUp } from 'react-icons/fi';
import { useBillingStats } from '../../api/adminBillingStats';
import { StatCard } from '../ui';
import { formatCents } from '../../../../lib/money';

/** Billing's four figures: revenue, pending payments, average invoice, past due. */
export function BillingStatsGrid() {
  const { stats, loading: statsLoading } = useBillingStats();
  return (
    <Grid templateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' }} gap="4">
      <StatCard label="Total Revenue" value={statsLoading ? '…' : formatCents(stats?.totalRevenueCents)} icon={<FiTrendingUp />} />
      <StatCard label="Pending Payments" value={statsLoading ? '…' : formatCents(stats?.pendingPaymentsCents)} help={`${stats?.pendingPaymentsCount ?? 0} invoices sent, not paid`} icon={<FiDollarSign />} />
      <StatCard label="Avg. Invoice" value={statsLoading ? '…' : formatCents(stats?.avgInvoiceCents)} icon={<FiFileText />} />
      <StatCard label="Past Due (7+ Days)" value={statsLoading ? '…' : formatCents(stats?.pastDueTotalCents)} help={`${stats?.pastDueCount ?? 0} balances`} icon={<FiAlertTriangle />} />
    </Grid>
  );
}
