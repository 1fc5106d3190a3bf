import { useMemo, useState } from 'react';
import { Badge, Box, Button, HStack, Input, NativeSelect, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { FiCreditCard, FiDollarSign, FiDownload, FiFileText, FiTrendingUp } from 'react-icons/fi';
import { Link as RouterLink } from 'react-router-dom';
import { PageContainer, PageHeader } from '../../../components/page';
import { clientIntros } from '../intros';
import { LazyRequestDetailDialog as RequestDetailDialog } from '../../../components/request-detail/lazy';
import { formatDate, paymentMethodLabel } from '../../../lib/format';
import { formatCents, requestNumber } from '../../../lib/money';
import { useMyBilling, type BillingRow } from '../api/myBilling';
import { EmptyBox } from '../components/EmptyBox';
import { StatCard } from '../components/StatCard';
import { LoadMore } from '../../../components/pagination/LoadMore';

type Entry = BillingRow;
const STATUS_LABEL: Record<Entry['status'], { label: string; palette: string }> = {
  paid: { label: 'Paid', palette: 'green' },
  pending: { label: 'Pending', palette: 'orange' },
  refunded: { label: 'Refunded', palette: 'purple' },
};
const PERIODS: Record<string, number> = { all: Infinity, '30': 30, '90': 90, year: 365 };

/** A plain-text invoice, downloaded as {invoice number}.txt. */
function download(e: Entry) {
  const name = e.invoiceNumber ?? `RECEIPT-${e.requestId}`;
  const lines = [
    'Elite Services',
    `${e.invoiceNumber ? 'Invoice' : 'Receipt'}: ${name}`,
    `Request: ${requestNumber(e.requestId)} - ${e.title}`,
    `Category: ${e.categoryName}`,
    `Provider: ${e.providerName ?? '-'}`,
    `Date: ${formatDate(e.date)}`,
    '',
    `Total billed: ${formatCents(e.totalCents)}`,
    e.tipCents > 0 ? `Tip for the worker (included): ${formatCents(e.tipCents)}` : '',
    `Amount due: ${formatCents(e.amountDueCents)}`,
    `Status: ${STATUS_LABEL[e.status].label}`,
    e.paymentMethod ? `Paid with: ${paymentMethodLabel(e.paymentMethod)}` : '',
  ];
  const url = URL.createObjectURL(new Blob([lines.filter((l) => l !== undefined).join('\n')], { type: 'text/plain' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `${name}.txt`;
  a.click();
  URL.revokeObjectURL(url);
}

/** /client-billing-history: every charge per request, with search, filters and downloads. */
export default function ClientBillingHistoryPage() {
  const { entries, loading, more } = useMyBilling();
  const [q, setQ] = useState('');
  const [status, setStatus] = useState('all');
  const [period, setPeriod] = useState('all');
  const [viewing, setViewing] = useState<string | null>(null);

  const shown = useMemo(() => {
    const needle = q.trim().toLowerCase();
    const cutoff = Date.now() - PERIODS[period] * 86_400_000;
    return entries.filter(
      (e) =>
        (status === 'all' || e.status === status) &&
        (period === 'all' || new Date(e.date).getTime() >= cutoff) &&
        (!needle || [e.title, e.categoryName, e.invoiceNumber ?? '', e.providerName ?? ''].some((s) => s.toLowerCase().includes(needle))),
    );
  }, [entries, q, status, period]);

  const paid = entries.filter((e) => e.status === 'paid');
  // What was paid and kept: a refunded fee counts nothing (the server's paidCents).
  const spent = entries.reduce((s, e) => s + e.paidCents, 0);
  const avg = entries.length ? Math.round(entries.reduce((s, e) => s + e.totalCents, 0) / entries.length) : 0;

  return (
    <PageContainer>
      <PageHeader {...clientIntros.billingHistory}
        actions={
          <Badge size="lg" colorPalette="green" px="3" py="1">
            Total spent: {formatCents(spent)}
          </Badge>
        }
      />
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="4" mb="6">
        <StatCard label="Total Transactions" value={entries.length} icon={<FiFileText />} loading={loading} />
        <StatCard label="Average Service" value={formatCents(avg)} icon={<FiTrendingUp />} loading={loading} />
        <StatCard label="Paid Invoices" value={paid.length} icon={<FiDollarSign />} loading={loading} />
        <StatCard label="Primary Method" value="Google Pay" icon={<FiCreditCard />} />
      </SimpleGrid>
      <HStack gap="3" mb="5" wrap="wrap">
        <Input aria-label="Search billing" placeholder="Search by service, invoice number or provider" value={q} onChange={(e) => setQ(e.target.value)} maxW="sm" />
        <NativeSelect.Root width="40">
          <NativeSelect.Field aria-label="Status" value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="all">All statuses</option>
            <option value="paid">Paid</option>
            <option value="pending">Pending</option>
            <option value="refunded">Refunded</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <NativeSelect.Root width="40">
          <NativeSelect.Field aria-label="Period" value={period} onChange={(e) => setPeriod(e.target.value)}>
            <option value="all">All time</option>
            <option value="30">Last 30 days</option>
            <option value="90">Last 90 days</option>
            <option value="year">Last year</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      {loading && (
        <Stack gap="3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height="24" rounded="xl" />
          ))}
        </Stack>
      )}
      {!loading && shown.length === 0 && (
        <EmptyBox
          icon={<FiFileText />}
          title={entries.length ? 'No matching transactions' : 'No billing history yet'}
          description={entries.length ? 'Try another search or filter.' : 'Your payments appear here once you request a service.'}
        />
      )}
      <Stack gap="3">
        {shown.map((e) => (
          <Box key={e.requestId} borderWidth="1px" rounded="xl" p="4" bg="bg.panel">
            <HStack justify="space-between" wrap="wrap" gap="3">
              <Stack gap="0.5">
                <HStack gap="2">
                  <Text fontWeight="bold">{e.title}</Text>
                  <Badge colorPalette={STATUS_LABEL[e.status].palette}>{STATUS_LABEL[e.status].label}</Badge>
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  {requestNumber(e.requestId)} · {e.categoryName} · {formatDate(e.date)}
                  {e.invoiceNumber ? ` · ${e.invoiceNumber}` : ''}
                  {e.providerName ? ` · ${e.providerName}` : ''}
                </Text>
              </Stack>
              <HStack gap="2" wrap="wrap">
                <Text fontWeight="bold" fontSize="lg" me="2">
                  {formatCents(e.totalCents)}
                </Text>
                {e.tipCents > 0 && (
                  <Text fontSize="sm" color="fg.muted" me="2">
                    incl. tip {formatCents(e.tipCents)}
                  </Text>
                )}
                <Button size="sm" variant="outline" onClick={() => setViewing(String(e.requestId))}>
                  View Details
                </Button>
                <Button size="sm" variant="ghost" onClick={() => download(e)} aria-label={`Download invoice ${e.invoiceNumber ?? e.requestId}`}>
                  <FiDownload aria-hidden /> Download
                </Button>
                {e.status === 'pending' && (
                  <Button asChild size="sm" colorPalette="orange">
                    <RouterLink to={`/checkout?requestId=${e.requestId}&amount=${(e.amountDueCents / 100).toFixed(2)}`}>
                      {e.dueFor === 'consultation' ? 'Pay Consultation Fee' : `Pay ${formatCents(e.amountDueCents)}`}
                    </RouterLink>
                  </Button>
                )}
              </HStack>
            </HStack>
          </Box>
        ))}
      </Stack>
      <RequestDetailDialog requestId={viewing} open={viewing !== null} onClose={() => setViewing(null)} viewer="client" />
      <LoadMore {...more} />
    </PageContainer>
  );
}
