import { PlaceholderPage } from '../../../components/page';

/** /worker-bank-account: The account your payouts are sent to, and the payment schedule. To be built; replace this file's content. */
export default function WorkerBankAccountPage() {
  return (
    <PlaceholderPage
      title="Bank Account"
      purpose="The account your payouts are sent to, and the payment schedule."
      contents={["Account holder, bank name, account type, routing and account number", "Verification status", "Payment schedule"]}
      back={{to: '/worker-dashboard', label: 'Back to Dashboard'}}
    />
  );
}
