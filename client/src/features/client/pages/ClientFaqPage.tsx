import { PlaceholderPage } from '../../../components/page';

/** /client-faq: Answers about getting started, the service process, pricing, quality and safety, and your account. To be built; replace this file's content. */
export default function ClientFaqPage() {
  return (
    <PlaceholderPage
      title="Frequently Asked Questions"
      purpose="Answers about getting started, the service process, pricing, quality and safety, and your account."
      contents={["Category filter", "Expandable answers"]}
      back={{to: '/request-status', label: 'Back to My Requests'}}
    />
  );
}
