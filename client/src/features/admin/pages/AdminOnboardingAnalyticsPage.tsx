import { Grid, Link, Stack, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useAdminProviders } from '../api/adminProviders';
import { AdminPage } from '../components/AdminPage';
import { adminIntros } from '../intros';
import { Empty, ListSkeleton, LoadError, Section, StatCard } from '../components/ui';
import { LoadMore } from '../../../components/pagination/LoadMore';
import { TableScroll } from '../../../components/table/TableScroll';

const APPROVED = ['available', 'busy', 'offline', 'approved'];

/** /admin-onboarding-analytics: how provider applications move through onboarding, from the providers themselves. */
export default function AdminOnboardingAnalyticsPage() {
  const { providers, loading, error, more } = useAdminProviders(200);
  const waiting = providers.filter((p) => p.provider.status === 'pending_approval' || p.provider.status === 'pending').length;
  const approved = providers.filter((p) => APPROVED.includes(p.provider.status)).length;
  const rejected = providers.filter((p) => p.provider.status === 'rejected').length;
  const decided = approved + rejected;
  const byCategory = new Map<string, number>();
  for (const p of providers) for (const c of p.categoryNames.length ? p.categoryNames : ['All Categories']) byCategory.set(c, (byCategory.get(c) ?? 0) + 1);
  return (
    <AdminPage {...adminIntros.onboardingAnalytics}>
      {loading ? <ListSkeleton rows={2} /> : error ? <LoadError error={error} fallback="Failed to fetch providers" /> : providers.length === 0 ? (
        <Empty title="No provider applications yet" />
      ) : (
        <Stack gap="8">
          <Grid templateColumns={{ base: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }} gap="4">
            <StatCard label="Applications" value={providers.length} />
            <StatCard label="Waiting for review" value={waiting} to="/admin-worker-approvals" />
            <StatCard label="Approved" value={approved} />
            <StatCard label="Approval rate" value={decided ? `${((approved / decided) * 100).toFixed(1)}%` : 'n/a'} help={`${rejected} rejected`} />
          </Grid>
          <Section title="Providers by category">
            <TableScroll label="Providers by category" borderWidth="1px" rounded="xl">
              <Table.Root size="sm">
                <Table.Body>
                  {[...byCategory.entries()].sort((a, b) => b[1] - a[1]).map(([name, n]) => (
                    <Table.Row key={name}><Table.Cell>{name}</Table.Cell><Table.Cell textAlign="end">{n}</Table.Cell></Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </TableScroll>
          </Section>
          {waiting > 0 && (
            <Text>
              <Link asChild color="gold.400"><RouterLink to="/admin-worker-approvals">Review the {waiting} waiting application{waiting === 1 ? '' : 's'}</RouterLink></Link>
            </Text>
          )}
        </Stack>
      )}
      <LoadMore {...more} />
    </AdminPage>
  );
}
