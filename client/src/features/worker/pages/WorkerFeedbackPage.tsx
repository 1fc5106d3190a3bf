import { WorkerInfoPage } from '../components/WorkerInfoPage';

/** /worker-feedback: Feedback. */
export default function WorkerFeedbackPage() {
  return <WorkerInfoPage title={'Feedback'} description={'Tell us how we can make the platform better for providers.'} items={['Share ideas with providers@elite.services', 'Report a problem from Contact Support']} />;
}
