import { PlaceholderPage } from '../../../components/page';

/** /checkout: Pay the consultation fee ($102.99, including the $2.99 processing fee) or a service balance for one of your requests. To be built; replace this file's content. */
export default function CheckoutPage() {
  return (
    <PlaceholderPage
      title="Checkout"
      purpose="Pay the consultation fee ($102.99, including the $2.99 processing fee) or a service balance for one of your requests."
      contents={["Amount due, including taxes and fees", "Google Pay and Apple Pay", "Skip Payment - Pay Later"]}
      back={{to: '/client-app', label: 'Back'}}
    />
  );
}
