import { PlaceholderPage } from '../../../components/page';

/** /worker-support: Get help from the provider support team. To be built; replace this file's content. */
export default function WorkerSupportPage() {
  return (
    <PlaceholderPage
      title="Contact Support"
      purpose="Get help from the provider support team."
      contents={["Phone, chat and e-mail", "Support request form"]}
      back={{to: '/worker-dashboard', label: 'Back to Dashboard'}}
    />
  );
}
