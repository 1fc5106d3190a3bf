import { PlaceholderPage } from '../../../components/page';

/** /client-support: Reach our support team by phone, live chat or e-mail, or send us a support request. To be built; replace this file's content. */
export default function ClientSupportPage() {
  return (
    <PlaceholderPage
      title="Support"
      purpose="Reach our support team by phone, live chat or e-mail, or send us a support request."
      contents={["Contact cards: phone, live chat, e-mail", "Support request form", "Response-time commitments and frequently asked questions"]}
      back={{to: '/request-status', label: 'Back to My Requests'}}
    />
  );
}
