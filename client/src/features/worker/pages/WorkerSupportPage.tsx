import { WorkerInfoPage } from '../components/WorkerInfoPage';
import { workerIntros } from '../intros';

/** /worker-support: Contact Support. */
export default function WorkerSupportPage() {
  return <WorkerInfoPage intro={workerIntros.support} items={['Phone: (615) 555-0100, 8 AM to 8 PM Central', 'E-mail: providers@elite.services', 'Urgent job-site issues: answered within 15 minutes']} />;
}
