import { WorkerInfoPage } from '../components/WorkerInfoPage';
import { workerIntros } from '../intros';

/** /worker-privacy: Privacy. */
export default function WorkerPrivacyPage() {
  return <WorkerInfoPage intro={workerIntros.privacy} items={['Bank account numbers are stored on our servers and only ever shown masked', 'Clients see your name, phone and rating for their own jobs only', 'You can update your details in Profile Settings']} />;
}
