import { PlaceholderPage } from '../../../components/page';

/** /worker-ratings: Your overall rating, the breakdown from 5 to 1 stars and what clients said. To be built; replace this file's content. */
export default function WorkerRatingsPage() {
  return (
    <PlaceholderPage
      title="Ratings & Reviews"
      purpose="Your overall rating, the breakdown from 5 to 1 stars and what clients said."
      contents={["Overall rating and standing", "Star breakdown", "Review list"]}
      back={{to: '/worker-dashboard', label: 'Back to Dashboard'}}
    />
  );
}
