import { lazy, Suspense } from 'react';
import { Box, Flex, SkipNavLink } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { useAreaTone } from '../routing/useArea';
import type { AppRoute } from '../routing/types';
import { AppHeader } from './AppHeader';
import { OfflineBanner } from './OfflineBanner';
import { LiveRequests } from '../live/LiveRequests';
import { useMe } from '../session/useMe';

// Only an admin viewing as a demo account sees the banner: nobody else downloads it.
const ImpersonationBanner = lazy(() => import('./ImpersonationBanner').then((m) => ({ default: m.ImpersonationBanner })));

const background = { admin: 'page.admin', worker: 'page.worker', light: 'page.light' } as const;

/**
 * The frame around every page: a 'Skip to main content' link (the first Tab stop, shown when
 * focused), the offline alert, impersonation banner, header, and the page on its area's background.
 */
export function Shell({ routes }: { routes: AppRoute[] }) {
  const { tone } = useAreaTone(routes);
  const { me } = useMe();
  return (
    <Flex direction="column" minH="100dvh" bg={background[tone]} color="fg" data-tone={tone}>
      <SkipNavLink
        id="main"
        zIndex="skipNav"
        onClick={(e) => {
          // Focus moves into the page without changing the address (the router owns it).
          e.preventDefault();
          document.getElementById('main')?.focus();
        }}
      >
        Skip to main content
      </SkipNavLink>
      {me?.impersonatorName && (
        <Suspense fallback={null}>
          <ImpersonationBanner />
        </Suspense>
      )}
      <OfflineBanner />
      <LiveRequests />
      <AppHeader />
      <Box as="main" id="main" tabIndex={-1} outline="none" flex="1" display="flex" flexDirection="column">
        <Outlet />
      </Box>
    </Flex>
  );
}
