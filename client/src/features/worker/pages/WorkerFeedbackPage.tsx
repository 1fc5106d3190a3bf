import { PlaceholderPage } from '../../../components/page';

/** /worker-feedback: Tell us how we can make the platform better for providers. To be built; replace this file's content. */
export default function WorkerFeedbackPage() {
  return (
    <PlaceholderPage
      title="Feedback"
      purpose="Tell us how we can make the platform better for providers."
      contents={["Feedback form"]}
      back={{to: '/worker-dashboard', label: 'Back to Dashboard'}}
    />
  );
}
