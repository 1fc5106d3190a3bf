import { WorkerInfoPage } from '../components/WorkerInfoPage';

/** /worker-terms: Provider Terms. */
export default function WorkerTermsPage() {
  return <WorkerInfoPage title={'Provider Terms'} description={'The agreement between you and Elite Services.'} items={['Terms of Service', '10% platform fee: you keep 90% of service cost', 'Quality and communication standards']} />;
}
