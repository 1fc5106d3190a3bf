import { PlaceholderPage } from '../../../components/page';

/** /worker-documents: Upload the documents we need to verify you as a provider. To be built; replace this file's content. */
export default function WorkerDocumentsPage() {
  return (
    <PlaceholderPage
      title="Upload Documents"
      purpose="Upload the documents we need to verify you as a provider."
      contents={["Required documents and their verification status"]}
      back={{to: '/worker-dashboard', label: 'Back to Dashboard'}}
    />
  );
}
