import { WorkerInfoPage } from '../components/WorkerInfoPage';
import { workerIntros } from '../intros';

/** /worker-terms: Provider Terms. */
export default function WorkerTermsPage() {
  return <WorkerInfoPage intro={workerIntros.terms} items={['Terms of Service', '10% platform fee: you keep 90% of service cost', 'Quality and communication standards']} />;
}
