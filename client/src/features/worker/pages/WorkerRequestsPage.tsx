import { Text } from '@chakra-ui/react';
import { useMe } from '../../../shell/session/useMe';
import { WorkerInfoPage } from '../components/WorkerInfoPage';
import { workerIntros } from '../intros';

/** /worker-requests: Complete Onboarding, with the worker's real onboarding status. */
export default function WorkerRequestsPage() {
  const { me } = useMe();
  const p = me?.provider;
  const status = p ? (p.approved ? { label: 'APPROVED', palette: 'green' } : p.onboardingCompleted ? { label: 'UNDER REVIEW', palette: 'yellow' } : { label: 'INCOMPLETE', palette: 'orange' }) : null;
  return (
    <WorkerInfoPage intro={workerIntros.requests} status={status} items={['Application submitted', 'Background check', 'Document verification', 'Bank account for payouts']}>
      {p?.approved && <Text color="fg.muted">Your onboarding is complete and your account is approved.</Text>}
    </WorkerInfoPage>
  );
}
