import { PlaceholderPage } from '../../../components/page';

/** /worker-service-history: Your active jobs and your job history, searchable by request number. To be built; replace this file's content. */
export default function WorkerServiceHistoryPage() {
  return (
    <PlaceholderPage
      title="Service History"
      purpose="Your active jobs and your job history, searchable by request number."
      contents={["Search by request number", "Active Jobs", "Job History"]}
      back={{to: '/worker-dashboard', label: 'Back to Dashboard'}}
    />
  );
}
