import { PlaceholderPage } from '../../../components/page';

/** /category-stats: Jobs and revenue for one service category. To be built; replace this file's content. */
export default function AdminCategoryStatsPage() {
  return (
    <PlaceholderPage
      title="Category Statistics"
      purpose="Jobs and revenue for one service category."
      contents={["Jobs, revenue and providers for the category"]}
      back={{to: '/dashboard', label: 'Back to Dashboard'}}
    />
  );
}
