import { PlaceholderPage } from '../../../components/page';

/** /worker-requests: Requests related to you as a provider. To be built; replace this file's content. */
export default function WorkerRequestsPage() {
  return (
    <PlaceholderPage
      title="Service Requests"
      purpose="Requests related to you as a provider."
      contents={["Your requests by status"]}
      back={{to: '/worker-dashboard', label: 'Back to Dashboard'}}
    />
  );
}
