import { PlaceholderPage } from '../../../components/page';

/** /admin/recent-activity: The latest events across the platform. To be built; replace this file's content. */
export default function AdminRecentActivityPage() {
  return (
    <PlaceholderPage
      title="Recent Activity"
      purpose="The latest events across the platform."
      contents={["Requests, payments, assignments and approvals as they happen"]}
      back={{to: '/dashboard', label: 'Back to Dashboard'}}
    />
  );
}
