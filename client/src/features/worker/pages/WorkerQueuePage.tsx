import { PlaceholderPage } from '../../../components/page';

/** /worker-queue: Paid service requests waiting for a provider. To be built; replace this file's content. */
export default function WorkerQueuePage() {
  return (
    <PlaceholderPage
      title="Available Requests"
      purpose="Paid service requests waiting for a provider. Expand a card for details and accept the jobs you want."
      contents={["Pending paid requests near you", "Accept This Job"]}
      back={{to: '/worker-dashboard', label: 'Back to Dashboard'}}
    />
  );
}
