import { SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { formatCents } from '../../../lib/money';
import { useMe } from '../../../shell/session/useMe';
import { useWorkerDashboard, useWorkerEarnings } from '../api/earnings';
import { WorkerInfoPage } from '../components/WorkerInfoPage';

/** /worker-analytics: Performance Analytics from the worker's real numbers. */
export default function WorkerAnalyticsPage() {
  const { role } = useMe();
  const { dashboard } = useWorkerDashboard(role !== 'worker');
  const { earnings } = useWorkerEarnings(role !== 'worker');
  const tiles = dashboard && earnings ? [
    { label: 'Completed jobs', value: String(dashboard.completedJobs) },
    { label: 'Active jobs', value: String(dashboard.activeJobs) },
    { label: 'Rating', value: dashboard.ratingCount ? `${dashboard.rating.toFixed(1)} (${dashboard.ratingCount})` : '—' },
    { label: 'Earned to date', value: formatCents(earnings.totalCents) },
  ] : null;
  return (
    <WorkerInfoPage title="Performance Analytics" description="How your work is going.">
      {role === 'worker' && !tiles ? <Skeleton height="24" /> : tiles && (
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
          {tiles.map((t) => (
            <Stack key={t.label} gap="0" p="4" borderWidth="1px" rounded="xl" bg="bg.panel">
              <Text fontSize="xs" color="fg.muted">{t.label}</Text>
              <Text fontSize="xl" fontWeight="bold">{t.value}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      )}
    </WorkerInfoPage>
  );
}
