import { PlaceholderPage } from '../../../components/page';

/** /client-profile: Your personal information, address and notification preferences. To be built; replace this file's content. */
export default function ClientProfilePage() {
  return (
    <PlaceholderPage
      title="Account Settings"
      purpose="Your personal information, address and notification preferences."
      contents={["Stats: total requests, completed, average rating given, member since", "Personal info and address", "Notification switches", "Account status"]}
      back={{to: '/request-status', label: 'Back to My Requests'}}
    />
  );
}
