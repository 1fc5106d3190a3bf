import { WorkerInfoPage } from '../components/WorkerInfoPage';

/** /worker-insurance: Insurance & Licensing. */
export default function WorkerInsurancePage() {
  return <WorkerInfoPage title={'Insurance & Licensing'} description={'Licences and insurance for the services you offer.'} items={['General liability insurance is recommended for all providers', 'Trade licences are required for electrical, plumbing and HVAC work in Tennessee', 'Upload certificates with your documents']} />;
}
