import { PlaceholderPage } from '../../../components/page';

/** /worker-payment-history: Every payout you have received. To be built; replace this file's content. */
export default function WorkerPaymentHistoryPage() {
  return (
    <PlaceholderPage
      title="Payment History"
      purpose="Every payout you have received."
      contents={["Payouts with date, job and amount"]}
      back={{to: '/worker-dashboard', label: 'Back to Dashboard'}}
    />
  );
}
