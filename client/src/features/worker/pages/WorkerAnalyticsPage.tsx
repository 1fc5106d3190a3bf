import { PlaceholderPage } from '../../../components/page';

/** /worker-analytics: How your jobs, ratings and earnings trend over time. To be built; replace this file's content. */
export default function WorkerAnalyticsPage() {
  return (
    <PlaceholderPage
      title="Performance Analytics"
      purpose="How your jobs, ratings and earnings trend over time."
      contents={["Jobs, ratings and earnings over time"]}
      back={{to: '/worker-dashboard', label: 'Back to Dashboard'}}
    />
  );
}
