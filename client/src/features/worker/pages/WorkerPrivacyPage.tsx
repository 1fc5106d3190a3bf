import { WorkerInfoPage } from '../components/WorkerInfoPage';

/** /worker-privacy: Privacy. */
export default function WorkerPrivacyPage() {
  return <WorkerInfoPage title={'Privacy'} description={'How we handle your personal and payout information.'} items={['Bank account numbers are stored on our servers and only ever shown masked', 'Clients see your name, phone and rating for their own jobs only', 'You can update your details in Profile Settings']} />;
}
