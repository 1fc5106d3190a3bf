import { WorkerInfoPage } from '../components/WorkerInfoPage';
import { workerIntros } from '../intros';

/** /worker-training: Training Modules. */
export default function WorkerTrainingPage() {
  return <WorkerInfoPage intro={workerIntros.training} items={['Platform basics: accepting, scheduling and completing jobs', 'Photo documentation: before and after photos that speed up payouts', 'Customer communication and confirming visits', 'Safety on the job site']} />;
}
