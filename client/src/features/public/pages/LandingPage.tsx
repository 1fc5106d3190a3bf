import { lazy, Suspense } from 'react';
import { Box } from '@chakra-ui/react';
import { Hero } from '../landing/Hero';
import { useFirstPaintDone } from '../../../shell/routing/firstPaint';

// Everything under the hero (how it works, services, testimonials, footer) is below a phone's
// first screen: its code is asked for once the hero's frame has been painted (firstPaint.ts), off
// the first screen's path (asked for during the first render, its dozen files were fetched before
// that frame, and Lighthouse counts every request made before the largest paint as in its way).
const BelowTheFold = lazy(() => import('../landing/BelowTheFold'));

/** /: the landing page, where visitors choose between requesting and providing services. */
export default function LandingPage() {
  const painted = useFirstPaintDone();
  return (
    <Box>
      <Hero />
      {painted && (
        <Suspense fallback={null}>
          <BelowTheFold />
        </Suspense>
      )}
    </Box>
  );
}
