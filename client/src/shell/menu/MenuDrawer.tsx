import { Button, CloseButton, Drawer, Heading, Link, Portal, Separator, Stack, Text } from '@chakra-ui/react';
import { FiLock, FiLogIn, FiLogOut, FiShield } from 'react-icons/fi';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useMe } from '../session/useMe';
import { useSignOut } from '../session/useSignOut';
import { useImpersonateDemo } from '../session/useImpersonation';
import { menuSectionsFor } from './menuSections';

const roleLabel: Record<string, string> = {
  admin: 'Administrator',
  worker: 'Service provider',
  pending_worker: 'Provider (pending approval)',
  client: 'Client',
};

/**
 * The hamburger menu's drawer: role-specific sections, admin test-account shortcuts, Sign In/Out,
 * Admin Login. Loaded on the first open (see AppMenu); focus goes back to the menu button on close.
 */
export default function MenuDrawer({ open, setOpen, finalFocusEl }: { open: boolean; setOpen: (open: boolean) => void; finalFocusEl: () => HTMLElement | null }) {
  const { me, role } = useMe();
  const signOut = useSignOut();
  const [impersonate, impersonation] = useImpersonateDemo();
  const navigate = useNavigate();
  const close = () => setOpen(false);
  const sections = menuSectionsFor(role);

  return (
    <Drawer.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="end" size="xs" finalFocusEl={finalFocusEl}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header flexDirection="column" alignItems="start" gap="0">
              <Drawer.Title>Menu</Drawer.Title>
              {me && (
                <Text fontSize="sm" color="fg.muted">
                  {me.user.firstName} {me.user.lastName} · {roleLabel[role] ?? role}
                </Text>
              )}
            </Drawer.Header>
            <Drawer.Body>
              <Stack as="nav" aria-label="Main menu" gap="5">
                {sections.map((section) => (
                  <Stack key={section.title} gap="1">
                    <Heading as="h2" size="xs" textTransform="uppercase" letterSpacing="wider" color="fg.muted">
                      {section.title}
                    </Heading>
                    {section.links.map((link) => (
                      <Link key={`${section.title}-${link.to}`} asChild py="1.5" px="2" rounded="md" _hover={{ bg: 'bg.muted', textDecoration: 'none' }}>
                        <RouterLink to={link.to} onClick={close}>
                          {link.label}
                        </RouterLink>
                      </Link>
                    ))}
                  </Stack>
                ))}
                {role === 'admin' && (
                  <Stack gap="2">
                    <Heading as="h2" size="xs" textTransform="uppercase" letterSpacing="wider" color="fg.muted">
                      Test accounts
                    </Heading>
                    <Button
                      size="sm"
                      variant="outline"
                      loading={impersonation.loading}
                      onClick={() => {
                        close();
                        void impersonate('client');
                      }}
                    >
                      View as demo client
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      loading={impersonation.loading}
                      onClick={() => {
                        close();
                        void impersonate('worker');
                      }}
                    >
                      View as demo worker
                    </Button>
                  </Stack>
                )}
              </Stack>
            </Drawer.Body>
            <Drawer.Footer flexDirection="column" alignItems="stretch" gap="3">
              {role !== 'admin' && (
                <Link asChild fontSize="sm" color="fg.muted" justifyContent="center">
                  <RouterLink to="/admin-access" onClick={close}>
                    <FiShield aria-hidden /> Admin Login
                  </RouterLink>
                </Link>
              )}
              {me && (
                <Link asChild fontSize="sm" justifyContent="center">
                  <RouterLink to="/account-security" onClick={close}>
                    <FiLock aria-hidden /> Account security
                  </RouterLink>
                </Link>
              )}
              <Separator />
              {me ? (
                <Button
                  colorPalette="red"
                  variant="subtle"
                  onClick={() => {
                    close();
                    void signOut('/');
                  }}
                >
                  <FiLogOut aria-hidden /> Sign Out
                </Button>
              ) : (
                <Button
                  colorPalette="brand"
                  onClick={() => {
                    close();
                    navigate('/login');
                  }}
                >
                  <FiLogIn aria-hidden /> Sign In
                </Button>
              )}
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
