import { PlaceholderPage } from '../../../components/page';

/** /worker-payment-setup: Set up how you get paid. To be built; replace this file's content. */
export default function WorkerPaymentSetupPage() {
  return (
    <PlaceholderPage
      title="Payment Setup"
      purpose="Set up how you get paid."
      contents={["Payout method and schedule"]}
      back={{to: '/worker-dashboard', label: 'Back to Dashboard'}}
    />
  );
}
