import { PlaceholderPage } from '../../../components/page';

/** /worker-earnings: What you have earned this week and this month, and what your open jobs could earn. To be built; replace this file's content. */
export default function WorkerEarningsPage() {
  return (
    <PlaceholderPage
      title="Earnings"
      purpose="What you have earned this week and this month, and what your open jobs could earn."
      contents={["Week, month and potential earnings (click a card to filter)", "Show All", "Earnings by job"]}
      back={{to: '/worker-dashboard', label: 'Back to Dashboard'}}
    />
  );
}
