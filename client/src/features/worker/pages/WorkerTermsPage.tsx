import { PlaceholderPage } from '../../../components/page';

/** /worker-terms: The terms that apply to providers on the platform, including the 10% platform fee. To be built; replace this file's content. */
export default function WorkerTermsPage() {
  return (
    <PlaceholderPage
      title="Provider Terms of Service"
      purpose="The terms that apply to providers on the platform, including the 10% platform fee."
      contents={["Service agreement", "Platform fee and payouts"]}
      back={{to: '/worker-dashboard', label: 'Back to Dashboard'}}
    />
  );
}
