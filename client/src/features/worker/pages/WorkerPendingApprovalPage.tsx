import { PlaceholderPage } from '../../../components/page';

/** /worker-pending-approval: Your provider application is under review. To be built; replace this file's content. */
export default function WorkerPendingApprovalPage() {
  return (
    <PlaceholderPage
      title="Application Status"
      purpose="Your provider application is under review. This page shows where it stands; meanwhile you can still request services."
      contents={["Application, document verification and background check status", "What happens next", "Links to request a service and to your requests"]}
    />
  );
}
