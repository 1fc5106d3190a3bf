import { PlaceholderPage } from '../../../components/page';

/** /provider-profile/:id: The public profile of one service provider: who they are, what they do and how clients rate them. To be built; replace this file's content. */
export default function ProviderProfilePage() {
  return (
    <PlaceholderPage
      title="Provider Profile"
      purpose="The public profile of one service provider: who they are, what they do and how clients rate them."
      contents={["Name, service categories and service area", "Rating and completed jobs", "Recent reviews"]}
    />
  );
}
