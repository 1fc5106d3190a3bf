import { PlaceholderPage } from '../../../components/page';

/** /client-billing-history: Every payment and invoice for your services, with search and filters. To be built; replace this file's content. */
export default function ClientBillingHistoryPage() {
  return (
    <PlaceholderPage
      title="Billing History"
      purpose="Every payment and invoice for your services, with search and filters."
      contents={["Summary cards: Total Transactions, Average Service, Paid Invoices, Primary Method", "Search by service, invoice number or provider", "Status and period filters", "Invoice download and Pay Consultation Fee for pending entries"]}
      back={{to: '/request-status', label: 'Back to My Requests'}}
    />
  );
}
