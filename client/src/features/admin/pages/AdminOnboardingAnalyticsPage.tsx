import { PlaceholderPage } from '../../../components/page';

/** /admin-onboarding-analytics: How provider applications move through onboarding. To be built; replace this file's content. */
export default function AdminOnboardingAnalyticsPage() {
  return (
    <PlaceholderPage
      title="Onboarding Analytics"
      purpose="How provider applications move through onboarding."
      contents={["Applications by stage", "Approval times"]}
      back={{to: '/dashboard', label: 'Back to Dashboard'}}
    />
  );
}
