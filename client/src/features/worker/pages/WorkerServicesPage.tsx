import { PlaceholderPage } from '../../../components/page';

/** /worker-services: The service categories you offer. To be built; replace this file's content. */
export default function WorkerServicesPage() {
  return (
    <PlaceholderPage
      title="Service Categories"
      purpose="The service categories you offer."
      contents={["Your categories", "Add or remove categories"]}
      back={{to: '/worker-dashboard', label: 'Back to Dashboard'}}
    />
  );
}
