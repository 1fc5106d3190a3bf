import { PlaceholderPage } from '../../../components/page';

/** /clients: All client accounts. To be built; replace this file's content. */
export default function AdminClientsPage() {
  return (
    <PlaceholderPage
      title="Clients"
      purpose="All client accounts."
      contents={["Clients with contact details and request counts"]}
      back={{to: '/dashboard', label: 'Back to Dashboard'}}
    />
  );
}
