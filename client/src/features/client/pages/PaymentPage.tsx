import { PlaceholderPage } from '../../../components/page';

/** /payment: Pay an outstanding amount for one of your requests. To be built; replace this file's content. */
export default function PaymentPage() {
  return (
    <PlaceholderPage
      title="Payment"
      purpose="Pay an outstanding amount for one of your requests."
      contents={["Request and amount due", "Payment options"]}
      back={{to: '/request-status', label: 'Back to My Requests'}}
    />
  );
}
