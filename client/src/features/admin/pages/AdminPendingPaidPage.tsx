import { PlaceholderPage } from '../../../components/page';

/** /admin/pending-paid: Requests with the fee paid that still need a worker, with all available workers. To be built; replace this file's content. */
export default function AdminPendingPaidPage() {
  return (
    <PlaceholderPage
      title="Paid Pending Requests"
      purpose="Requests with the fee paid that still need a worker, with all available workers."
      contents={["Paid pending requests", "Available workers"]}
      back={{to: '/dashboard', label: 'Back to Dashboard'}}
    />
  );
}
