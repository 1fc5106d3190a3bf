import { PlaceholderPage } from '../../../components/page';

/** /admin/simple-assign: Pending requests with the workers eligible for each and their distance. To be built; replace this file's content. */
export default function AdminSimpleAssignPage() {
  return (
    <PlaceholderPage
      title="Simple Job Assignment"
      purpose="Pending requests with the workers eligible for each and their distance."
      contents={["Eligible workers by category and service radius", "Assign"]}
      back={{to: '/dashboard', label: 'Back to Dashboard'}}
    />
  );
}
