import { Box } from '@chakra-ui/react';
import { Hero } from './landing/Hero';

/** /: the hero is the page's first screen, in the entry; the sections below it load with the page. */
export function LandingPlaceholder() {
  return (
    <Box>
      <Hero />
    </Box>
  );
}
