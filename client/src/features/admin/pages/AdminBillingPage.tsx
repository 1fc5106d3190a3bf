import { PlaceholderPage } from '../../../components/page';

/** /billing: Invoices, consultation fee payments and the admin review queue. To be built; replace this file's content. */
export default function AdminBillingPage() {
  return (
    <PlaceholderPage
      title="Billing & Payments"
      purpose="Invoices, consultation fee payments and the admin review queue. All money movements wait for admin approval."
      contents={["Total Revenue, Pending Payments, Avg. Invoice, Past Due (7+ Days)", "Past Due Balances", "Admin Review Queue", "All Consultation Fee Payments", "Recent Invoices"]}
      back={{to: '/dashboard', label: 'Back to Dashboard'}}
    />
  );
}
