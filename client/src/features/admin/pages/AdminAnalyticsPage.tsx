import { PlaceholderPage } from '../../../components/page';

/** /admin/analytics: Revenue, profit, customers and operations in one view. To be built; replace this file's content. */
export default function AdminAnalyticsPage() {
  return (
    <PlaceholderPage
      title="Advanced Earnings Analytics"
      purpose="Revenue, profit, customers and operations in one view."
      contents={["Total Revenue, Net Profit, Profit Margin, Active Customers", "Revenue breakdown", "Customer analytics", "Operational metrics", "Monthly trends and top 5 categories"]}
      back={{to: '/dashboard', label: 'Back to Dashboard'}}
    />
  );
}
