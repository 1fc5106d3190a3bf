import { PlaceholderPage } from '../../../components/page';

/** /client-app: Tell us what you need in four short steps: Service, Type, Contact and Schedule, then pay the $102.99 consultation fee (credited toward your final invoice). To be built; replace this file's content. */
export default function ClientAppPage() {
  return (
    <PlaceholderPage
      title="Request a Service"
      purpose="Tell us what you need in four short steps: Service, Type, Contact and Schedule, then pay the $102.99 consultation fee (credited toward your final invoice)."
      contents={["Step 1: choose a service category", "Step 2: choose the service type", "Step 3: contact details, description and service location", "Step 4: preferred schedule and payment, or save for later", "Completion screen \"Transaction Complete\""]}
    />
  );
}
