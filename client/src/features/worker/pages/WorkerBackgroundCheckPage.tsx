import { useMe } from '../../../shell/session/useMe';
import { checkStatus, WorkerInfoPage } from '../components/WorkerInfoPage';
import { workerIntros } from '../intros';

/** /worker-background-check: the worker's real background check status (CLEARED when approved). */
export default function WorkerBackgroundCheckPage() {
  const { me } = useMe();
  return <WorkerInfoPage intro={workerIntros.backgroundCheck} status={checkStatus(me?.provider?.backgroundCheckStatus, 'CLEARED')} items={['Identity verification', 'National and county criminal records', 'Sex offender registry', 'Re-checked every 12 months']} />;
}
