import { PlaceholderPage } from '../../../components/page';

/** /expansion-waitlist: We are starting in Middle Tennessee. To be built; replace this file's content. */
export default function ExpansionWaitlistPage() {
  return (
    <PlaceholderPage
      title="Join the Expansion Waitlist"
      purpose="We are starting in Middle Tennessee. Leave your details and we will let you know as soon as Elite Services reaches your area."
      contents={["Form with email, phone, city, state and ZIP code (email, phone and ZIP required)", "Wording for clients or providers, depending on how you arrived", "Success screen \"You're on the List!\" with a link home"]}
    />
  );
}
