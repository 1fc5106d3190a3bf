import { PlaceholderPage } from '../../../components/page';

/** /request-status: Your current service requests, your most recent completed service, and search by request ID. To be built; replace this file's content. */
export default function RequestStatusPage() {
  return (
    <PlaceholderPage
      title="My Requests"
      purpose="Your current service requests, your most recent completed service, and search by request ID."
      contents={["Current requests (pending, awaiting payment, scheduled, in progress)", "Pay prompt for requests with the consultation fee unpaid", "Most recent completed service", "Search by request ID", "Links to request a new service and to your service history"]}
    />
  );
}
