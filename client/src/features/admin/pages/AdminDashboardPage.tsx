import { memo, useCallback, useState } from 'react';
import { Badge, Box, Button, Grid, GridItem, Link, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { FiActivity, FiAlertTriangle, FiCheckCircle, FiClock, FiDollarSign, FiInbox, FiPlus, FiCalendar, FiUsers, FiFileText, FiBarChart2, FiHeadphones, FiSearch, FiUserCheck } from 'react-icons/fi';
import { Link as RouterLink } from 'react-router-dom';
import { useAdminClients } from '../api/adminClients';
import { useAdminProviders } from '../api/adminProviders';
import { useAdminSchedule } from '../api/adminSchedule';
import { useAdminServiceRequests } from '../api/adminServiceRequests';
import { useDashboardStats } from '../api/adminDashboardStats';
import { AdminPage } from '../components/AdminPage';
import { dashboardIntro } from '../placeholders';
import { ReviewQueue } from '../components/ReviewQueue';
import { CategoryPanel } from '../components/CategoryPanel';
import { DashboardSearch } from '../components/DashboardSearch';
import { AdminRequestDialog, NewServiceRequestDialog } from '../components/LazyDialogs';
import { Section, StatCard, sectionCount } from '../components/ui';
import { groupByDay } from '../components/schedule';
import { AdminServiceItem } from '../components/AdminServiceRow';
import { AdminScheduleLine } from '../components/AdminScheduleRow';
import { formatCents } from '../../../lib/money';
import { graphql, useFragment } from '../../../gql';
import { TableScroll } from '../../../components/table/TableScroll';

const earningsK = (cents: number) => `$${(cents / 100000).toFixed(1)}k`;

/** A figure that could not be loaded. */
const Unavailable = () => <Text as="span" aria-label="Not available">—</Text>;

const QUICK = [
  { label: 'Request', icon: FiPlus, action: 'new' as const },
  { label: 'Schedule', icon: FiCalendar, to: '/schedule' },
  { label: 'Client', icon: FiUsers, to: '/clients' },
  { label: 'Invoice', icon: FiFileText, to: '/billing' },
  { label: 'Analytics', icon: FiBarChart2, to: '/admin/analytics' },
  { label: 'Customer Service', icon: FiHeadphones, to: '/admin-customer-service' },
  { label: 'Search', icon: FiSearch, to: '/search-accounts' },
  { label: 'Workers', icon: FiUserCheck, to: '/admin-worker-approvals' },
];

/**
 * /dashboard: the operations overview. Each section asks for its own figures, so one answer
 * arriving redraws that section only, not the whole page.
 */
export default function AdminDashboardPage() {
  const [newOpen, setNewOpen] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const openNew = useCallback(() => setNewOpen(true), []);

  return (
    <AdminPage {...dashboardIntro} back={false}
      actions={<Button colorPalette="gold" onClick={openNew}><FiPlus aria-hidden /> New Service Request</Button>}>
      <Stack gap="10">
        <StatTiles />

        <DashboardSearch />

        <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap="8">
          <GridItem minW="0"><ReviewQueue /></GridItem>
          <GridItem minW="0">
            <Stack gap="8">
              <QuickActions onNew={openNew} />
              <CategoryPanel />
            </Stack>
          </GridItem>
        </Grid>

        <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }} gap="8">
          <ServicesSection onOpen={setOpenId} />
          <ScheduleSection />
          <ClientsSection />
          <ProvidersSection />
        </Grid>
      </Stack>
      <NewServiceRequestDialog open={newOpen} onClose={() => setNewOpen(false)} />
      <AdminRequestDialog requestId={openId} onClose={() => setOpenId(null)} />
    </AdminPage>
  );
}

/**
 * What the tiles show. The admin's live event and resync carry it too (AdminRequestChanged,
 * AdminLiveResync), so a tile moves as soon as a request does.
 */
const AdminDashboardTilesFields = graphql(`
  fragment AdminDashboardTiles_stats on AdminDashboardStats {
    activeJobs completed pending unpaidRequests pastDueBalances pastDueTotalCents earningsCents reviewQueue
  }
`);

function StatTiles() {
  const { stats: ref, loading } = useDashboardStats();
  const stats = useFragment(AdminDashboardTilesFields, ref);
  // While the figures load, a placeholder; if they could not be had, a dash: never a false 0.
  const v = (n: number | undefined) => (loading ? <Skeleton height="8" width="12" /> : n ?? <Unavailable />);
  return (
    <Grid templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))', xl: 'repeat(6, minmax(0, 1fr))' }} gap={{ base: '3', md: '4' }}>

          <StatCard label="Active Jobs" value={v(stats?.activeJobs)} to="/admin/active-jobs" icon={<FiActivity />} />
          <StatCard label="Completed" value={v(stats?.completed)} to="/admin/completed-jobs" icon={<FiCheckCircle />} />
          <StatCard label="Pending (Paid)" value={v(stats?.pending)} to="/admin/pending-jobs" icon={<FiClock />} />
          <StatCard label="Queued (Unpaid)" value={v(stats?.unpaidRequests)} to="/admin/queued-requests" icon={<FiInbox />} />
          <StatCard label="Past Due (7+ Days)" value={v(stats?.pastDueBalances)} help={stats ? formatCents(stats.pastDueTotalCents) : undefined} to="/billing" icon={<FiAlertTriangle />} />
          <StatCard label="Earnings" value={loading ? <Skeleton height="8" width="16" /> : stats ? earningsK(stats.earningsCents) : <Unavailable />} to="/admin/revenue" icon={<FiDollarSign />} />
    </Grid>
  );
}

/** Memoised: the page redraws it only when the dialog opener changes, which is never. */
const QuickActions = memo(function QuickActions({ onNew }: { onNew: () => void }) {
  return (
    <Section title="Quick Actions">
      <Grid templateColumns="repeat(4, minmax(0, 1fr))" gap="2">
        {QUICK.map((q) => {
          const Icon = q.icon;
          // Two-word labels wrap inside their tile on a phone rather than spill out of it.
          const inner = (<Stack align="center" gap="1" minW="0"><Icon aria-hidden /><Text fontSize="xs" textAlign="center" lineHeight="short" whiteSpace="normal">{q.label}</Text></Stack>);
          return q.to ? (
            <Button key={q.label} asChild variant="outline" h="auto" minH="16" py="2" px="1" whiteSpace="normal"><RouterLink to={q.to}>{inner}</RouterLink></Button>
          ) : (
            <Button key={q.label} variant="outline" h="auto" minH="16" py="2" px="1" whiteSpace="normal" onClick={onNew}>{inner}</Button>
          );
        })}
      </Grid>
    </Section>
  );
});

function ServicesSection({ onOpen }: { onOpen: (id: string) => void }) {
  const services = useAdminServiceRequests(null);
  return (
    <Section title="All Services" count={sectionCount(services, services.requests.length)} actions={<Link asChild fontSize="sm"><RouterLink to="/services">View all</RouterLink></Link>}>
      {services.loading ? <Skeleton height="40" /> : (
        <Stack gap="1" borderWidth="1px" rounded="xl" p="2">
          {services.requests.slice(0, 6).map((r) => (
            <AdminServiceItem key={r.id} request={r} onOpen={onOpen} />
          ))}
        </Stack>
      )}
    </Section>
  );
}

function ScheduleSection() {
  const schedule = useAdminSchedule();
  return (
    <Section title="Schedule" actions={<Link asChild fontSize="sm"><RouterLink to="/schedule">View all</RouterLink></Link>}>
      {schedule.loading ? <Skeleton height="40" /> : schedule.requests.length === 0 ? <Text color="fg.muted">Nothing scheduled.</Text> : (
        <Stack gap="3" borderWidth="1px" rounded="xl" p="3">
          {groupByDay(schedule.requests).slice(0, 4).map((g) => (
            <Box key={g.label}>
              <Text fontSize="sm" fontWeight="semibold" color="gold.400">{g.label}</Text>
              {g.items.map((r) => (
                <AdminScheduleLine key={r.id} visit={r} />
              ))}
            </Box>
          ))}
        </Stack>
      )}
    </Section>
  );
}

function ClientsSection() {
  const clients = useAdminClients();
  return (
    <Section title="Clients" count={sectionCount(clients, clients.clients.length)} actions={<Link asChild fontSize="sm"><RouterLink to="/clients">View all</RouterLink></Link>}>
      {clients.loading ? <Skeleton height="32" /> : (
        <TableScroll label="Clients table"><Table.Root size="sm"><Table.Body>
          {clients.clients.slice(0, 5).map((c) => (
            <Table.Row key={c.client.id}><Table.Cell>{c.client.name}</Table.Cell><Table.Cell color="fg.muted" overflowWrap="anywhere">{c.client.email}</Table.Cell><Table.Cell textAlign="end">{c.requestCount} requests</Table.Cell></Table.Row>
          ))}
        </Table.Body></Table.Root></TableScroll>
      )}
    </Section>
  );
}

function ProvidersSection() {
  const providers = useAdminProviders();
  return (
    <Section title="Service Providers" count={sectionCount(providers, providers.providers.length)} actions={<Link asChild fontSize="sm"><RouterLink to="/providers">View all</RouterLink></Link>}>
      {providers.loading ? <Skeleton height="32" /> : (
        <TableScroll label="Service providers table"><Table.Root size="sm"><Table.Body>
          {providers.providers.slice(0, 5).map((p) => (
            <Table.Row key={p.provider.id}><Table.Cell>{p.provider.name}</Table.Cell><Table.Cell color="fg.muted">{p.categoryName}</Table.Cell><Table.Cell textAlign="end"><Badge colorPalette={p.provider.status === 'available' ? 'green' : 'gray'}>{p.provider.status.replace(/_/g, ' ')}</Badge></Table.Cell></Table.Row>
          ))}
        </Table.Body></Table.Root></TableScroll>
      )}
    </Section>
  );
}
