import { PlaceholderPage } from '../../../components/page';

/** /worker-tax-documents: Your tax forms and yearly earnings statements. To be built; replace this file's content. */
export default function WorkerTaxDocumentsPage() {
  return (
    <PlaceholderPage
      title="Tax Documents"
      purpose="Your tax forms and yearly earnings statements."
      contents={["Tax forms by year"]}
      back={{to: '/worker-dashboard', label: 'Back to Dashboard'}}
    />
  );
}
