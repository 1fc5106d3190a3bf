import { SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { formatCents } from '../../../lib/money';
import { useMe } from '../../../shell/session/useMe';
import { useWorkerDashboard } from '../api/workerDashboard';
import { useWorkerEarnings } from '../api/workerEarnings';
import { WorkerInfoPage } from '../components/WorkerInfoPage';
import { workerIntros } from '../intros';
import { graphql, useFragment } from '../../../gql';

/** The cards' figures this page shows; the worker's live job event carries them too (WorkerJobChanged). */
const WorkerAnalyticsDashboardFields = graphql(`
  fragment WorkerAnalytics_dashboard on WorkerDashboard {
    activeJobs
    rating
    ratingCount
    completedJobs
  }
`);

/** The earnings this page shows; the worker's live job event and resync carry them too. */
const WorkerAnalyticsEarningsFields = graphql(`
  fragment WorkerAnalytics_earnings on WorkerEarnings {
    totalCents
  }
`);

/** /worker-analytics: Performance Analytics from the worker's real numbers. */
export default function WorkerAnalyticsPage() {
  const { role } = useMe();
  const dashboard = useFragment(WorkerAnalyticsDashboardFields, useWorkerDashboard(role !== 'worker').dashboard);
  const earnings = useFragment(WorkerAnalyticsEarningsFields, useWorkerEarnings(role !== 'worker').earnings);
  const tiles = dashboard && earnings ? [
    { label: 'Completed jobs', value: String(dashboard.completedJobs) },
    { label: 'Active jobs', value: String(dashboard.activeJobs) },
    { label: 'Rating', value: dashboard.ratingCount ? `${dashboard.rating.toFixed(1)} (${dashboard.ratingCount})` : '—' },
    { label: 'Earned to date', value: formatCents(earnings.totalCents) },
  ] : null;
  return (
    <WorkerInfoPage intro={workerIntros.analytics}>
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
