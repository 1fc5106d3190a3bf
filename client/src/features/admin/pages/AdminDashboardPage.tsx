import { PlaceholderPage } from '../../../components/page';

/** /dashboard: The operations overview: jobs by state, money waiting for approval and quick actions. To be built; replace this file's content. */
export default function AdminDashboardPage() {
  return (
    <PlaceholderPage
      title="Admin Dashboard"
      purpose="The operations overview: jobs by state, money waiting for approval and quick actions."
      contents={["Stat tiles: Active Jobs, Completed, Pending (Paid), Queued (Unpaid), Past Due (7+ Days), Earnings", "Admin Review Queue", "Quick Actions", "Service Categories", "All Services, Clients, Service Providers, Schedule"]}
    />
  );
}
