import { PlaceholderPage } from '../../../components/page';

/** /admin/pending-jobs: Paid requests waiting for a worker. To be built; replace this file's content. */
export default function AdminPendingJobsPage() {
  return (
    <PlaceholderPage
      title="Pending Jobs"
      purpose="Paid requests waiting for a worker. Assign an available worker to each."
      contents={["Paid pending requests with priority and category", "Assign Worker dialog"]}
      back={{to: '/dashboard', label: 'Back to Dashboard'}}
    />
  );
}
