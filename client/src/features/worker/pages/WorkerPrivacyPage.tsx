import { PlaceholderPage } from '../../../components/page';

/** /worker-privacy: How we handle your personal information as a provider. To be built; replace this file's content. */
export default function WorkerPrivacyPage() {
  return (
    <PlaceholderPage
      title="Privacy Policy"
      purpose="How we handle your personal information as a provider."
      contents={["What we collect and why", "Your choices"]}
      back={{to: '/worker-dashboard', label: 'Back to Dashboard'}}
    />
  );
}
