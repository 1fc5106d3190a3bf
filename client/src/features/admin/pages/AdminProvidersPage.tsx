import { PlaceholderPage } from '../../../components/page';

/** /providers: All service providers and their status. To be built; replace this file's content. */
export default function AdminProvidersPage() {
  return (
    <PlaceholderPage
      title="Service Providers"
      purpose="All service providers and their status."
      contents={["Providers with categories, status and rating"]}
      back={{to: '/dashboard', label: 'Back to Dashboard'}}
    />
  );
}
