import { PlaceholderPage } from '../../../components/page';

/** /worker-settings: Your personal, contact and service details and notification preferences. To be built; replace this file's content. */
export default function WorkerSettingsPage() {
  return (
    <PlaceholderPage
      title="Profile Settings"
      purpose="Your personal, contact and service details and notification preferences."
      contents={["Tabs: Personal, Contact, Service, Notifications"]}
      back={{to: '/worker-dashboard', label: 'Back to Dashboard'}}
    />
  );
}
