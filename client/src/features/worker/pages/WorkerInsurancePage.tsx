import { PlaceholderPage } from '../../../components/page';

/** /worker-insurance: Your insurance coverage and licensing information. To be built; replace this file's content. */
export default function WorkerInsurancePage() {
  return (
    <PlaceholderPage
      title="Insurance & Licensing"
      purpose="Your insurance coverage and licensing information."
      contents={["Insurance policies", "Licences"]}
      back={{to: '/worker-dashboard', label: 'Back to Dashboard'}}
    />
  );
}
