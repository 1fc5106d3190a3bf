import { PlaceholderPage } from '../../../components/page';

/** /admin-quality-review: Completed projects waiting for inspection and quality review. To be built; replace this file's content. */
export default function AdminQualityReviewPage() {
  return (
    <PlaceholderPage
      title="Quality Review"
      purpose="Completed projects waiting for inspection and quality review."
      contents={["Projects pending review", "Inspection notes"]}
      back={{to: '/dashboard', label: 'Back to Dashboard'}}
    />
  );
}
