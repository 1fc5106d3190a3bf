import type { ReactNode } from 'react';
import { Box, Flex, Heading, HStack, LinkBox, LinkOverlay, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { FiBriefcase, FiCalendar, FiDollarSign, FiInbox, FiStar } from 'react-icons/fi';
import { Link as RouterLink } from 'react-router-dom';
import { PageContainer, PageHeader } from '../../../components/page';
import { formatDateTime } from '../../../lib/format';
import { formatCents } from '../../../lib/money';
import { useMe } from '../../../shell/session/useMe';
import { useWorkerDashboard } from '../api/workerDashboard';
import { useWorkerEarnings } from '../api/workerEarnings';
import { useQueueLive } from '../api/queueChanged';
import { workerIntros } from '../intros';
import { EarningsRing } from '../components/EarningsRing';
import { LoadError } from '../components/LoadError';
import { WorkerOnly } from '../components/WorkerOnly';
import { CategoryIcon } from '../../../components/category/CategoryIcon';
import { graphql, useFragment } from '../../../gql';
import { RequestAddress } from '../../../components/address/RequestAddress';

/**
 * The cards and today's jobs as the dashboard shows them. The worker's live job event carries
 * them too (WorkerJobChanged), and the queue events move availableRequests.
 */
const WorkerDashboardFields = graphql(`
  fragment WorkerDashboard_figures on WorkerDashboard {
    availableRequests
    activeJobs
    rating
    ratingCount
    completedJobs
    today {
      id
      title
      scheduledAt
      address {
        ...RequestAddress_address
      }
      clientName
      displayStatus
      category {
        id
        icon
        name
      }
    }
  }
`);

/** The earnings the banner, the Earnings card and the weekly ring show; the live job event and resync carry them too. */
const WorkerDashboardEarningsFields = graphql(`
  fragment WorkerDashboardEarnings_figures on WorkerEarnings {
    weekCents
    monthCents
    potentialCents
    pendingCents
    week {
      day
      date
      cents
    }
  }
`);

function StatCard({ to, icon, label, value, hint }: { to: string; icon: ReactNode; label: string; value: ReactNode; hint: string }) {
  return (
    <LinkBox as="article" p="5" borderWidth="1px" rounded="xl" bg="bg.panel" _hover={{ borderColor: 'gold.solid' }} transition="border-color 0.15s">
      <HStack justify="space-between" align="start">
        <Stack gap="1">
          <Text fontSize="sm" color="fg.muted">
            <LinkOverlay asChild>
              <RouterLink to={to}>{label}</RouterLink>
            </LinkOverlay>
          </Text>
          <Text fontSize="3xl" fontWeight="bold" lineHeight="1.1">
            {value}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {hint}
          </Text>
        </Stack>
        <Box p="2" rounded="lg" bg="gold.subtle" color="gold.fg" fontSize="xl" aria-hidden>
          {icon}
        </Box>
      </HStack>
    </LinkBox>
  );
}

/**
 * /worker-dashboard: earnings banner (greeting the worker by name), the four cards, today's
 * schedule and the weekly earnings ring. The heading is the route's intro, words that need no
 * data; the greeting with the worker's name opens the banner.
 */
export default function WorkerDashboardPage() {
  return (
    <PageContainer>
      <PageHeader {...workerIntros.dashboard} />
      <WorkerOnly>
        <Dashboard />
      </WorkerOnly>
    </PageContainer>
  );
}

function Dashboard() {
  const { me } = useMe();
  const { dashboard: dashboardRef, loading, error } = useWorkerDashboard();
  const dashboard = useFragment(WorkerDashboardFields, dashboardRef);
  const earnings = useFragment(WorkerDashboardEarningsFields, useWorkerEarnings().earnings);
  // The open-queue count follows queue events; the worker's own jobs and earnings follow requestChanged (the shell).
  useQueueLive();
  if (error && !dashboard) return <LoadError title="Error Loading Dashboard" error={error} />;
  return (
    <Stack gap="6">
      <Flex direction={{ base: 'column', md: 'row' }} justify="space-between" gap="4" p={{ base: '5', md: '6' }} rounded="2xl" bgGradient="to-r" gradientFrom="gold.600" gradientTo="gold.400" color="gray.950">
        <Stack gap="1">
          <Text fontSize="lg" fontWeight="semibold">{`Welcome back${me?.user.firstName ? `, ${me.user.firstName}` : ''}`}</Text>
          <Text fontWeight="medium">Earnings this week</Text>
          {earnings ? (
            <Text fontSize="4xl" fontWeight="bold" lineHeight="1">
              {formatCents(earnings.weekCents)}
            </Text>
          ) : (
            <Skeleton height="10" width="40" />
          )}
          <Text fontSize="sm">Released payouts: 90% of every job's service cost, plus tips</Text>
        </Stack>
        <HStack gap="8">
          <Stack gap="0">
            <Text fontSize="sm">This month</Text>
            <Text fontSize="xl" fontWeight="bold">
              {earnings ? formatCents(earnings.monthCents) : '—'}
            </Text>
          </Stack>
          <Stack gap="0">
            <Text fontSize="sm">Pending approval</Text>
            <Text fontSize="xl" fontWeight="bold">
              {earnings ? formatCents(earnings.pendingCents) : '—'}
            </Text>
          </Stack>
          <Stack gap="0">
            <Text fontSize="sm">Potential</Text>
            <Text fontSize="xl" fontWeight="bold">
              {earnings ? formatCents(earnings.potentialCents) : '—'}
            </Text>
          </Stack>
        </HStack>
      </Flex>

      {loading || !dashboard ? (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4" role="status" aria-busy="true" aria-label="Loading dashboard">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height="28" rounded="xl" />
          ))}
        </SimpleGrid>
      ) : (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
          <StatCard to="/worker-queue" icon={<FiInbox />} label="Available Requests" value={dashboard.availableRequests} hint="Paid jobs near you" />
          <StatCard to="/worker-active-jobs" icon={<FiBriefcase />} label="Active Jobs" value={dashboard.activeJobs} hint="Scheduled and in progress" />
          <StatCard to="/worker-ratings" icon={<FiStar />} label="Rating" value={dashboard.ratingCount ? dashboard.rating.toFixed(1) : '—'} hint={dashboard.ratingCount ? `${dashboard.ratingCount} review${dashboard.ratingCount === 1 ? '' : 's'}` : 'No reviews yet'} />
          <StatCard to="/worker-earnings" icon={<FiDollarSign />} label="Earnings" value={earnings ? formatCents(earnings.monthCents) : '—'} hint={`${dashboard.completedJobs} completed job${dashboard.completedJobs === 1 ? '' : 's'}`} />
        </SimpleGrid>
      )}

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <Stack gap="3" p="5" borderWidth="1px" rounded="xl" bg="bg.panel">
          <Heading as="h2" size="md">
            Today's Schedule
          </Heading>
          {!dashboard ? (
            <Skeleton height="20" />
          ) : dashboard.today.length === 0 ? (
            <Text color="fg.muted">Nothing scheduled for today.</Text>
          ) : (
            <Stack gap="2" as="ul" listStyleType="none">
              {dashboard.today.map((j) => (
                <HStack as="li" key={j.id} gap="3" p="3" borderWidth="1px" rounded="lg" align="start">
                  <Box color="gold.fg" mt="1" aria-hidden>
                    <FiCalendar />
                  </Box>
                  <Stack gap="0" fontSize="sm">
                    <Text fontWeight="semibold">
                      {j.scheduledAt ? formatDateTime(j.scheduledAt) : ''} · <CategoryIcon category={j.category} /> {j.title}
                    </Text>
                    <Text color="fg.muted">
                      {j.clientName} · <RequestAddress address={j.address} shown="street-city" />
                    </Text>
                  </Stack>
                </HStack>
              ))}
            </Stack>
          )}
        </Stack>
        <Stack gap="3" p="5" borderWidth="1px" rounded="xl" bg="bg.panel" align="center">
          <Heading as="h2" size="md" alignSelf="start">
            Weekly Earnings
          </Heading>
          {earnings ? <EarningsRing week={earnings.week} /> : <Skeleton height="220px" width="220px" rounded="full" />}
          {earnings && (
            <HStack gap="3" wrap="wrap" justify="center" fontSize="xs" color="fg.muted">
              {earnings.week.map((d) => (
                <Text key={d.date}>
                  {d.day} {formatCents(d.cents)}
                </Text>
              ))}
            </HStack>
          )}
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
