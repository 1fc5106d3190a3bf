import { HowItWorks } from './HowItWorks';
import { ServiceHighlights } from './ServiceHighlights';
import { Testimonials } from './Testimonials';
import { LandingFooter } from './LandingFooter';

/** The landing page past its first screen on a phone: loaded after the hero has been drawn. */
export default function BelowTheFold() {
  return (
    <>
      <HowItWorks />
      <ServiceHighlights />
      <Testimonials />
      <LandingFooter />
    </>
  );
}
