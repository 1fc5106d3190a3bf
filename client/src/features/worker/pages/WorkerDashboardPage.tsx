import { PlaceholderPage } from '../../../components/page';

/** /worker-dashboard: Your earnings, today's schedule and quick access to your jobs. To be built; replace this file's content. */
export default function WorkerDashboardPage() {
  return (
    <PlaceholderPage
      title="Worker Dashboard"
      purpose="Your earnings, today's schedule and quick access to your jobs."
      contents={["Earnings banner", "Cards: Available Requests, Active Jobs, Ratings, Earnings", "Today's schedule", "Weekly earnings"]}
    />
  );
}
