import { PlaceholderPage } from '../../../components/page';

/** /referral-program: Share your referral code and earn a $100 bonus when a friend you refer completes 5 jobs. To be built; replace this file's content. */
export default function ReferralProgramPage() {
  return (
    <PlaceholderPage
      title="Refer Friends ($100 Bonus)"
      purpose="Share your referral code and earn a $100 bonus when a friend you refer completes 5 jobs."
      contents={["Your referral code and link", "Share by text, WhatsApp, e-mail or copy", "Referral stats"]}
      back={{to: '/request-status', label: 'Back to My Requests'}}
    />
  );
}
