import { PlaceholderPage } from '../../../components/page';

/** /admin-customer-service: Look up a customer by ID or a request by number. To be built; replace this file's content. */
export default function AdminCustomerServicePage() {
  return (
    <PlaceholderPage
      title="Customer Service"
      purpose="Look up a customer by ID or a request by number."
      contents={["Customer ID or Request # search", "Customer details and their requests", "Case detail dialog"]}
      back={{to: '/dashboard', label: 'Back to Dashboard'}}
    />
  );
}
