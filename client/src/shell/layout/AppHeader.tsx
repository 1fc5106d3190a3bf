import { lazy, Suspense } from 'react';
import { Box, Button, Container, Flex, HStack } from '@chakra-ui/react';
import { ListIcon } from '../icons';
import { Link as RouterLink } from 'react-router-dom';
import { useMe } from '../session/useMe';
import { homePathFor } from '../session/roles';
import { AppMenu } from '../menu/AppMenu';
import { Logo } from './Logo';
import { useFirstPaintDone } from '../routing/firstPaint';

// Signed-in users only: a visitor's first screen does not download the notifications feed.
const NotificationBell = lazy(() => import('../notifications/NotificationBell').then((m) => ({ default: m.NotificationBell })));

/** Top bar: logo (role home), 'My Requests' for clients, notifications bell, hamburger menu. */
export function AppHeader() {
  const { me, role } = useMe();
  const painted = useFirstPaintDone();
  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg={{ base: 'white/90', _dark: 'gray.950/90' }}
      backdropFilter="saturate(180%) blur(8px)"
      borderBottomWidth="1px"
      borderColor="border"
    >
      <Container maxW="7xl">
        <Flex h="16" align="center" justify="space-between" gap="3">
          <Logo to={homePathFor(role)} />
          <HStack gap={{ base: '1', md: '2' }}>
            {role === 'client' && (
              // On a phone the button is its icon (the name stays), so the logo keeps its line.
              <Button asChild size="sm" variant="outline" colorPalette="brand" px={{ base: '2', sm: '3' }}>
                <RouterLink to="/request-status" aria-label="My Requests">
                  <ListIcon aria-hidden />
                  <Box as="span" hideBelow="sm">
                    My Requests
                  </Box>
                </RouterLink>
              </Button>
            )}
            {me &&
              // The space of the bell's button (size md) while its code loads, after the first frame.
              (painted ? (
                <Suspense fallback={<Box w="10" h="10" aria-hidden />}>
                  <NotificationBell key={me.user.id} />
                </Suspense>
              ) : (
                <Box w="10" h="10" aria-hidden />
              ))}
            <AppMenu />
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}
