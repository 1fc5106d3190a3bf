import { PlaceholderPage } from '../../../components/page';

/** /client-app-streamlined: A streamlined, single-page way to request a service. To be built; replace this file's content. */
export default function ClientAppStreamlinedPage() {
  return (
    <PlaceholderPage
      title="Quick Service Request"
      purpose="A streamlined, single-page way to request a service."
      contents={["Service, contact and schedule on one page", "Consultation fee payment or save for later"]}
    />
  );
}
