import { WorkerInfoPage } from '../components/WorkerInfoPage';
import { workerIntros } from '../intros';

/** /worker-insurance: Insurance & Licensing. */
export default function WorkerInsurancePage() {
  return <WorkerInfoPage intro={workerIntros.insurance} items={['General liability insurance is recommended for all providers', 'Trade licences are required for electrical, plumbing and HVAC work in Tennessee', 'Upload certificates with your documents']} />;
}
