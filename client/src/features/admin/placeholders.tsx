import { PageSkeleton } from '../../components/page';
import { AdminPage } from './components/AdminPage';

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
