import { PlaceholderPage } from '../../../components/page';

/** /worker-notifications: Choose how you hear about new jobs, schedule changes and payments. To be built; replace this file's content. */
export default function WorkerNotificationsPage() {
  return (
    <PlaceholderPage
      title="Notification Settings"
      purpose="Choose how you hear about new jobs, schedule changes and payments."
      contents={["E-mail, SMS and push preferences"]}
      back={{to: '/worker-dashboard', label: 'Back to Dashboard'}}
    />
  );
}
