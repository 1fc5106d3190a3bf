import { PlaceholderPage } from '../../../components/page';

/** /worker-training: Training that keeps your service at Elite standards. To be built; replace this file's content. */
export default function WorkerTrainingPage() {
  return (
    <PlaceholderPage
      title="Training Modules"
      purpose="Training that keeps your service at Elite standards."
      contents={["Modules and your progress"]}
      back={{to: '/worker-dashboard', label: 'Back to Dashboard'}}
    />
  );
}
