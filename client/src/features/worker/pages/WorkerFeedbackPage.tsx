import { WorkerInfoPage } from '../components/WorkerInfoPage';
import { workerIntros } from '../intros';

/** /worker-feedback: Feedback. */
export default function WorkerFeedbackPage() {
  return <WorkerInfoPage intro={workerIntros.feedback} items={['Share ideas with providers@elite.services', 'Report a problem from Contact Support']} />;
}
