import { Badge, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { formatDate } from '../../../lib/format';
import { formatCents, requestNumber } from '../../../lib/money';
import { useMe } from '../../../shell/session/useMe';
import { useWorkerPayouts } from '../api/workerPayouts';
import { WorkerInfoPage } from '../components/WorkerInfoPage';
import { workerIntros } from '../intros';
import { LoadMore } from '../../../components/pagination/LoadMore';

const STATUS: Record<string, { label: string; palette: string }> = {
  pending: { label: 'Pending', palette: 'yellow' },
  inspection_required: { label: 'Inspection Required', palette: 'orange' },
  approved: { label: 'Approved', palette: 'blue' },
  paid: { label: 'Paid', palette: 'green' },
};

/** /worker-payment-history: the worker's real payouts and their statuses. */
export default function WorkerPaymentHistoryPage() {
  const { role } = useMe();
  const { payouts, loading, more } = useWorkerPayouts(role !== 'worker');
  return (
    <WorkerInfoPage intro={workerIntros.paymentHistory}>
      {loading ? (
        <Skeleton height="24" />
      ) : payouts.length === 0 ? (
        <Text color="fg.muted">No payouts yet. They appear here once an admin approves a completed job.</Text>
      ) : (
        <Stack gap="2" as="ul" listStyleType="none">
          {payouts.map((p) => {
            const s = STATUS[p.status] ?? { label: p.status, palette: 'gray' };
            return (
              <HStack as="li" key={p.id} justify="space-between" p="4" borderWidth="1px" rounded="xl" bg="bg.panel">
                <Stack gap="0">
                  <Text fontWeight="semibold">Request {requestNumber(p.requestId)}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    {formatDate(p.approvedAt ?? p.createdAt)} · service cost {formatCents(p.serviceCostCents)}
                    {p.tipCents ? ` · tip ${formatCents(p.tipCents)}` : ''}
                  </Text>
                </Stack>
                <HStack gap="3">
                  <Text fontWeight="bold">{formatCents(p.amountCents)}</Text>
                  <Badge colorPalette={s.palette}>{s.label}</Badge>
                </HStack>
              </HStack>
            );
          })}
        </Stack>
      )}
      <LoadMore {...more} />
    </WorkerInfoPage>
  );
}
