import { PlaceholderPage } from '../../../components/page';

/** /worker-pending-jobs: Jobs assigned to you that are waiting to start. To be built; replace this file's content. */
export default function WorkerPendingJobsPage() {
  return (
    <PlaceholderPage
      title="Pending Jobs"
      purpose="Jobs assigned to you that are waiting to start."
      contents={["Assigned jobs not yet started"]}
      back={{to: '/worker-dashboard', label: 'Back to Dashboard'}}
    />
  );
}
