import { PlaceholderPage } from '../../../components/page';

/** /client-service-history: All your completed services, newest first, with the provider, the total invoice and your rating. To be built; replace this file's content. */
export default function ClientServiceHistoryPage() {
  return (
    <PlaceholderPage
      title="Service History"
      purpose="All your completed services, newest first, with the provider, the total invoice and your rating."
      contents={["Completed requests with duration, completed date and total invoice", "Provider name and rating", "View Details for each service"]}
      back={{to: '/request-status', label: 'Back to My Requests'}}
    />
  );
}
