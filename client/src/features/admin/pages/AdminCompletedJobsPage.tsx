import { PlaceholderPage } from '../../../components/page';

/** /admin/completed-jobs: Completed jobs with their totals, sortable by date or value. To be built; replace this file's content. */
export default function AdminCompletedJobsPage() {
  return (
    <PlaceholderPage
      title="Completed Jobs"
      purpose="Completed jobs with their totals, sortable by date or value."
      contents={["Count and total", "Sort: recent, oldest, highest value, lowest value"]}
      back={{to: '/dashboard', label: 'Back to Dashboard'}}
    />
  );
}
