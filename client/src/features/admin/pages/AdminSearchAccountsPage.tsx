import { PlaceholderPage } from '../../../components/page';

/** /search-accounts: Find any client or provider account. To be built; replace this file's content. */
export default function AdminSearchAccountsPage() {
  return (
    <PlaceholderPage
      title="Search Accounts"
      purpose="Find any client or provider account."
      contents={["Search by name, e-mail or phone"]}
      back={{to: '/dashboard', label: 'Back to Dashboard'}}
    />
  );
}
