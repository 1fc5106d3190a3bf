import { useState } from 'react';
import { Alert, Badge, Box, Button, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { PageContainer, PageHeader } from '../../../components/page';
import { workerIntros } from '../intros';
import { formatDate } from '../../../lib/format';
import { formatCents, requestNumber, statusLabel } from '../../../lib/money';
import { useMe } from '../../../shell/session/useMe';
import { useWorkerEarnings } from '../api/workerEarnings';
import { LoadError } from '../components/LoadError';
import { WorkerOnly } from '../components/WorkerOnly';
import { CategoryIcon } from '../../../components/category/CategoryIcon';
import { graphql, useFragment } from '../../../gql';
import type { WorkerEarnings_FiguresFragment } from '../../../gql/graphql';

/**
 * What the Earnings page shows: the four figures, the week and month they count from, and each
 * job's money. The worker's live job event and resync carry it too (WorkerJobChanged,
 * WorkerLiveResync), so the page follows a payout as soon as it moves.
 */
const WorkerEarningsFields = graphql(`
  fragment WorkerEarnings_figures on WorkerEarnings {
    weekCents
    monthCents
    potentialCents
    pendingCents
    weekStart
    monthStart
    jobs {
      serviceCostCents
      payoutCents
      tipCents
      thisWeek
      thisMonth
      potential
      payoutStatus
      earnedAt
      request {
        id
        title
        completedAt
        displayStatus
        hundredDollarSpecial
        category {
          id
          name
          icon
        }
      }
    }
  }
`);

type EarningsJob = WorkerEarnings_FiguresFragment['jobs'][number];

type Filter = 'week' | 'month' | 'pending' | 'potential' | null;

const MATCH: Record<Exclude<Filter, null>, (j: EarningsJob) => boolean> = {
  week: (j) => j.thisWeek,
  month: (j) => j.thisMonth,
  pending: (j) => j.payoutStatus === 'pending',
  potential: (j) => j.payoutStatus === 'potential',
};

/** How each job's money stands, as the server classifies it from its payout. */
const STANDING: Record<string, { label: string; color: string }> = {
  released: { label: 'released', color: 'green.fg' },
  pending: { label: 'pending approval', color: 'orange.fg' },
  potential: { label: 'potential', color: 'fg.muted' },
};

/**
 * /worker-earnings: money released this week (from Sunday) and this month (from day 1), money
 * pending the admin's approval, and potential money of open jobs; cards filter the list.
 */
export default function WorkerEarningsPage() {
  const { role } = useMe();
  const allowed = role === 'worker' || role === 'admin';
  return (
    <PageContainer>
      <PageHeader {...workerIntros.earnings} />
      {allowed ? (
        <WorkerOnly>
          <Earnings />
        </WorkerOnly>
      ) : (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Access Restricted</Alert.Title>
            <Alert.Description>Earnings data is only available for service providers.</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
    </PageContainer>
  );
}

function Earnings() {
  const { earnings: ref, loading, error } = useWorkerEarnings();
  const earnings = useFragment(WorkerEarningsFields, ref);
  const [filter, setFilter] = useState<Filter>(null);
  if (error && !earnings) return <LoadError title="Error Loading Earnings" error={error} />;
  const cards: { key: Exclude<Filter, null>; label: string; cents: number | undefined; hint: string }[] = [
    { key: 'week', label: 'This Week', cents: earnings?.weekCents, hint: earnings ? `Released since ${formatDate(earnings.weekStart)}` : '' },
    { key: 'month', label: 'This Month', cents: earnings?.monthCents, hint: earnings ? `Released since ${formatDate(earnings.monthStart)}` : '' },
    { key: 'pending', label: 'Pending Approval', cents: earnings?.pendingCents, hint: 'Finished work waiting for admin approval' },
    { key: 'potential', label: 'Potential', cents: earnings?.potentialCents, hint: 'Jobs still open' },
  ];
  const jobs = (earnings?.jobs ?? []).filter((j) => (filter ? MATCH[filter](j) : true));
  return (
    <Stack gap="6">
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        {cards.map((c) => {
          const active = filter === c.key;
          return (
            <Box
              key={c.key}
              as="button"
              textAlign="left"
              p="5"
              rounded="xl"
              borderWidth="2px"
              borderColor={active ? 'gold.solid' : 'border'}
              bg={active ? 'gold.subtle' : 'bg.panel'}
              aria-pressed={active}
              onClick={() => setFilter(active ? null : c.key)}
            >
              <Text fontSize="sm" color="fg.muted">
                {c.label}
              </Text>
              {c.cents === undefined ? <Skeleton height="8" width="32" my="1" /> : <Text fontSize="3xl" fontWeight="bold">{formatCents(c.cents)}</Text>}
              <Text fontSize="xs" color="fg.muted">
                {c.hint}
              </Text>
            </Box>
          );
        })}
      </SimpleGrid>
      <HStack justify="space-between">
        <Text fontWeight="semibold">{filter ? `${cards.find((c) => c.key === filter)!.label} jobs` : 'All jobs'}</Text>
        <Button size="sm" variant="outline" onClick={() => setFilter(null)} disabled={!filter}>
          Show All
        </Button>
      </HStack>
      {loading ? (
        <Stack gap="2" role="status" aria-busy="true" aria-label="Loading earnings">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height="16" rounded="lg" />
          ))}
        </Stack>
      ) : jobs.length === 0 ? (
        <Text color="fg.muted">No jobs here yet.</Text>
      ) : (
        <Stack gap="2" as="ul" listStyleType="none" aria-label="Earnings by job">
          {jobs.map((j) => (
            <HStack as="li" key={j.request.id} justify="space-between" p="4" borderWidth="1px" rounded="lg" bg="bg.panel" gap="4">
              <Stack gap="0.5">
                <Text fontWeight="semibold">
                  <CategoryIcon category={j.request.category} /> {j.request.title}
                </Text>
                <HStack gap="2" fontSize="xs" color="fg.muted" wrap="wrap">
                  <Text>{requestNumber(j.request.id)}</Text>
                  <Badge size="sm">{statusLabel(j.request.displayStatus)}</Badge>
                  {j.request.hundredDollarSpecial && <Badge size="sm" colorPalette="gold">$100 Special</Badge>}
                  {j.request.completedAt && <Text>Completed {formatDate(j.request.completedAt)}</Text>}
                  {j.earnedAt && <Text>Released {formatDate(j.earnedAt)}</Text>}
                  <Text>Service cost {formatCents(j.serviceCostCents)}</Text>
                  {j.tipCents > 0 && <Text data-testid="earnings-tip">Tip {formatCents(j.tipCents)}</Text>}
                </HStack>
              </Stack>
              <Stack gap="0" align="end">
                <Text fontWeight="bold" color={(STANDING[j.payoutStatus] ?? STANDING.potential).color}>
                  {formatCents(j.payoutCents)}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {(STANDING[j.payoutStatus] ?? STANDING.potential).label}
                </Text>
              </Stack>
            </HStack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
