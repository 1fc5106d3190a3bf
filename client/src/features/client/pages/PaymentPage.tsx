import CheckoutPage from './CheckoutPage';

/** /payment?requestId={id}&amount={amount}: linked from billing history; the same checkout (the amount comes from the server). */
export default function PaymentPage() {
  return <CheckoutPage />;
}
