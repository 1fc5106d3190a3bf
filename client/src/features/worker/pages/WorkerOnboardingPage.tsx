import { PlaceholderPage } from '../../../components/page';

/** /worker-onboarding: The provider signup wizard: your details, your service categories and the service agreements. To be built; replace this file's content. */
export default function WorkerOnboardingPage() {
  return (
    <PlaceholderPage
      title="Provider Onboarding"
      purpose="The provider signup wizard: your details, your service categories and the service agreements."
      contents={["Step 1: name, email, phone, ZIP code and service radius", "Step 2: service categories", "Step 3: service agreements", "Step 4: Welcome to the Elite!"]}
    />
  );
}
