import { PlaceholderPage } from '../../../components/page';

/** /worker-background-check: The status of your background check. To be built; replace this file's content. */
export default function WorkerBackgroundCheckPage() {
  return (
    <PlaceholderPage
      title="Background Check"
      purpose="The status of your background check."
      contents={["Background check result and date"]}
      back={{to: '/worker-dashboard', label: 'Back to Dashboard'}}
    />
  );
}
