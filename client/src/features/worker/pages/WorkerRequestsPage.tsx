import { useMe } from '../../../shell/session/useMe';
import { WorkerInfoPage } from '../components/WorkerInfoPage';

/** /worker-requests: Complete Onboarding, with the worker's real onboarding status. */
export default function WorkerRequestsPage() {
  const { me } = useMe();
  const p = me?.provider;
  const status = p ? (p.approved ? { label: 'APPROVED', palette: 'green' } : p.onboardingCompleted ? { label: 'UNDER REVIEW', palette: 'yellow' } : { label: 'INCOMPLETE', palette: 'orange' }) : null;
  return <WorkerInfoPage title="Complete Onboarding" description={p?.approved ? 'Your onboarding is complete and your account is approved.' : 'Your onboarding steps and their status.'} status={status} items={['Application submitted', 'Background check', 'Document verification', 'Bank account for payouts']} />;
}
