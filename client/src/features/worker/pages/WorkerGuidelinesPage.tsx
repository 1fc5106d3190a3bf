import { PlaceholderPage } from '../../../components/page';

/** /worker-guidelines: The standards every Elite provider follows: quality, communication and conduct. To be built; replace this file's content. */
export default function WorkerGuidelinesPage() {
  return (
    <PlaceholderPage
      title="Platform Guidelines"
      purpose="The standards every Elite provider follows: quality, communication and conduct."
      contents={["Quality standards (maintain a 4.5 rating)", "Communication standards", "Conduct and safety"]}
      back={{to: '/worker-dashboard', label: 'Back to Dashboard'}}
    />
  );
}
