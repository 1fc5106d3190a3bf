import { useState } from 'react';
import { Badge, Box, Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { FiClock } from 'react-icons/fi';
import { Link as RouterLink } from 'react-router-dom';
import { PageContainer, PageHeader } from '../../../components/page';
import { clientIntros } from '../intros';
import { Stars } from '../../../components/request-detail/Stars';
import { LazyRequestDetailDialog as RequestDetailDialog } from '../../../components/request-detail/lazy';
import { formatDate } from '../../../lib/format';
import { formatCents, requestNumber } from '../../../lib/money';
import { useMyServiceHistory } from '../api/myServiceHistory';
import { LoadMore } from '../../../components/pagination/LoadMore';
import { EmptyBox } from '../components/EmptyBox';
import { CategoryIcon } from '../../../components/category/CategoryIcon';

function duration(from: string, to: string | null | undefined): string {
  if (!to) return '';
  const days = Math.max(1, Math.round((new Date(to).getTime() - new Date(from).getTime()) / 86_400_000));
  if (days <= 1) return 'Same day';
  if (days < 7) return `${days} days`;
  const weeks = Math.round(days / 7);
  return `${weeks} week${weeks > 1 ? 's' : ''}`;
}

/** /client-service-history: completed services, newest first. */
export default function ClientServiceHistoryPage() {
  const { history, loading, more } = useMyServiceHistory();
  // Totals come with each page (the billing breakdown is batched on the server).
  const totals = new Map(history.map((item) => [item.id, item.billing.combinedTotalCents]));
  const [viewing, setViewing] = useState<string | null>(null);
  return (
    <PageContainer>
      <PageHeader {...clientIntros.serviceHistory} />
      {loading && (
        <Stack gap="3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height="32" rounded="xl" />
          ))}
        </Stack>
      )}
      {!loading && history.length === 0 && (
        <EmptyBox
          icon={<FiClock />}
          title="No completed services yet"
          description="When a service is completed it appears here with its invoice and your rating."
          action={
            <Button asChild colorPalette="brand">
              <RouterLink to="/client-app">Request a Service</RouterLink>
            </Button>
          }
        />
      )}
      <Stack gap="3">
        {history.map((r) => {
          return (
            <Box key={r.id} borderWidth="1px" rounded="xl" p="5" bg="bg.panel">
              <HStack justify="space-between" align="start" wrap="wrap" gap="3">
                <Stack gap="1">
                  <Text fontSize="xs" color="fg.muted">
                    Request {requestNumber(r.id)} · Completed {r.completedAt ? formatDate(r.completedAt) : ''} · {duration(r.createdAt, r.completedAt)}
                  </Text>
                  <Text fontWeight="bold">
                    <CategoryIcon category={r.category} /> {r.title}
                  </Text>
                  <Text fontSize="sm" color="fg.muted" lineClamp={2}>
                    {r.description}
                  </Text>
                  <HStack gap="3" fontSize="sm">
                    <Text>Provider: {r.provider?.name ?? 'Not recorded'}</Text>
                    {r.rating ? <Stars value={r.rating} size={14} /> : <Badge colorPalette="yellow">Not rated</Badge>}
                  </HStack>
                </Stack>
                <Stack align="end" gap="2">
                  <Text fontSize="xl" fontWeight="bold">
                    {totals.has(r.id) ? formatCents(totals.get(r.id)) : '—'}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    Total invoice
                  </Text>
                  <Button size="sm" variant="outline" onClick={() => setViewing(r.id)}>
                    View Details
                  </Button>
                </Stack>
              </HStack>
            </Box>
          );
        })}
      </Stack>
      <LoadMore {...more} />
      <RequestDetailDialog requestId={viewing} open={viewing !== null} onClose={() => setViewing(null)} viewer="client" />
    </PageContainer>
  );
}
