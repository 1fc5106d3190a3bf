import { PlaceholderPage } from '../../../components/page';

/** /worker-active-jobs: Your scheduled and in-progress jobs. To be built; replace this file's content. */
export default function WorkerActiveJobsPage() {
  return (
    <PlaceholderPage
      title="Active Jobs"
      purpose="Your scheduled and in-progress jobs. Open a job for its details, notes, invoices and completion."
      contents={["Scheduled and in-progress jobs", "Request detail dialog"]}
      back={{to: '/worker-dashboard', label: 'Back to Dashboard'}}
    />
  );
}
