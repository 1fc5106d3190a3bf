import { PlaceholderPage } from '../../../components/page';

/** /worker-setup: Apply to join our network of service providers in three steps: your details, your service categories and the service agreements. To be built; replace this file's content. */
export default function WorkerSetupPage() {
  return (
    <PlaceholderPage
      title="Become an Elite Service Provider"
      purpose="Apply to join our network of service providers in three steps: your details, your service categories and the service agreements."
      contents={["Step 1: name, email, phone, ZIP code and service radius", "Step 2: the service categories you offer", "Step 3: the four service agreements", "Step 4: Welcome to the Elite!"]}
    />
  );
}
