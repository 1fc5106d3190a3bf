import { Alert, Stack } from '@chakra-ui/react';
import { PageSkeleton } from '../../components/page';
import { AdminPage } from './components/AdminPage';
import { adminIntros } from './intros';

/** The dashboard's heading: the page and its placeholder draw the same. */
export const dashboardIntro = { title: 'Admin Dashboard', description: 'Jobs by state, money waiting for approval, and quick actions.' } as const;

/** /dashboard before its code and figures arrive. */
export function DashboardPlaceholder() {
  return (
    <AdminPage {...dashboardIntro} back={false}>
      <PageSkeleton />
    </AdminPage>
  );
}

/** The billing page's banner (the spec's 'Semi-Automated Operations'): the page and its placeholder draw the same. */
export function SemiAutomatedBanner() {
  return (
    <Alert.Root status="info">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Semi-Automated Operations</Alert.Title>
        <Alert.Description>Client payments are held until you approve them; worker payouts are released only after your verification.</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** /billing before its code and figures arrive: its heading and banner over skeletons. */
export function BillingPlaceholder() {
  return (
    <AdminPage {...adminIntros.billing}>
      <Stack gap="10">
        <SemiAutomatedBanner />
        <PageSkeleton />
      </Stack>
    </AdminPage>
  );
}
