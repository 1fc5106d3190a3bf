import { PageContainer } from '../../../components/page';
import { ApplicationWizard } from '../components/ApplicationWizard';

/** /worker-onboarding: the same provider application as /worker-setup (welcome, steps 1-3, 'Welcome to the Elite!'). */
export default function WorkerOnboardingPage() {
  return (
    <PageContainer maxW="4xl">
      <ApplicationWizard />
    </PageContainer>
  );
}
