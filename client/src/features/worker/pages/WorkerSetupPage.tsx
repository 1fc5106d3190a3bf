import { PageContainer } from '../../../components/page';
import { ApplicationWizard } from '../components/ApplicationWizard';

/** /worker-setup: the provider application (welcome, steps 1-3, 'Welcome to the Elite!'). */
export default function WorkerSetupPage() {
  return (
    <PageContainer maxW="4xl">
      <ApplicationWizard />
    </PageContainer>
  );
}
