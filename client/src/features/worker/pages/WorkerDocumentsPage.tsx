import { useMe } from '../../../shell/session/useMe';
import { checkStatus, WorkerInfoPage } from '../components/WorkerInfoPage';

/** /worker-documents: Upload Documents, with the worker's real document verification status. */
export default function WorkerDocumentsPage() {
  const { me } = useMe();
  return <WorkerInfoPage title="Upload Documents" description="Your ID, licences and insurance certificates." status={checkStatus(me?.provider?.documentVerificationStatus, 'VERIFIED')} items={["Government-issued photo ID", 'Trade licences for licensed work', 'Certificate of insurance (recommended)']} />;
}
