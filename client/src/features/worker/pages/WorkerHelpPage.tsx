import { WorkerInfoPage } from '../components/WorkerInfoPage';
import { workerIntros } from '../intros';

/** /worker-help: Help Center. */
export default function WorkerHelpPage() {
  return <WorkerInfoPage intro={workerIntros.help} items={['How do I accept a job? Open Available Requests and choose Accept This Job: the job starts at once', 'How do I get paid? Add your bank account; payouts follow admin approval', 'What is the $100 Special? A flat-rate completion covered by the consultation fee: you earn $78.25 plus tips', 'Can I give a job back? Yes: Unassign Me returns it to the queue']} />;
}
