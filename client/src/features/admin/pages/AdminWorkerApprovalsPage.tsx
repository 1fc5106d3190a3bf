import { PlaceholderPage } from '../../../components/page';

/** /admin-worker-approvals: Provider applications waiting for approval. To be built; replace this file's content. */
export default function AdminWorkerApprovalsPage() {
  return (
    <PlaceholderPage
      title="Worker Approvals"
      purpose="Provider applications waiting for approval."
      contents={["Applications with documents and background check status", "Approve or reject"]}
      back={{to: '/dashboard', label: 'Back to Dashboard'}}
    />
  );
}
