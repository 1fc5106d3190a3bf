import { WorkerInfoPage } from '../components/WorkerInfoPage';
import { workerIntros } from '../intros';

/** /worker-guidelines: Platform Guidelines. */
export default function WorkerGuidelinesPage() {
  return <WorkerInfoPage intro={workerIntros.guidelines} items={['Maintain a rating of 4.5 or more; below 4.5 means probation and below 4.0 means removal', 'A 4.5 rating or more earns Elite Status', 'Confirm visits and post progress notes with photos', 'Invoices need admin approval; edits need a reason', "You keep 90% of each job's service cost, plus tips"]} />;
}
