import { PlaceholderPage } from '../../../components/page';

/** /schedule: Upcoming appointments grouped by day. To be built; replace this file's content. */
export default function AdminSchedulePage() {
  return (
    <PlaceholderPage
      title="Schedule"
      purpose="Upcoming appointments grouped by day."
      contents={["Today, Tomorrow and the days after"]}
      back={{to: '/dashboard', label: 'Back to Dashboard'}}
    />
  );
}
