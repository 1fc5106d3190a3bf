import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useMe } from '../../../shell/session/useMe';
import { useWorkerBankAccount } from '../api/workerBankAccount';
import { WorkerInfoPage } from '../components/WorkerInfoPage';
import { workerIntros } from '../intros';

/** /worker-payment-setup: whether payouts can be sent, from the real bank account status. */
export default function WorkerPaymentSetupPage() {
  const { role } = useMe();
  const { account } = useWorkerBankAccount(role !== 'worker');
  const status = account ? (!account.hasAccount ? { label: 'NOT SET UP', palette: 'orange' } : account.isVerified ? { label: 'VERIFIED', palette: 'green' } : { label: 'PENDING VERIFICATION', palette: 'yellow' }) : null;
  return (
    <WorkerInfoPage intro={workerIntros.paymentSetup} status={status}>
      <Button asChild size="sm" colorPalette="gold" alignSelf="start">
        <RouterLink to="/worker-bank-account">Manage Bank Account</RouterLink>
      </Button>
    </WorkerInfoPage>
  );
}
