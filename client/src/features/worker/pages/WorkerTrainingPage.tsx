import { WorkerInfoPage } from '../components/WorkerInfoPage';

/** /worker-training: Training Modules. */
export default function WorkerTrainingPage() {
  return <WorkerInfoPage title={'Training Modules'} description={'Short courses that keep your service at the Elite standard.'} items={['Platform basics: accepting, scheduling and completing jobs', 'Photo documentation: before and after photos that speed up payouts', 'Customer communication and confirming visits', 'Safety on the job site']} />;
}
