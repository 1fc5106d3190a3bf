import { WorkerInfoPage } from '../components/WorkerInfoPage';

/** /worker-support: Contact Support. */
export default function WorkerSupportPage() {
  return <WorkerInfoPage title={'Contact Support'} description={'We are here to help with jobs, payouts and your account.'} items={['Phone: (615) 555-0100, 8 AM to 8 PM Central', 'E-mail: providers@elite.services', 'Urgent job-site issues: answered within 15 minutes']} />;
}
