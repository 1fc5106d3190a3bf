import { PlaceholderPage } from '../../../components/page';

/** /admin/queued-requests: Requests whose consultation fee is still unpaid. To be built; replace this file's content. */
export default function AdminQueuedRequestsPage() {
  return (
    <PlaceholderPage
      title="Queued Requests (Unpaid)"
      purpose="Requests whose consultation fee is still unpaid. They are invisible to workers until paid."
      contents={["Unpaid requests", "Request detail dialog"]}
      back={{to: '/dashboard', label: 'Back to Dashboard'}}
    />
  );
}
