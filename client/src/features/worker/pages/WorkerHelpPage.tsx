import { PlaceholderPage } from '../../../components/page';

/** /worker-help: Answers to common provider questions. To be built; replace this file's content. */
export default function WorkerHelpPage() {
  return (
    <PlaceholderPage
      title="Help Center"
      purpose="Answers to common provider questions."
      contents={["Getting paid, accepting jobs, invoices and ratings"]}
      back={{to: '/worker-dashboard', label: 'Back to Dashboard'}}
    />
  );
}
