import { Box, Flex } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { useAreaTone } from '../routing/useArea';
import type { AppRoute } from '../routing/types';
import { AppHeader } from './AppHeader';
import { ImpersonationBanner } from './ImpersonationBanner';

const background = { admin: 'page.admin', worker: 'page.worker', light: 'page.light' } as const;

/** The frame around every page: impersonation banner, header, and the page on its area's background. */
export function Shell({ routes }: { routes: AppRoute[] }) {
  const { tone } = useAreaTone(routes);
  return (
    <Flex direction="column" minH="100dvh" bg={background[tone]} color="fg" data-tone={tone}>
      <ImpersonationBanner />
      <AppHeader />
      <Box as="main" id="main" flex="1" display="flex" flexDirection="column">
        <Outlet />
      </Box>
    </Flex>
  );
}
