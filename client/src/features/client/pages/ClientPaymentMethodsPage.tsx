import { PlaceholderPage } from '../../../components/page';

/** /client-payment-methods: Manage the payment methods you use for consultation fees and invoices. To be built; replace this file's content. */
export default function ClientPaymentMethodsPage() {
  return (
    <PlaceholderPage
      title="Payment Methods"
      purpose="Manage the payment methods you use for consultation fees and invoices."
      contents={["Apple Pay, Google Pay and cards", "Set a default method or remove one"]}
      back={{to: '/request-status', label: 'Back to My Requests'}}
    />
  );
}
