import { lazy, Suspense } from 'react';
import { Box } from '@chakra-ui/react';
import { Hero } from '../landing/Hero';

// Everything under the hero (how it works, services, testimonials, footer) is below a phone's
// first screen: its code loads after the hero's, off the first screen's path.
const BelowTheFold = lazy(() => import('../landing/BelowTheFold'));

/** /: the landing page, where visitors choose between requesting and providing services. */
export default function LandingPage() {
  return (
    <Box>
      <Hero />
      <Suspense fallback={null}>
        <BelowTheFold />
      </Suspense>
    </Box>
  );
}
