import { PlaceholderPage } from '../../../components/page';

/** /client-reviews: Rate your completed services from 1 to 5 stars and leave an optional comment. To be built; replace this file's content. */
export default function ClientReviewsPage() {
  return (
    <PlaceholderPage
      title="My Reviews"
      purpose="Rate your completed services from 1 to 5 stars and leave an optional comment."
      contents={["Counters: reviews submitted, pending reviews, average rating", "Completed services marked Pending Review or Reviewed"]}
      back={{to: '/request-status', label: 'Back to My Requests'}}
    />
  );
}
