import { PlaceholderPage } from '../../../components/page';

/** /admin/revenue: Platform revenue over time. To be built; replace this file's content. */
export default function AdminRevenuePage() {
  return (
    <PlaceholderPage
      title="Revenue"
      purpose="Platform revenue over time."
      contents={["Revenue by period and source"]}
      back={{to: '/dashboard', label: 'Back to Dashboard'}}
    />
  );
}
