import { PlaceholderPage } from '../../../components/page';

/** /services: Every service request on the platform. To be built; replace this file's content. */
export default function AdminServicesPage() {
  return (
    <PlaceholderPage
      title="All Services"
      purpose="Every service request on the platform."
      contents={["Requests with status, client and provider"]}
      back={{to: '/dashboard', label: 'Back to Dashboard'}}
    />
  );
}
