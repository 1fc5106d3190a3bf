import { PlaceholderPage } from '../../../components/page';

/** /worker-credentials: Your licences and certifications. To be built; replace this file's content. */
export default function WorkerCredentialsPage() {
  return (
    <PlaceholderPage
      title="Credentials"
      purpose="Your licences and certifications."
      contents={["Licences, certifications and expiry dates"]}
      back={{to: '/worker-dashboard', label: 'Back to Dashboard'}}
    />
  );
}
