import { PlaceholderPage } from '../../../components/page';

/** /admin/active-jobs: Scheduled and in-progress jobs, with their assigned providers. To be built; replace this file's content. */
export default function AdminActiveJobsPage() {
  return (
    <PlaceholderPage
      title="Active Jobs"
      purpose="Scheduled and in-progress jobs, with their assigned providers."
      contents={["Scheduled and in-progress jobs", "Unassigned warnings", "Request detail dialog"]}
      back={{to: '/dashboard', label: 'Back to Dashboard'}}
    />
  );
}
