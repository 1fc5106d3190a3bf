import { Box } from '@chakra-ui/react';
import { Hero } from '../landing/Hero';
import { HowItWorks } from '../landing/HowItWorks';
import { ServiceHighlights } from '../landing/ServiceHighlights';
import { Testimonials } from '../landing/Testimonials';
import { LandingFooter } from '../landing/LandingFooter';

/** /: the landing page, where visitors choose between requesting and providing services. */
export default function LandingPage() {
  return (
    <Box>
      <Hero />
      <HowItWorks />
      <ServiceHighlights />
      <Testimonials />
      <LandingFooter />
    </Box>
  );
}
