import { useMe } from '../../../shell/session/useMe';
import { checkStatus, WorkerInfoPage } from '../components/WorkerInfoPage';
import { workerIntros } from '../intros';

/** /worker-documents: Upload Documents, with the worker's real document verification status. */
export default function WorkerDocumentsPage() {
  const { me } = useMe();
  return <WorkerInfoPage intro={workerIntros.documents} status={checkStatus(me?.provider?.documentVerificationStatus, 'VERIFIED')} items={["Government-issued photo ID", 'Trade licences for licensed work', 'Certificate of insurance (recommended)']} />;
}
